import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './Modal.module.css';
import { cx } from './cx';
import { DIALOG_OPEN_EVENT } from './popupEvents';
import { lockBodyScroll } from './scrollLock';

export interface ModalProps {
  open: boolean;
  title?: ReactNode;
  /** the dialog's name when it shows no title of its own (e.g. a remote's form inside it) */
  label?: string;
  onClose: () => void;
  children?: ReactNode;
  /** extra class of the dialog box */
  className?: string;
  /** hides the close control (Escape and the backdrop still close) */
  hideClose?: boolean;
  /** 'sheet' docks the dialog to the bottom of the screen (mobile lists) */
  variant?: 'center' | 'sheet';
}

// Open modals, innermost last: Escape closes only the top one.
const stack: number[] = [];
let seq = 0;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The dialog's controls that Tab can reach, in order (hidden ones left out). */
function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      !el.closest('[inert], [hidden], [aria-hidden="true"]') &&
      getComputedStyle(el).display !== 'none' &&
      getComputedStyle(el).visibility !== 'hidden',
  );
}

/** Keeps Tab and Shift+Tab inside the dialog: the page behind it is out of reach while it is open. */
function trapTab(e: KeyboardEvent, root: HTMLElement) {
  const items = tabbables(root);
  if (items.length === 0) {
    e.preventDefault();
    root.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (e.shiftKey && (active === first || active === root || !root.contains(active))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !root.contains(active))) {
    e.preventDefault();
    first.focus();
  }
}

/** Overlay + dialog rendered into document.body. Closes on Escape, backdrop click, close control. */
export function Modal({
  open,
  title,
  label,
  onClose,
  children,
  className,
  hideClose = false,
  variant = 'center',
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  const pressStartedInside = useRef(false);

  useEffect(() => {
    if (!open) return;
    const id = ++seq;
    stack.push(id);
    document.dispatchEvent(new Event(DIALOG_OPEN_EVENT));
    const unlock = lockBodyScroll();
    const previouslyFocused = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (stack[stack.length - 1] !== id) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        onCloseRef.current();
      } else if (e.key === 'Tab' && dialogRef.current) {
        trapTab(e, dialogRef.current);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const at = stack.indexOf(id);
      if (at >= 0) stack.splice(at, 1);
      unlock();
      if (previouslyFocused && typeof previouslyFocused.focus === 'function') {
        previouslyFocused.focus();
      }
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  // A press that started inside the dialog (e.g. selecting text) and ended on the backdrop
  // does not close it.
  const onBackdropDown = (e: MouseEvent) => {
    pressStartedInside.current = e.target !== e.currentTarget;
  };
  const onBackdropClick = (e: MouseEvent) => {
    if (e.target === e.currentTarget && !pressStartedInside.current) onClose();
    pressStartedInside.current = false;
  };

  return createPortal(
    <div
      className={cx(styles.overlay, variant === 'sheet' && styles.sheetOverlay)}
      onMouseDown={onBackdropDown}
      onClick={onBackdropClick}
      data-testid="modal-backdrop"
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
        className={cx(styles.dialog, variant === 'sheet' && styles.sheet, className)}
      >
        {title ? (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        {!hideClose && (
          <button type="button" className={styles.close} aria-label="Закрыть" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
