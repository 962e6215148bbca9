import { useState, type ReactNode } from 'react';
import { OfflineNotice } from '../offline/OfflineNotice';
import { Link } from 'react-router-dom';
import { cx } from '@club/shared';
import { firstName } from '@club/shared/format';
import { RemoteArea } from '../federation/RemoteArea';
import { links } from '../routes/paths';
import { useSession } from '../session/useSession';
import { useRealtime, useRouteName } from './hooks';
import { Icon } from './icons';
import { NotificationBell } from './NotificationBell';
import { isItemCurrent, isItemDisabled, MAIN_MENU, PROFILE_MENU } from './menu';
import { MenuLink } from './MenuLink';
import { ProfileMenu } from './ProfileMenu';
import styles from './Layout.module.css';

const feedbackItem = PROFILE_MENU.find((i) => i.key === 'feedback');

export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { notActiveOptions } = useSession();
  const { chats } = useRealtime();
  const route = useRouteName();
  const feedbackOff = feedbackItem ? isItemDisabled(feedbackItem, notActiveOptions) : false;
  return (
    <aside className={cx(styles.side, collapsed && styles.sideCollapsed)} aria-label="Главное меню">
      {/* the name is the visible "Клуб" (voice control users say what they see); the mark's letter
          is drawn by CSS so it is not part of the text */}
      <Link
        to={links.home()}
        className={styles.logo}
        aria-label={collapsed ? 'Клуб — на главную' : undefined}
      >
        <span className={cx(styles.logoMark, styles.logoLetter)} aria-hidden="true" />
        {!collapsed && <span className={styles.logoText}>Клуб</span>}
      </Link>
      <nav className={styles.sideNav}>
        {MAIN_MENU.map((item) => (
          <MenuLink
            key={item.key}
            item={item}
            disabled={isItemDisabled(item, notActiveOptions)}
            current={isItemCurrent(item, route)}
            className={styles.sideItem}
            activeClassName={styles.sideItemActive}
            disabledClassName={styles.itemDisabled}
            labelClassName={styles.sideLabel}
            iconOnly={collapsed}
            badge={item.key === 'chats' ? chats.count : undefined}
            badgeClassName={styles.badge}
          />
        ))}
      </nav>
      {!collapsed && (
        <div className={styles.support}>
          <p className={styles.supportTitle}>Есть вопросы?</p>
          <p className={styles.supportText}>Служба поддержки</p>
          {feedbackOff ? (
            <span className={cx(styles.supportLink, styles.itemDisabled)} aria-disabled="true">
              Написать
            </span>
          ) : (
            <Link className={styles.supportLink} to={links.feedback()}>
              Написать
            </Link>
          )}
        </div>
      )}
    </aside>
  );
}

export function DesktopLayout({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  const { profile } = useSession();
  return (
    <div className={cx(styles.desktop, collapsed && styles.desktopCollapsed)}>
      <SideMenu collapsed={collapsed} />
      <div className={styles.column}>
        <header className={styles.topBar}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={collapsed ? 'Развернуть меню' : 'Свернуть меню'}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((c) => !c)}
          >
            <Icon name="menu" />
          </button>
          <div className={styles.topSlot}>
            <RemoteArea
              remote="mf_training"
              expose="widgets"
              name="TopBarCourseInfo"
              kind="inline"
            />
          </div>
          <div className={styles.topRight}>
            <NotificationBell />
            {profile && <span className={styles.greeting}>Привет, {firstName(profile.name)}</span>}
            <ProfileMenu />
          </div>
        </header>
        <main className={styles.main}>
          <OfflineNotice />
          {children}
        </main>
      </div>
    </div>
  );
}
