// An article (route "article-detail", /article/{id}; spec part 2 §2.7): title, views, image, the
// sanitised HTML, category, date (ArticleView, @club/shared: the staff editor's preview shows the
// same) and the recommended ones. A failed load says "Не удалось загрузить статью" and goes back
// to the list.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Page, PageLoader, showBanner, type ArticleDetailResult } from '@club/shared';
import { formatLocalDate } from '@club/shared/format';
import { ARTICLE_MESSAGES as M } from '@club/shared/contract/paths-articles';
import { ArticleView } from '@club/shared/sanitize';
import { followAppLinks } from '../../lib/appLinks';
import { Icon } from '../../lib/Icon';
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
      <ArticleView
        title={article.title}
        date={article.created_at}
        categoryName={article.category.name}
        views={article.view}
        image={article.main_image}
        html={article.content}
        onContentClick={followAppLinks((to) => navigate(to))}
      />
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
