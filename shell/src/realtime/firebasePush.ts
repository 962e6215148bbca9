// Push messaging through Firebase (issue 17), only where config.json names a Firebase project:
// the `firebase` SDK is imported lazily here, so it is never part of the home bundle otherwise.
// The shell's own service worker (src/sw/) receives the pushes; Firebase only gets its token.
import { analytics$, confirm } from '@club/shared';
import type { PushAdapter } from './types';

/** The project's web config as config.json carries it, plus the Web Push certificate's key. */
export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
  authDomain?: string;
  storageBucket?: string;
}

export const PUSH_PERMISSION_ASK = {
  title: 'Включить уведомления?',
  text: 'Клуб пришлет напоминание о тренировке, ответ тренера в чате и новости конкурса, даже когда приложение закрыто. Отключить можно в настройках браузера.',
  yes: 'Включить',
  no: 'Не сейчас',
};

const REQUIRED: (keyof FirebaseWebConfig)[] = [
  'apiKey',
  'projectId',
  'messagingSenderId',
  'appId',
  'vapidKey',
];

/** The config's firebase block when it is complete, null otherwise (then no push at all). */
export function firebaseConfigOf(
  raw: Record<string, string> | undefined,
): FirebaseWebConfig | null {
  if (!raw) return null;
  return REQUIRED.every((k) => typeof raw[k] === 'string' && raw[k].length > 0)
    ? (raw as unknown as FirebaseWebConfig)
    : null;
}

const pushAvailable = () =>
  typeof window !== 'undefined' &&
  'Notification' in window &&
  'serviceWorker' in navigator &&
  'PushManager' in window;

export function createFirebasePush(config: FirebaseWebConfig): PushAdapter {
  let messaging: import('firebase/messaging').Messaging | null = null;

  async function load() {
    const [{ initializeApp, getApps }, fm] = await Promise.all([
      import(/* webpackChunkName: "firebase" */ 'firebase/app'),
      import(/* webpackChunkName: "firebase" */ 'firebase/messaging'),
    ]);
    if (!(await fm.isSupported())) return null;
    const { vapidKey: _vapid, ...appConfig } = config;
    const app = getApps()[0] ?? initializeApp(appConfig);
    messaging ??= fm.getMessaging(app);
    return { fm, messaging };
  }

  return {
    name: 'firebase',
    async getMessagingToken() {
      // never asks here: without a permission given earlier there is simply no token yet
      if (!pushAvailable() || Notification.permission !== 'granted') return null;
      const loaded = await load();
      if (!loaded) return null;
      const registration = await navigator.serviceWorker.ready;
      const token = await loaded.fm.getToken(loaded.messaging, {
        vapidKey: config.vapidKey,
        serviceWorkerRegistration: registration,
      });
      return token || null;
    },
    async stop() {
      if (!messaging) return;
      const { deleteToken } = await import(/* webpackChunkName: "firebase" */ 'firebase/messaging');
      await deleteToken(messaging).catch(() => undefined);
    },
  };
}

/**
 * Asks for the permission at a sensible moment: after a finished workout, once, with a Russian
 * explanation first (the browser's own prompt follows only a "Включить"). Granted: `onGranted`
 * sends the token. Returns a stop function.
 */
export function askPermissionAfterWorkout(onGranted: () => void): () => void {
  let asked = false;
  const sub = analytics$.subscribe((e) => {
    if (e.name !== 'training_finish') return;
    if (asked || !pushAvailable() || Notification.permission !== 'default') return;
    asked = true;
    void confirm(PUSH_PERMISSION_ASK).then(async (yes) => {
      if (!yes) return;
      if ((await Notification.requestPermission()) === 'granted') onGranted();
    });
  });
  return () => sub.unsubscribe();
}
