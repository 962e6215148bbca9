// How an article's status reads in the staff app.
import { type ArticleStatus } from '@club/shared';
import { ARTICLE_STATUS_LABELS } from '@club/shared/staff';
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
