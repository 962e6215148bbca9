import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { DEMO } from './helpers';

const isEvent = (name: string) => (r: { url(): string; postData(): string | null }) =>
  r.url().endsWith('/event') && (r.postData() ?? '').includes(`"event_name":"${name}"`);

test('the tracking service receives app_opened after sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expectAccessible(page, 'вход');
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Пароль').fill(DEMO.password);
  const opened = page.waitForRequest(isEvent('app_opened'));
  await page.getByRole('button', { name: 'Войти' }).click();
  const request = await opened;
  const body = JSON.parse(request.postData() ?? '{}');
  expect(body).toMatchObject({ event_name: 'app_opened', user_id: DEMO.email });
  expect(typeof body.payload.session_id).toBe('string');
  // the service takes the member from the token, not from user_id
  expect(request.headers()['x-auth-token']).toBeTruthy();
  expect((await request.response())?.ok()).toBeTruthy();
  // app_closed leaves as a navigator.sendBeacon on pagehide, which Playwright does not report;
  // the tracking service's acceptance of such text/plain beacons is covered by the server tests.
});
