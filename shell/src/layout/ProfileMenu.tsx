import { useState } from 'react';
import { cx, type Profile } from '@club/shared';
import { firstLetter } from '@club/shared/format';
import { useSession } from '../session/useSession';
import { isItemCurrent, isItemDisabled, PROFILE_MENU } from './menu';
import { MenuLink } from './MenuLink';
import { useRouteName } from './hooks';
import { usePopupMenu } from './usePopupMenu';
import styles from './Layout.module.css';

export function Avatar({ profile, size = 40 }: { profile: Profile; size?: number }) {
  const [broken, setBroken] = useState(false);
  if (profile.avatar && !broken) {
    return (
      <img
        className={styles.avatar}
        style={{ width: size, height: size }}
        src={profile.avatar}
        alt=""
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      className={cx(styles.avatar, styles.avatarLetter)}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {firstLetter(profile.name)}
    </span>
  );
}

/** The avatar button and its menu: Профиль, Обратная связь, FAQ, Выход. */
export function ProfileMenu() {
  const { profile, notActiveOptions } = useSession();
  const route = useRouteName();
  const menu = usePopupMenu('profile');

  if (!profile) return null;
  return (
    <div className={styles.profileMenu} ref={menu.rootRef}>
      <button
        type="button"
        className={styles.avatarButton}
        aria-label="Меню профиля"
        {...menu.triggerProps}
      >
        <Avatar profile={profile} />
      </button>
      {menu.open && (
        <div className={styles.dropdown} aria-label="Меню профиля" {...menu.menuProps}>
          <div className={styles.dropdownHeader}>
            <span className={styles.dropdownName}>{profile.name}</span>
            <span className={styles.dropdownEmail}>{profile.email}</span>
          </div>
          {PROFILE_MENU.map((item) => (
            <MenuLink
              key={item.key}
              item={item}
              disabled={isItemDisabled(item, notActiveOptions)}
              current={isItemCurrent(item, route)}
              className={styles.dropdownItem}
              activeClassName={styles.dropdownItemActive}
              disabledClassName={styles.itemDisabled}
              role="menuitem"
              onClick={menu.close}
            />
          ))}
        </div>
      )}
    </div>
  );
}
