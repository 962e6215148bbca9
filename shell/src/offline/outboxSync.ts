// Sends gym mode's outbox (@club/shared/offline) from the page: at start and whenever the network
// comes back; the service worker's Background Sync does it too where the browser has it. The
// member hears about it: a banner when a result was sent, another when the server refused one.
import { getSession, showBanner } from '@club/shared';
import { flushOutbox, onOutboxEvent } from '@club/shared/offline';
import { onIdle } from '../idle';
import { watchToken } from '../session/watchToken';

export const SENT_BANNER = 'Тренировка отправлена: результат сохранен';

export function startOutboxSync(): () => void {
  const flush = () => {
    if (navigator.onLine && getSession().token) void flushOutbox().catch(() => undefined);
  };
  // the page and the service worker may both send the same result: one banner per attempt
  const told = new Set<string>();
  const stopEvents = onOutboxEvent((e) => {
    if (e.type === 'changed' || told.has(e.entry.attemptId)) return;
    told.add(e.entry.attemptId);
    if (e.type === 'sent') showBanner('ok', SENT_BANNER);
    else showBanner('fail', e.message);
  });
  window.addEventListener('online', flush);
  // next start (and every sign-in): what waits from before is sent as soon as the page's own
  // first work is done (opening IndexedDB is a long task on a phone while the app starts)
  const flushSoon = () => onIdle(flush, 3000, 500);
  const sub = watchToken((token) => {
    if (token) flushSoon();
  });
  return () => {
    window.removeEventListener('online', flush);
    sub.unsubscribe();
    stopEvents();
  };
}
