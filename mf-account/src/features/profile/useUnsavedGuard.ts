import { useEffect, useRef } from 'react';
import { addLeaveGuard, confirm } from '@club/shared';

export const UNSAVED = {
  title: 'Внимание!',
  text: 'Изменения не сохранены. Остаться на странице, чтобы их сохранить?',
  stay: 'Остаться',
  leave: 'Не сохранять',
} as const;

/**
 * While `changed`, leaving the page asks first (the shell asks the bus guards on every navigation
 * except to feedback). The spec's "don't save" question: answering no ("Не сохранять", and closing
 * it with ×, Escape or the backdrop, which counts as no) forgets the changes (`onDiscard`) and
 * continues to the target; "Остаться" (yes) keeps the member here with the changes.
 */
export function useUnsavedGuard(changed: boolean, onDiscard: () => void): void {
  const discardRef = useRef(onDiscard);
  discardRef.current = onDiscard;

  useEffect(() => {
    if (!changed) return undefined;
    return addLeaveGuard(async () => {
      const stay = await confirm({
        title: UNSAVED.title,
        text: UNSAVED.text,
        yes: UNSAVED.stay,
        no: UNSAVED.leave,
      });
      if (!stay) discardRef.current();
      return !stay;
    });
  }, [changed]);
}
