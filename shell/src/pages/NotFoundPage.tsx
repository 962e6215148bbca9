import { Link } from 'react-router-dom';
import { links } from '../routes/paths';
import styles from './pages.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.notFoundTitle}>Страница не найдена</h1>
      <Link className={styles.homeLink} to={links.home()}>
        На главную
      </Link>
    </section>
  );
}
