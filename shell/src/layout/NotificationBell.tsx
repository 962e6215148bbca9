// The top bar's notifications (spec part 2 §2.10, part 1 "Top bar"): a bell with the live count
// and a dropdown, in both layouts; on a phone it spans the screen under the top bar. The bell and
// its count are the shell's (the count comes with the realtime stream the shell holds); the list
// inside is mf-community's `NotificationPanel` widget, which loads only when the member reaches for
// the bell (pointer over it, focus, or the tap itself): no page pays for mf-community's entry to
// show a number.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  announceMenuOpen,
  cx,
  MENU_OPEN_EVENT,
  NOTIFICATION_MESSAGES as M,
  useIsMobile,
} from '@club/shared';
import { RemoteArea } from '../federation/RemoteArea';
import { warmRemotes } from '../federation/remotes';
import { useRealtime } from './hooks';
import { Icon } from './icons';
import styles from './NotificationBell.module.css';

const MENU_NAME = 'notifications';

const bellLabel = (count: number) => (count > 0 ? `${M.title}: новых ${count}` : M.title);

/** Warms mf-community's widgets (entry and chunk) so the dropdown opens without a wait. */
const prefetchPanel = () => warmRemotes([{ remote: 'mf_community', expose: 'widgets' }]);

export function NotificationBell() {
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
    announceMenuOpen(MENU_NAME);
    const onOtherMenu = (e: Event) => {
      if ((e as CustomEvent<string>).detail !== MENU_NAME) setOpen(false);
    };
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
    document.addEventListener(MENU_OPEN_EVENT, onOtherMenu);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener(MENU_OPEN_EVENT, onOtherMenu);
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
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
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="bell" />
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true" data-testid="notifications-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          className={cx(styles.panel, isMobile && styles.panelMobile)}
          role="dialog"
          aria-label={M.title}
        >
          <RemoteArea
            remote="mf_community"
            expose="widgets"
            name="NotificationPanel"
            kind="widget"
            props={{ onClose: close }}
            absent={
              <Link to="/notifications/" className={styles.all} onClick={close}>
                Все уведомления
              </Link>
            }
          />
        </div>
      )}
    </div>
  );
}
