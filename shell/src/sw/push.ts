/// <reference lib="webworker" />
// The club's pushes in the service worker (issue 17): FCM delivers them as web pushes whose JSON
// carries `notification` (title, body, icon) and `data` (the notification's link, linkId,
// fullLink). The click opens the app at the same place a notification in the list leads to.

import { isAppPath, notificationPath, type NotificationLink } from '@club/shared/format';

export const DEFAULT_TITLE = 'Клуб';
export const DEFAULT_ICON = '/icons/icon-192.png';

export type PushLink = NotificationLink;

/** Where a push leads (the notifications list's own rule); '/' when it names nothing the app knows. */
export const pushPath = (d: PushLink): string => notificationPath(d) ?? '/';

interface PushPayload {
  notification?: { title?: string; body?: string; icon?: string; image?: string };
  data?: Record<string, string>;
}

export interface ShownPush {
  title: string;
  options: NotificationOptions;
}

/** The notification a push shows; text-only pushes become the club's title with that text. */
export function pushNotification(raw: string): ShownPush {
  let payload: PushPayload;
  try {
    payload = JSON.parse(raw) as PushPayload;
  } catch {
    payload = { notification: { body: raw } };
  }
  const n = payload.notification ?? {};
  const data = payload.data ?? {};
  return {
    title: n.title || data.title || DEFAULT_TITLE,
    options: {
      body: n.body || data.body || '',
      icon: n.icon || data.icon || DEFAULT_ICON,
      data: { path: pushPath(data) },
      lang: 'ru',
    },
  };
}

export function handlePush(sw: ServiceWorkerGlobalScope, event: PushEvent): void {
  if (!event.data) return;
  const { title, options } = pushNotification(event.data.text());
  event.waitUntil(sw.registration.showNotification(title, options));
}

/** Focuses an open window of the app and takes it to the push's path, or opens a new one. */
export function handleNotificationClick(
  sw: ServiceWorkerGlobalScope,
  event: NotificationEvent,
): void {
  event.notification.close();
  const data = event.notification.data as { path?: string } | null;
  const path = data?.path && isAppPath(data.path) ? data.path : '/';
  const url = new URL(path, sw.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === sw.location.origin) as
        WindowClient | undefined;
      if (open) {
        try {
          // navigate() works only for a window this worker controls
          const moved = await open.navigate(url);
          if (moved) {
            // focusing may be refused without a user gesture: the window is there all the same
            await moved.focus().catch(() => undefined);
            return;
          }
        } catch {
          /* not controlled yet: a new window instead */
        }
      }
      await sw.clients.openWindow(url);
    })(),
  );
}
