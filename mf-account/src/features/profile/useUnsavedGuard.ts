import { useEffect, useRef } from 'react';
import { addLeaveGuard, confirm } from '@club/shared';

export const UNSAVED = {
  title: 'Внимание!',
  text: 'Изменения не сохранены. Уйти без сохранения?',
  stay: 'Остаться',
  leave: 'Не сохранять',
} as const;

/**
 * While `changed`, leaving the page asks first (the shell asks the bus guards on every navigation
 * except to feedback). "Не сохранять" forgets the changes (`onDiscard`) and lets the member go;
 * "Остаться" or closing the question keeps them here.
 */
export function useUnsavedGuard(changed: boolean, onDiscard: () => void): void {
  const discardRef = useRef(onDiscard);
  discardRef.current = onDiscard;

  useEffect(() => {
    if (!changed) return undefined;
    return addLeaveGuard(async () => {
      const leave = await confirm({
        title: UNSAVED.title,
        text: UNSAVED.text,
        yes: UNSAVED.leave,
        no: UNSAVED.stay,
      });
      if (leave) discardRef.current();
      return leave;
    });
  }, [changed]);
}
