import { RecoveryForm } from '../auth/RecoveryForm';
import styles from './pages.module.css';

/** /reset-pass/ while signed in: the same recovery form inside the layout. */
export function ResetPassPage() {
  return (
    <div className={styles.narrowCard}>
      <RecoveryForm />
    </div>
  );
}
