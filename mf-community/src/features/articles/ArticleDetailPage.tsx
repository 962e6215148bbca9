// An article (route "article-detail", /article/{id}; spec part 2 §2.7): title, views, image, the
// sanitised HTML, category, date and the recommended ones. A failed load says "Не удалось
// загрузить статью" and goes back to the list.
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  ARTICLE_MESSAGES as M,
  Page,
  PageLoader,
  formatLocalDate,
  showBanner,
  type ArticleDetailResult,
} from '@club/shared';
import { followAppLinks } from '../../lib/appLinks';
import { Icon } from '../../lib/Icon';
import { safeHtml } from '../../lib/safeHtml';
import { getArticleDetail } from './api/getArticleDetail';
import { IMAGE_SIZE } from './ArticleCard';
import styles from './Articles.module.css';

export default function ArticleDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [data, setData] = useState<ArticleDetailResult | null>(null);

  useEffect(() => {
    let alive = true;
    setData(null);
    void getArticleDetail(id).then((answer) => {
      if (!alive) return;
      if (answer.result) {
        setData(answer.result);
        return;
      }
      showBanner('fail', M.loadFailed);
      navigate('/articles/', { replace: true });
    });
    return () => {
      alive = false;
    };
  }, [id, navigate]);

  const html = useMemo(() => (data ? safeHtml(data.article.content) : ''), [data]);
  // back where the member came from (the list keeps its place), or to the list
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/articles/');
  };

  if (!data) return <PageLoader />;
  const { article, recommend } = data;
  return (
    <Page title={article.title} onBack={back} backLabel="Назад">
      <article className={styles.detail} aria-label={article.title}>
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
        {article.main_image ? (
          <img
            className={styles.detailImage}
            src={article.main_image}
            alt=""
            width={IMAGE_SIZE.width}
            height={IMAGE_SIZE.height}
          />
        ) : null}
        <div
          className={styles.html}
          dangerouslySetInnerHTML={{ __html: html }}
          onClick={followAppLinks((to) => navigate(to))}
          data-testid="article-content"
        />
      </article>
      {recommend.length > 0 && (
        <section className={styles.recommend} aria-labelledby="article-recommend">
          <h2 id="article-recommend" className={styles.recommendTitle}>
            {M.recommend}
          </h2>
          <ul className={styles.recommendList}>
            {recommend.map((r) => (
              <li key={r.id}>
                <Link to={`/article/${r.id}`} className={styles.recommendItem}>
                  {r.main_image ? (
                    <img
                      src={r.main_image}
                      alt=""
                      width={IMAGE_SIZE.width}
                      height={IMAGE_SIZE.height}
                      className={styles.recommendImage}
                      loading="lazy"
                    />
                  ) : null}
                  <span className={styles.recommendName}>{r.title}</span>
                  <span className={styles.recommendText}>{r.content_text}</span>
                  <span className={styles.cardMeta}>
                    <time dateTime={new Date(r.date * 1000).toISOString()}>
                      {formatLocalDate(r.date)}
                    </time>
                    <span className={styles.views} aria-label={`Просмотры: ${r.view}`}>
                      <Icon name="eye" size={16} />
                      {r.view}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}
