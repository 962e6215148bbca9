// The staff app's own frame (not the member's menus): a header with the staff member's name and
// position and the sign-out, the navigation of the sections their permissions open, and the main
// area. Desktop: the navigation is a column beside the pages. Phone (992 px and below): a "Меню"
// button opens it over the page, with the name and the sign-out; it closes on a choice, Escape or
// another popup.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import {
  announceMenuOpen,
  closeOnOtherPopups,
  cx,
  useIsMobile,
  type WhoAmIResult,
} from '@club/shared';
import { STAFF_ROOT } from './paths';
import type { StaffSection } from './sections';
import styles from './StaffLayout.module.css';

/** The shell's sign-out route: it asks "Выход" and signs out (any account may open it). */
export const SIGN_OUT_PATH = '/logout/';

function Who({ account }: { account: WhoAmIResult }) {
  return (
    <div className={styles.who}>
      <span className={styles.name}>{account.name}</span>
      {account.position && <span className={styles.position}>{account.position}</span>}
    </div>
  );
}

function SignOut() {
  return (
    <Link className={styles.signOut} to={SIGN_OUT_PATH}>
      Выйти
    </Link>
  );
}

export function StaffLayout({
  account,
  sections,
  children,
}: {
  account: WhoAmIResult;
  sections: readonly StaffSection[];
  children: ReactNode;
}) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const navId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // a choice (a new page) closes the menu
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    const stop = closeOnOtherPopups('staff-menu', close);
    return () => {
      document.removeEventListener('keydown', onKey);
      stop();
    };
  }, [open]);
  useEffect(() => {
    if (!isMobile) setOpen(false);
  }, [isMobile]);

  const showNav = !isMobile || open;
  return (
    <div className={cx(styles.app, isMobile && styles.mobile)}>
      <a className={styles.skip} href="#staff-main">
        Перейти к содержимому
      </a>
      <header className={styles.header}>
        <Link className={styles.brand} to={STAFF_ROOT}>
          Клуб <span className={styles.brandNote}>для сотрудников</span>
        </Link>
        {isMobile ? (
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => {
              if (!open) announceMenuOpen('staff-menu');
              setOpen(!open);
            }}
          >
            Меню
          </button>
        ) : (
          <div className={styles.account}>
            <Who account={account} />
            <SignOut />
          </div>
        )}
      </header>
      <div className={styles.body}>
        <nav id={navId} className={styles.nav} aria-label="Разделы" hidden={!showNav}>
          {isMobile && (
            <div className={styles.navAccount}>
              <Who account={account} />
            </div>
          )}
          <ul className={styles.navList}>
            <li>
              <NavLink end className={styles.navLink} to={STAFF_ROOT}>
                Главная
              </NavLink>
            </li>
            {sections.map((s) => (
              <li key={s.path}>
                <NavLink className={styles.navLink} to={`${STAFF_ROOT}${s.path}/`}>
                  {s.title}
                  {s.Badge && <s.Badge />}
                </NavLink>
              </li>
            ))}
          </ul>
          {sections.map((s) => s.Alerts && <s.Alerts key={s.path} />)}
          {isMobile && (
            <div className={styles.navAccount}>
              <SignOut />
            </div>
          )}
        </nav>
        <main id="staff-main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
