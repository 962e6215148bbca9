// How an article's status reads in the staff app.
import { ARTICLE_STATUS_LABELS, type ArticleStatus } from '@club/shared';
import styles from '../../lib/lists.module.css';

const TAG: Record<ArticleStatus, string> = {
  draft: styles.tagMuted,
  published: styles.tag,
  unpublished: styles.tagDanger,
};

export const statusTag = (status: ArticleStatus) => ({
  label: ARTICLE_STATUS_LABELS[status],
  className: TAG[status],
});
