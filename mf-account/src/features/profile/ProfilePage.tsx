import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { applyInit, Page, PageLoader, useIsMobile, type PhoneMask } from '@club/shared';
import { useSession } from '../../hooks/useSession';
import { signOutLocally } from '../../lib/signOutLocally';
import { AvatarBlock } from '../avatar/AvatarBlock';
import { PasswordForm } from '../password/PasswordForm';
import { getPhoneMasks } from './api/getPhoneMasks';
import { getUserInfo } from './api/getUserInfo';
import { ProfileForm } from './ProfileForm';
import styles from './ProfilePage.module.css';

export const PROFILE_TITLE = 'Профиль';
export const CHANGE_PASS_PATH = '/change-pass/';

/**
 * Route "profile" (/profile/). The page re-reads the member when it is created; a failure signs
 * the member out (token and storage cleared, no message).
 */
export default function ProfilePage() {
  const isMobile = useIsMobile();
  const { profile, countries } = useSession();
  const [masks, setMasks] = useState<PhoneMask[] | null>(null);

  useEffect(() => {
    let alive = true;
    void (async () => {
      const [info, maskList] = await Promise.all([getUserInfo(), getPhoneMasks()]);
      if (!alive) return;
      if (info.error || !info.result) {
        signOutLocally();
        return;
      }
      applyInit(info.result);
      setMasks(maskList.result?.masks ?? []);
    })();
    return () => {
      alive = false;
    };
  }, []);

  if (masks === null || !profile) {
    return (
      <Page title={PROFILE_TITLE}>
        <PageLoader />
      </Page>
    );
  }

  return (
    <Page title={PROFILE_TITLE}>
      <div className={styles.layout}>
        <div className={styles.side}>
          <AvatarBlock profile={profile} />
          {!isMobile && (
            <section className={styles.card} aria-labelledby="profile-password">
              <h2 id="profile-password" className={styles.cardTitle}>
                Изменить пароль
              </h2>
              <PasswordForm layout="block" />
            </section>
          )}
        </div>
        <div className={styles.main}>
          <ProfileForm profile={profile} masks={masks} countries={countries} />
          {isMobile && (
            <section className={styles.passwordRow} aria-label="Пароль">
              <div>
                <p className={styles.passwordLabel}>Пароль</p>
                <p className={styles.passwordDots} aria-hidden="true">
                  ••••••••
                </p>
              </div>
              <Link className={styles.passwordLink} to={CHANGE_PASS_PATH}>
                Изменить
              </Link>
            </section>
          )}
        </div>
      </div>
    </Page>
  );
}
