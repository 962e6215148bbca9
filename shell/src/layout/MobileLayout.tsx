import type { ReactNode } from 'react';
import { OfflineNotice } from '../offline/OfflineNotice';
import { useNavigate } from 'react-router-dom';
import { cx } from '@club/shared';
import { firstName } from '@club/shared/format';
import { RemoteArea } from '../federation/RemoteArea';
import { links } from '../routes/paths';
import type { RouteName } from '../routes/table';
import { useSession } from '../session/useSession';
import { useKeyboardOpen, useRealtime, useRouteName } from './hooks';
import { Icon } from './icons';
import { NotificationBell } from './NotificationBell';
import { BOTTOM_MENU, isItemCurrent, isItemDisabled, MORE_MENU } from './menu';
import { MenuLink } from './MenuLink';
import { ProfileMenu } from './ProfileMenu';
import { usePopupMenu } from './usePopupMenu';
import styles from './Layout.module.css';

/** Workout-like pages get an exit button: back to courses or dynamics, or one step back. */
const EXIT_TARGET: Partial<Record<RouteName, 'courses' | 'dynamics' | 'back'>> = {
  workout: 'courses',
  workout_report: 'courses',
  'dynamics-report': 'dynamics',
  'report-image': 'dynamics',
  chat: 'back',
  'article-detail': 'back',
  'competition-rules': 'back',
  'competition-prize': 'back',
  'competition-report': 'back',
  'change-pass': 'back',
};

const COMPACT = { compact: true };

function MobileTopBar() {
  const { profile } = useSession();
  const route = useRouteName();
  const navigate = useNavigate();
  const exit = EXIT_TARGET[route];
  const onExit = () => {
    if (exit === 'courses') navigate(links.courses());
    else if (exit === 'dynamics') navigate(links.dynamics());
    else if (window.history.length > 1) navigate(-1);
    else navigate(links.home());
  };
  return (
    <header className={styles.mobileTop}>
      {exit ? (
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Выйти со страницы"
          onClick={onExit}
        >
          <Icon name="close" />
        </button>
      ) : null}
      {/* spec part 1 top bar: course info (days left, tooltip) and notifications, as on desktop */}
      <RemoteArea
        remote="mf_training"
        expose="widgets"
        name="TopBarCourseInfo"
        kind="inline"
        props={COMPACT}
      />
      {/* two short lines, so the name stays readable beside the days and the bell at 390 px */}
      {profile && (
        <span className={styles.mobileGreeting}>
          <span className={styles.mobileGreetingHello}>Привет,</span>{' '}
          <span className={styles.mobileGreetingName}>{firstName(profile.name)}</span>
        </span>
      )}
      {/* the notification bell (part 1 "Top bar"; part 2 §2.10): its dropdown, as on desktop */}
      <NotificationBell />
      <ProfileMenu />
    </header>
  );
}

function BottomBar() {
  const { notActiveOptions } = useSession();
  const { chats } = useRealtime();
  const route = useRouteName();
  const more = usePopupMenu('more');
  const moreOpen = more.open;
  const moreCurrent = MORE_MENU.some((i) => isItemCurrent(i, route));
  // the dot on "Еще" stands for unread chats, only while the chats item can be opened
  const chatsItem = MORE_MENU.find((i) => i.key === 'chats');
  const unreadChats = chatsItem && !isItemDisabled(chatsItem, notActiveOptions) ? chats.count : 0;

  const moreMenu = (
    <div className={styles.moreWrap} ref={more.rootRef}>
      {moreOpen && (
        <div className={styles.moreSheet} aria-label="Еще" {...more.menuProps}>
          {MORE_MENU.map((item) => (
            <MenuLink
              key={item.key}
              item={item}
              role="menuitem"
              disabled={isItemDisabled(item, notActiveOptions)}
              current={isItemCurrent(item, route)}
              className={styles.moreItem}
              activeClassName={styles.moreItemActive}
              disabledClassName={styles.itemDisabled}
              badge={item.key === 'chats' ? chats.count : undefined}
              badgeClassName={styles.badge}
              onClick={more.close}
            />
          ))}
        </div>
      )}
      <button
        type="button"
        className={cx(styles.bottomItem, (moreOpen || moreCurrent) && styles.bottomItemActive)}
        {...more.triggerProps}
      >
        <Icon name="more" />
        <span className={styles.bottomLabel}>Еще</span>
        {unreadChats > 0 && !moreOpen ? <span className={styles.dot} aria-hidden="true" /> : null}
      </button>
    </div>
  );

  return (
    <nav className={styles.bottom} aria-label="Главное меню">
      {BOTTOM_MENU.map((item) => (
        <MenuLink
          key={item.key}
          item={item}
          disabled={isItemDisabled(item, notActiveOptions)}
          current={isItemCurrent(item, route)}
          className={styles.bottomItem}
          activeClassName={styles.bottomItemActive}
          disabledClassName={styles.itemDisabled}
          labelClassName={styles.bottomLabel}
        />
      ))}
      {moreMenu}
    </nav>
  );
}

export function MobileLayout({ children }: { children: ReactNode }) {
  const keyboardOpen = useKeyboardOpen();
  return (
    <div className={cx(styles.mobile, keyboardOpen && styles.mobileKeyboard)}>
      <MobileTopBar />
      <main className={styles.mobileMain}>
        <OfflineNotice />
        {children}
      </main>
      {!keyboardOpen && <BottomBar />}
    </div>
  );
}
