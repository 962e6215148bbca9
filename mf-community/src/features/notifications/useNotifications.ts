// The member's notifications for the page and the top bar's dropdown: loaded on open (which marks
// them read, so the live count goes to zero), loaded again when the live count rises while shown,
// one deleted by its cross, all cleared after the confirmation in the member's gender. A first load
// that fails is a failed state (never "Уведомления отсутствуют"); a later one keeps the list.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  NOTIFICATION_MESSAGES as M,
  NETWORK_ERROR_MESSAGE,
  confirm,
  getRealtime,
  getSession,
  realtime$,
  type LoadStatus,
  type NotificationItem,
} from '@club/shared';
import { clearAllQuestion } from '@club/shared/contract/paths-notifications';
import { clearNotifications } from './api/clearNotifications';
import { deleteNotification } from './api/deleteNotification';
import { getNotifications } from './api/getNotifications';

/** What the failed state says. */
export const NOTIFICATIONS_LOAD_FAILED = 'Не удалось загрузить уведомления.';

export function useNotifications() {
  const [items, setItems] = useState<NotificationItem[] | null>(null);
  /** why the last load failed (the failed state shows it while there is no list) */
  const [failure, setFailure] = useState<string | null>(null);
  const loading = useRef(false);
  const again = useRef(false);

  const load = useCallback(async () => {
    // one load at a time; a change during it loads once more after it
    if (loading.current) {
      again.current = true;
      return;
    }
    loading.current = true;
    try {
      do {
        again.current = false;
        // the list shows its own failure: no banner
        const answer = await getNotifications({ silent: true });
        if (answer.result) {
          setItems(answer.result.notifications);
          setFailure(null);
        } else setFailure(answer.error?.message ?? NETWORK_ERROR_MESSAGE);
      } while (again.current);
    } finally {
      loading.current = false;
    }
  }, []);

  useEffect(() => {
    void load();
    // a new notification while the list is shown: show it (the load marks it read). The count at
    // opening is what this first load reads, so only a rise after it loads again.
    let last = getRealtime().notifications.count;
    const sub = realtime$.subscribe((counts) => {
      const count = counts.notifications.count;
      if (count > last) void load();
      last = count;
    });
    return () => sub.unsubscribe();
  }, [load]);

  const remove = useCallback(async (id: number) => {
    const answer = await deleteNotification(id);
    if (!answer.error || answer.status === 404)
      setItems((current) => current?.filter((n) => n.id !== id) ?? current);
  }, []);

  const clearAll = useCallback(async () => {
    const yes = await confirm({
      title: M.confirmTitle,
      text: clearAllQuestion(getSession().profile?.gender),
      no: M.confirmNo,
      yes: M.confirmYes,
    });
    if (!yes) return;
    const answer = await clearNotifications();
    if (!answer.error) setItems([]);
  }, []);

  /** Loads again after a failed load ("Повторить", the network back). */
  const retry = useCallback(() => {
    setFailure(null);
    void load();
  }, [load]);

  const status: LoadStatus = items ? 'ready' : failure !== null ? 'failed' : 'loading';
  return { items, status, failure, retry, remove, clearAll };
}
