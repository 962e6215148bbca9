import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { passwordLinkToken } from '@club/shared';
import { RecoveryForm } from './RecoveryForm';
import styles from './AuthScreen.module.css';

// only a visitor who follows a letter's link needs it
const SetPasswordForm = lazy(() => import('./SetPasswordForm'));

/**
 * /reset-pass/ (spec route "reset-pass", password reset): the recovery request, or, opened from a
 * letter's link (/reset-pass/#token=...), the page that sets the password.
 */
export function ResetPassContent({ signIn }: { signIn: 'session' | 'reload' }) {
  const { hash } = useLocation();
  const token = passwordLinkToken(hash);
  if (!token) return <RecoveryForm />;
  return (
    <Suspense
      fallback={
        <p className={styles.message} role="status">
          Проверяем ссылку…
        </p>
      }
    >
      <SetPasswordForm key={token} token={token} signIn={signIn} />
    </Suspense>
  );
}
