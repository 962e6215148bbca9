// Popups of any app close when another one opens (issue 10: the mobile "Еще" menu stayed open over
// the profile menu and behind the logout dialog). Two DOM events on `document` carry it, so a
// remote's dropdown (e.g. the notifications) joins without importing the shell.

/** Dispatched whenever a modal opens (the shared Modal does it): open menus close. */
export const DIALOG_OPEN_EVENT = 'club:dialog-open';

/** Dispatched with the menu's name as `detail` when a menu or dropdown opens: the others close. */
export const MENU_OPEN_EVENT = 'club:menu-open';

/** Tells the other menus that `name` just opened. */
export function announceMenuOpen(name: string): void {
  document.dispatchEvent(new CustomEvent(MENU_OPEN_EVENT, { detail: name }));
}

/**
 * Calls `close` when another menu opens or any modal opens; returns the unsubscribe. Use it while
 * the menu `name` is open.
 */
export function closeOnOtherPopups(name: string, close: () => void): () => void {
  const onMenu = (e: Event) => {
    if ((e as CustomEvent<string>).detail !== name) close();
  };
  document.addEventListener(MENU_OPEN_EVENT, onMenu);
  document.addEventListener(DIALOG_OPEN_EVENT, close);
  return () => {
    document.removeEventListener(MENU_OPEN_EVENT, onMenu);
    document.removeEventListener(DIALOG_OPEN_EVENT, close);
  };
}
