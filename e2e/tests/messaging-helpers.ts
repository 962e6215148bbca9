// Members and tester calls of the chats, notifications and articles browser tests. Desktop acts as
// Анна; mobile as Дмитрий (demo6, seeded for these tests), so the two projects never touch the same
// chats, notifications or favourites.
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { DEMO, isMobile, signIn } from './helpers';

export const DEMO6 = { email: 'demo6@club.local', password: 'demo12345', firstName: 'Дмитрий' };

export const messagingMember = (info: TestInfo) => (isMobile(info) ? DEMO6 : DEMO);

export async function signInMessaging(page: Page, request: APIRequestContext, info: TestInfo) {
  return signIn(page, request, messagingMember(info));
}

const auth = (token: string) => ({ 'X-AUTH-TOKEN': token });

/** A staff message through the tester call (never by writing to the database). */
export async function staffSays(
  request: APIRequestContext,
  token: string,
  channel: string,
  message: string,
) {
  const res = await request.post('/api/testers/send_admin_message', {
    form: { channel, message },
    headers: auth(token),
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).result.id as number;
}

/** A push to the member through the tester call. */
export async function pushToMember(request: APIRequestContext, token: string, message: string) {
  const res = await request.post('/api/testers/send_push', {
    form: { message },
    headers: auth(token),
  });
  expect(res.ok()).toBeTruthy();
}

export async function channelMessages(
  request: APIRequestContext,
  token: string,
  channel: string,
): Promise<{ id: number; message: string }[]> {
  const res = await request.get(`/api/chat/${channel.toUpperCase()}/`, { headers: auth(token) });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).result.messages;
}

/** A real PNG picture (320x240, green), as a phone would pick it. */
export const PNG_320x240 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAUAAAADwCAIAAAD+Tyo8AAAACXBIWXMAAAPoAAAD6AG1e1JrAAACD0lEQVR42u3TQQkAAAgEwetjPLuZzw7+hIFJsLCpaeCpSAAGBgwMGBgMDBgYMDBgYDAwYGDAwGBgwMCAgQEDg4EBAwMGBgwMBgYMDBgYDAwYGDAwYGAwMGBgwMCAgcHAgIEBA4OBAQMDBgYMDAYGDAwYGAysAhgYMDBgYDAwYGDAwICBwcCAgQEDg4EBAwMGBgwMBgYMDBgYMDAYGDAwYGAwMGBgwMCAgcHAgIEBAwMGBgMDBgYMDAYGDAwYGDAwGBgwMGBgMDBgYMDAgIHBwICBAQMDBgYDAwYGDAwGBgwMGBgwMBgYMDBgYMDAYGDAwICBwcCAgQEDAwYGAwMGBgwMGBgMDBgYMDAYGDAwYGDAwGBgwMCAgcHAgIEBAwMGBgMDBgYMDBgYDAwYGDAwGBgwMGBgwMBgYMDAgIEBA4OBAQMDBgYDAwYGDAwYGAwMGBgwMBhYBTAwYGDAwGBgwMCAgQEDg4EBAwMGBgMDBgYMDBgYDAwYGDAwYGAwMGBgwMBgYMDAgIEBA4OBAQMDBgYMDAYGDAwYGAwMGBgwMGBgMDBgYMDAYGDAwICBAQODgQEDAwYGDAwGBgwMGBgMDBgYMDBgYDAwYGDAwICBwcCAgQEDg4EBAwMGBgwMBgYMDBgYMDAYGDAwYGAwMGBgwMCAgcHAgIEBA4OBAQMDBgYMDAYGDAwYGDAwGBgwMHC3pyaHU+JW30EAAAAASUVORK5CYII=',
  'base64',
);
