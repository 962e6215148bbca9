import styles from './Loader.module.css';
import { cx } from './cx';

export interface LoaderProps {
  size?: 'small' | 'large';
  /** accessible name; "Загрузка" by default */
  label?: string;
  className?: string;
}

/** A spinner with role="status" and the accessible name "Загрузка". */
export function Loader({ size = 'large', label = 'Загрузка', className }: LoaderProps) {
  return (
    <span role="status" aria-label={label} className={cx(styles.loader, styles[size], className)}>
      <span className={styles.spinner} aria-hidden="true" />
    </span>
  );
}

/** A large spinner centred in the page area, for pages that are loading. */
export function PageLoader() {
  return (
    <div className={styles.page}>
      <Loader size="large" />
    </div>
  );
}
