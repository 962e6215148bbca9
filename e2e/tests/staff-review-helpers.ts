// Helpers of the staff review's browser tests (staff-review.spec.ts, contest-resubmit.spec.ts): the
// moderator, a staff app signed in through its own page in a context of its own, a section of it,
// a queue paged on until a report shows, and a member's reports sent through their own calls.
import type { APIRequestContext } from '@playwright/test';
import { expect, type Browser, type Locator, type Page, type TestInfo } from './fixtures';
import { pngPhoto } from './community-helpers';

export const MODERATOR = {
  email: 'moderator@club.local',
  password: 'staff12345',
  name: 'Марина Кузнецова',
};
const LOGIN_TITLE = 'Введи данные, которые пришли тебе в письме на почту';

/** The staff app in a browser context of its own, signed in on the sign-in page. */
export async function staffPage(
  browser: Browser,
  info: TestInfo,
  who: { email: string; password: string },
) {
  const context = await browser.newContext({
    ...info.project.use,
    baseURL: info.project.use.baseURL,
    serviceWorkers: 'block',
    locale: 'ru-RU',
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText(LOGIN_TITLE)).toBeVisible();
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Пароль', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/staff\/$/);
  return { context, page };
}

/** Pages a queue on until `link` shows (other members' reports may be waiting too). */
export async function findInQueue(page: Page, link: Locator) {
  for (let i = 0; i < 20 && !(await link.isVisible()); i++) {
    const more = page.getByRole('button', { name: 'Показать ещё' });
    if (!(await more.isVisible())) break;
    await more.click();
    await page.waitForTimeout(300);
  }
  await expect(link).toBeVisible();
}

/** A section of the staff app (behind «Меню» on a phone: asked by layout, never by a race). */
export async function openSection(page: Page, title: string, mobile: boolean) {
  if (mobile) await page.getByRole('button', { name: 'Меню' }).click();
  await page
    .getByRole('navigation', { name: 'Разделы' })
    .getByRole('link', { name: title })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The before report, sent through the contest's own call (multipart, three photos); its id. */
export async function sendBeforeReport(
  request: APIRequestContext,
  token: string,
  weight = '66.4',
): Promise<number> {
  const res = await request.post('/api/contest/report', {
    headers: { 'X-AUTH-TOKEN': token },
    multipart: {
      type: 'before',
      weight,
      chest_girth: '94.5',
      waist_girth: '77',
      hip_girth: '101.5',
      photo_side: pngPhoto('side.png', [200, 140, 120], 120, 160),
      photo_front: pngPhoto('front.png', [120, 160, 200], 120, 160),
      photo_back: pngPhoto('back.png', [140, 200, 150], 120, 160),
    },
  });
  const body = await res.json();
  expect(res.ok(), body.error?.message).toBeTruthy();
  return body.result.report.id as number;
}
