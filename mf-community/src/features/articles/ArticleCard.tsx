import { memo } from 'react';
import { Link } from 'react-router-dom';
import { cx, type ArticleItem } from '@club/shared';
import { formatLocalDate } from '@club/shared/format';
import { Icon } from '../../lib/Icon';
import { FavoriteButton } from './FavoriteButton';
import styles from './Articles.module.css';

/** The pictures of the articles are 16:9; the size is known before they load. */
export const IMAGE_SIZE = { width: 800, height: 450 };

export interface ArticleCardProps {
  article: ArticleItem;
  pending: boolean;
  onToggleFavorite: (article: ArticleItem) => void;
  special?: boolean;
}

/** An article of the list: image, title, date, category, text, views, favourite state. */
export const ArticleCard = memo(function ArticleCard({
  article,
  pending,
  onToggleFavorite,
  special = false,
}: ArticleCardProps) {
  const titleId = `article-${article.id}-title`;
  return (
    <article className={cx(styles.card, special && styles.special)} aria-labelledby={titleId}>
      {article.main_image ? (
        <Link
          to={`/article/${article.id}`}
          tabIndex={-1}
          aria-hidden="true"
          className={styles.cardImageLink}
        >
          <img
            className={styles.cardImage}
            src={article.main_image}
            alt=""
            width={IMAGE_SIZE.width}
            height={IMAGE_SIZE.height}
            loading="lazy"
            decoding="async"
          />
        </Link>
      ) : null}
      <div className={styles.cardBody}>
        {special ? <p className={styles.specialLabel}>Важно</p> : null}
        <h2 id={titleId} className={styles.cardTitle}>
          <Link to={`/article/${article.id}`}>{article.title}</Link>
        </h2>
        <p className={styles.cardMeta}>
          <time dateTime={new Date(article.created_at * 1000).toISOString()}>
            {formatLocalDate(article.created_at)}
          </time>
          <span className={styles.category}>{article.category.name}</span>
          <span className={styles.views} aria-label={`Просмотры: ${article.view}`}>
            <Icon name="eye" size={16} />
            {article.view}
          </span>
        </p>
        <p className={styles.cardText}>{article.content_text}</p>
      </div>
      <FavoriteButton
        favorite={article.isFavorite}
        pending={pending}
        title={article.title}
        onToggle={() => onToggleFavorite(article)}
      />
    </article>
  );
});
