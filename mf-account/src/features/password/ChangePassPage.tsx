import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@club/shared';
import { PasswordForm } from './PasswordForm';
import styles from './ChangePassPage.module.css';

export const CHANGE_PASS_TITLE = 'Изменить пароль';
const PROFILE_PATH = '/profile/';

/** Route "change-pass" (/change-pass/): the mobile password change, reached by "Изменить". */
export default function ChangePassPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const toProfile = useCallback(() => navigate(PROFILE_PATH), [navigate]);
  // The first location of a router session has the key 'default': nothing to go back to.
  const back = useCallback(() => {
    if (location.key === 'default') toProfile();
    else navigate(-1);
  }, [location.key, navigate, toProfile]);

  return (
    <Page title={CHANGE_PASS_TITLE} onBack={back}>
      <div className={styles.card}>
        <PasswordForm layout="page" onCancel={toProfile} onChanged={toProfile} />
      </div>
    </Page>
  );
}
