// An article as members read it (mf-community's article page) and as the staff app's editor
// previews it: the date, category and views, the main picture and the HTML through THE sanitiser.
// One component for both, so the preview is exactly what members will see.
import { useMemo, type MouseEventHandler } from 'react';
import { formatLocalDate } from '../format/local';
import { sanitizeHtml } from './index';
import styles from './ArticleView.module.css';

/** The articles' pictures are 16:9; the size is known before they load. */
export const ARTICLE_IMAGE_SIZE = { width: 800, height: 450 } as const;

export interface ArticleViewProps {
  title: string;
  /** unix seconds: the date members see (the first publication) */
  date: number;
  categoryName: string;
  views: number;
  image: string | null;
  /** the article's HTML as stored (sanitised here) */
  html: string;
  /** clicks inside the HTML (the member app follows in-app links with its router) */
  onContentClick?: MouseEventHandler<HTMLDivElement>;
}

export function ArticleView({
  title,
  date,
  categoryName,
  views,
  image,
  html,
  onContentClick,
}: ArticleViewProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <article className={styles.detail} aria-label={title}>
      <p className={styles.meta}>
        <time dateTime={new Date(date * 1000).toISOString()}>{formatLocalDate(date)}</time>
        <span className={styles.category}>{categoryName}</span>
        <span className={styles.views} aria-label={`Просмотры: ${views}`}>
          <svg
            width={16}
            height={16}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M2 12s3.6-6 10-6 10 6 10 6-3.6 6-10 6S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
          </svg>
          {views}
        </span>
      </p>
      {image ? (
        <img
          className={styles.image}
          src={image}
          alt=""
          width={ARTICLE_IMAGE_SIZE.width}
          height={ARTICLE_IMAGE_SIZE.height}
        />
      ) : null}
      <div
        className={styles.html}
        dangerouslySetInnerHTML={{ __html: safe }}
        onClick={onContentClick}
        data-testid="article-content"
      />
    </article>
  );
}
