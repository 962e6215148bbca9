import { ResetPassContent } from '../auth/ResetPassContent';
import styles from './pages.module.css';

/**
 * /reset-pass/ while signed in: the same recovery form, or a letter's link, inside the layout.
 * A password set here signs in as the link's member in a fresh page (signInWith 'reload').
 */
export function ResetPassPage() {
  return (
    <div className={styles.narrowCard}>
      <ResetPassContent signIn="reload" />
    </div>
  );
}
