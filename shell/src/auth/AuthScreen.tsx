import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { lockBodyScroll } from '@club/shared';
import type { RouteName } from '../routes/table';
import { useEmailVerification } from '../pages/useEmailVerification';
import { LoginForm } from './LoginForm';
import { ResetPassContent } from './ResetPassContent';
import styles from './AuthScreen.module.css';

function VerifyThenLogin() {
  const { hash } = useParams();
  useEmailVerification(hash);
  return <LoginForm />;
}

/** Everything a visitor without a token sees (page scrolling locked, spec part 1 §2). */
export function AuthScreen({ route }: { route: RouteName }) {
  useEffect(() => lockBodyScroll(), []);
  return (
    <div className={styles.screen}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            К
          </span>
          <span className={styles.brandName}>Клуб</span>
        </div>
        {route === 'reset-pass' ? (
          <ResetPassContent signIn="session" />
        ) : route === 'email_verification' ? (
          <VerifyThenLogin />
        ) : (
          <LoginForm />
        )}
      </div>
    </div>
  );
}
