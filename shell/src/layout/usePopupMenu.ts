// The shell's popup menus (the mobile "Еще" sheet, the profile menu): one open at a time, closed on
// an outside tap or click, Escape (focus back on its button), navigation and any modal opening;
// announced as a menu and usable from the keyboard (arrows, Home, End).
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
} from 'react';
import { useLocation } from 'react-router-dom';
import { announceMenuOpen, closeOnOtherPopups } from '@club/shared';

const ITEMS = '[role="menuitem"]:not([aria-disabled="true"])';

export function usePopupMenu(name: string) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  /** opened from the keyboard: the first item takes the focus */
  const focusFirst = useRef(false);
  const { pathname } = useLocation();

  const close = useCallback(() => setOpen(false), []);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    announceMenuOpen(name);
    if (focusFirst.current) {
      focusFirst.current = false;
      menuRef.current?.querySelector<HTMLElement>(ITEMS)?.focus();
    }
    const onPointer = (e: Event) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    const stopOthers = closeOnOtherPopups(name, close);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      stopOthers();
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, name, close]);

  const onTriggerClick = (e: ReactMouseEvent) => {
    // Enter or Space on the button (a click without a pointer): the keyboard goes into the menu
    focusFirst.current = e.detail === 0;
    setOpen((o) => !o);
  };
  const onTriggerKeyDown = (e: ReactKeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      focusFirst.current = true;
      setOpen(true);
    }
  };
  const onMenuKeyDown = (e: ReactKeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
    if (!items.length) return;
    const at = items.indexOf(document.activeElement as HTMLElement);
    const to =
      e.key === 'ArrowDown'
        ? (at + 1) % items.length
        : e.key === 'ArrowUp'
          ? (at - 1 + items.length) % items.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? items.length - 1
              : null;
    if (to === null) return;
    e.preventDefault();
    items[to].focus();
  };

  return {
    open,
    close,
    rootRef,
    triggerProps: {
      ref: triggerRef,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: onTriggerClick,
      onKeyDown: onTriggerKeyDown,
    },
    menuProps: { ref: menuRef, id: menuId, role: 'menu', onKeyDown: onMenuKeyDown },
  };
}
