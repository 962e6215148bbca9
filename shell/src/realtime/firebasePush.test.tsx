// The Firebase SDK is mocked at its module boundary: what the shell asks of it, and when.
import { getToken, isSupported, getMessaging, deleteToken } from 'firebase/messaging';
import { initializeApp } from 'firebase/app';
import { trackEvent } from '@club/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmHost } from '@club/shared';
import { renderAt } from '../test/utils';
import { selectAdapters } from './index';
import {
  askPermissionAfterWorkout,
  createFirebasePush,
  firebaseConfigOf,
  PUSH_PERMISSION_ASK,
} from './firebasePush';

jest.mock('firebase/app', () => ({
  initializeApp: jest.fn(() => ({ name: 'app' })),
  getApps: jest.fn(() => []),
}));
jest.mock('firebase/messaging', () => ({
  isSupported: jest.fn(async () => true),
  getMessaging: jest.fn(() => ({ messaging: true })),
  getToken: jest.fn(async () => 'fcm-token-1'),
  deleteToken: jest.fn(async () => true),
}));

const project = {
  apiKey: 'key',
  projectId: 'club-project',
  messagingSenderId: '123',
  appId: '1:123:web:abc',
  vapidKey: 'vapid-public-key',
};
const registration = { scope: '/' } as ServiceWorkerRegistration;
let permission: NotificationPermission = 'default';
const requestPermission = jest.fn(async () => {
  permission = 'granted';
  return permission;
});

beforeEach(() => {
  jest.clearAllMocks();
  permission = 'default';
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return permission;
      },
      requestPermission,
    },
  });
  Object.defineProperty(window, 'PushManager', {
    configurable: true,
    value: function PushManager() {},
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
});

test('a push adapter exists only for a complete Firebase project in config.json', () => {
  expect(selectAdapters({}).push).toBeNull();
  expect(selectAdapters({ firebase: { apiKey: 'key' } }).push).toBeNull();
  expect(selectAdapters({ firebase: project }).push?.name).toBe('firebase');
  expect(firebaseConfigOf(project)).toEqual(project);
});

test('no token (and no SDK call) before the member allowed notifications', async () => {
  const push = createFirebasePush(project);
  expect(await push.getMessagingToken()).toBeNull();
  expect(initializeApp).not.toHaveBeenCalled();
  expect(getToken).not.toHaveBeenCalled();
});

test('once allowed: the token comes from Firebase with the VAPID key and the shell’s worker', async () => {
  permission = 'granted';
  const push = createFirebasePush(project);
  expect(await push.getMessagingToken()).toBe('fcm-token-1');
  expect(initializeApp).toHaveBeenCalledWith({
    apiKey: 'key',
    projectId: 'club-project',
    messagingSenderId: '123',
    appId: '1:123:web:abc',
  });
  expect(getToken).toHaveBeenCalledWith(
    { messaging: true },
    { vapidKey: 'vapid-public-key', serviceWorkerRegistration: registration },
  );
  await push.stop();
  expect(deleteToken).toHaveBeenCalled();
});

test('a browser without push support gives no token', async () => {
  permission = 'granted';
  jest.mocked(isSupported).mockResolvedValueOnce(false);
  expect(await createFirebasePush(project).getMessagingToken()).toBeNull();
  expect(getMessaging).not.toHaveBeenCalled();
  expect(initializeApp).not.toHaveBeenCalled();
});

test('the permission is asked after a finished workout, with a Russian explanation first', async () => {
  const onGranted = jest.fn();
  renderAt(<ConfirmHost />);
  const stop = askPermissionAfterWorkout(onGranted);
  trackEvent('training_start');
  expect(screen.queryByText(PUSH_PERMISSION_ASK.title)).toBeNull();
  trackEvent('training_finish', { percent: 80 });
  expect(await screen.findByText(PUSH_PERMISSION_ASK.title)).toBeTruthy();
  expect(requestPermission).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Включить' }));
  await screen.findByText(PUSH_PERMISSION_ASK.title).catch(() => null);
  await new Promise((r) => setTimeout(r, 0));
  expect(requestPermission).toHaveBeenCalledTimes(1);
  expect(onGranted).toHaveBeenCalledTimes(1);
  // once is enough
  trackEvent('training_finish', { percent: 90 });
  expect(requestPermission).toHaveBeenCalledTimes(1);
  stop();
});
