// The top bar's notifications for a shell of contract 1.1 (spec part 2 §2.10, part 1 "Top bar"):
// the bell with the live count and its dropdown. A shell of 1.2 draws the bell itself and shows
// only `NotificationPanel` (NotificationPanelWidget.tsx); this stays until the next major so a
// shell deployed before 1.2 keeps its bell. The dropdown's list loads as its own chunk when opened.
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { cx, NOTIFICATION_MESSAGES as M, useIsMobile } from '@club/shared';
import { Icon } from '../lib/Icon';
import { useRealtime } from '../lib/useSession';
import styles from './NotificationDropdown.module.css';
import { NotificationPanelWidget } from './NotificationPanelWidget';

/**
 * The shell's menus and this dropdown close each other through one DOM event on `document`
 * ('club:menu-open', detail = the menu's name), so no remote imports the shell.
 */
const MENU_OPEN_EVENT = 'club:menu-open';
const MENU_NAME = 'notifications';

const bellLabel = (count: number) => (count > 0 ? `${M.title}: новых ${count}` : M.title);

function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} aria-hidden="true" data-testid="notifications-count">
      {count > 99 ? '99+' : count}
    </span>
  );
}

export function NotificationDropdown() {
  const isMobile = useIsMobile();
  const count = useRealtime().notifications.count;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname, isMobile]);

  useEffect(() => {
    if (!open) return;
    document.dispatchEvent(new CustomEvent(MENU_OPEN_EVENT, { detail: MENU_NAME }));
    const onOtherMenu = (e: Event) => {
      if ((e as CustomEvent<string>).detail !== MENU_NAME) setOpen(false);
    };
    document.addEventListener(MENU_OPEN_EVENT, onOtherMenu);
    return () => document.removeEventListener(MENU_OPEN_EVENT, onOtherMenu);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // a dialog opened from the list (the clear-all confirmation) keeps it open
    const inDialog = (target: EventTarget | null) =>
      target instanceof Element && target.closest('[aria-modal="true"]') !== null;
    const onDown = (e: MouseEvent) => {
      if (inDialog(e.target)) return;
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || document.querySelector('[aria-modal="true"]')) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={button}
        type="button"
        className={styles.bell}
        aria-label={bellLabel(count)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="bell" size={22} />
        <Badge count={count} />
      </button>
      {open && (
        <div
          id={panelId}
          className={cx(styles.panel, isMobile && styles.panelMobile)}
          role="dialog"
          aria-label={M.title}
        >
          <NotificationPanelWidget onClose={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
