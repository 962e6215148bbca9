// Contest moderation in the staff app (issue 28 item 7), in both layouts: a member sends a before
// report (through the API, as the contest page would), the moderator finds it in «Конкурс», sees
// its photos, tries to reject it without a reason (told to give one), rejects it with a reason and
// confirms; the decision is final (no actions, who decided shown). The member, with the contest
// page open, is told live: the bell counts it, the page's alert names the reason, and the bell's
// dropdown has the notification with the reason. Members: Вера (moderation1, desktop) and Дарья
// (moderation2, mobile), seeded for this spec only (seeds/staff-review.ts).
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { expectAccessible } from './a11y';
import { isMobile, signIn } from './helpers';
import { pngPhoto } from './community-helpers';
import { clearContestReports } from './tester-console';

test.describe.configure({ timeout: 120_000 });

const MEMBERS = {
  desktop: { email: 'moderation1@club.local', password: 'demo12345', name: 'Вера Полякова' },
  mobile: { email: 'moderation2@club.local', password: 'demo12345', name: 'Дарья Никитина' },
};
const MODERATOR = {
  email: 'moderator@club.local',
  password: 'staff12345',
  name: 'Марина Кузнецова',
};
const LOGIN_TITLE = 'Введи данные, которые пришли тебе в письме на почту';

/** The before report, sent through the contest's own call (multipart, three photos). */
async function sendBeforeReport(request: APIRequestContext, token: string) {
  const res = await request.post('/api/contest/report', {
    headers: { 'X-AUTH-TOKEN': token },
    multipart: {
      type: 'before',
      weight: '66.4',
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
}

/** A section of the staff app (behind «Меню» on a phone: asked by layout, never by a race). */
async function openSection(page: Page, title: string, mobile: boolean) {
  if (mobile) await page.getByRole('button', { name: 'Меню' }).click();
  await page
    .getByRole('navigation', { name: 'Разделы' })
    .getByRole('link', { name: title })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a moderator rejects a contest report with a reason; the member is told why, live', async ({
  page,
  request,
  browser,
}, info) => {
  const member = MEMBERS[isMobile(info) ? 'mobile' : 'desktop'];
  const reason = `На фото сбоку не видно силуэта (${info.project.name})`;

  // ---------- the member: a before report on review, the contest page open ----------
  const token = await signIn(page, request, member);
  await clearContestReports(request, token);
  await sendBeforeReport(request, token);
  await page.goto('/competition/');
  await expect(page.getByRole('heading', { name: 'Конкурс', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  const alert = page.getByRole('status', { name: 'Отчёт "До"' });
  await expect(alert).toContainText('отправлен на проверку');
  const bell = page.getByRole('banner').getByRole('button', { name: /^Уведомления/ });
  const unread = async () =>
    Number((await bell.getAttribute('aria-label'))?.match(/новых (\d+)/)?.[1] ?? 0);
  const unreadBefore = await unread();

  // ---------- the moderator, in the staff app ----------
  const staffContext = await browser.newContext({
    ...info.project.use,
    baseURL: info.project.use.baseURL,
    serviceWorkers: 'block',
    locale: 'ru-RU',
  });
  const staff = await staffContext.newPage();
  await staff.goto('/');
  await expect(staff.getByText(LOGIN_TITLE)).toBeVisible();
  await staff.getByLabel('Email').fill(MODERATOR.email);
  await staff.getByLabel('Пароль', { exact: true }).fill(MODERATOR.password);
  await staff.getByRole('button', { name: 'Войти' }).click();
  await expect(staff).toHaveURL(/\/staff\/$/);

  await openSection(staff, 'Конкурс', isMobile(info));
  const queue = staff.getByRole('list', { name: 'Конкурсные отчёты на проверку' });
  const link = queue.getByRole('link', { name: `${member.name}: Отчёт "До"` });
  // other suites' reports may be waiting too: page on until this member's shows
  for (let i = 0; i < 20 && !(await link.isVisible()); i++) {
    const more = staff.getByRole('button', { name: 'Показать ещё' });
    if (!(await more.isVisible())) break;
    await more.click();
  }
  await expectAccessible(staff, 'модератор: конкурсные отчёты');
  await link.click();
  await expect(
    staff.getByRole('heading', { level: 1, name: `${member.name}: Отчёт "До"` }),
  ).toBeVisible();
  // the three photos, loaded by their signed addresses
  for (const view of ['Вид сбоку', 'Вид спереди', 'Вид сзади']) {
    const img = staff.getByRole('group', { name: view }).getByRole('img');
    await expect(img).toBeVisible();
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(staff.getByRole('row', { name: /Вес/ })).toContainText('66,4 кг');
  await expectAccessible(staff, 'модератор: конкурсный отчёт');

  // a rejection needs a reason
  await staff.getByRole('button', { name: 'Отклонить', exact: true }).click();
  await staff.getByRole('button', { name: 'Отклонить отчёт' }).click();
  await expect(
    staff.getByText('Укажи причину отказа: участник увидит её в уведомлении'),
  ).toBeVisible();
  await staff.getByRole('textbox', { name: 'Причина отказа' }).fill(reason);
  await staff.getByRole('button', { name: 'Отклонить отчёт' }).click();
  const ask = staff.getByRole('dialog', { name: 'Отклонить отчёт?' });
  await expect(ask).toContainText('Изменить решение будет нельзя');
  await ask.getByRole('button', { name: 'Отклонить' }).click();

  // final: who decided and why, no more actions
  await expect(staff.getByText(`Отклонён: ${MODERATOR.name},`, { exact: false })).toBeVisible();
  await expect(staff.getByText(`Причина: ${reason}`)).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Принять' })).toHaveCount(0);
  await expectAccessible(staff, 'модератор: решение принято');
  // it left the queue
  await staff.getByRole('button', { name: 'Все конкурсные отчёты' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Конкурс' })).toBeVisible();
  await expect(staff.getByRole('link', { name: `${member.name}: Отчёт "До"` })).toHaveCount(0);
  await staffContext.close();

  // ---------- the member: told live, with the reason ----------
  await expect(bell).toHaveAccessibleName(`Уведомления: новых ${unreadBefore + 1}`);
  await expect(alert).toContainText('отклонён');
  await expect(alert).toContainText(`Причина: ${reason}.`);
  await bell.click();
  const dropdown = page.getByRole('dialog', { name: 'Уведомления' });
  await expect(dropdown.getByText(`Причина: ${reason}.`, { exact: false })).toBeVisible();
  await expectAccessible(page, 'уведомления: конкурсный отчёт отклонён');
});
