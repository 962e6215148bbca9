// A rejected contest report is no dead end (issue 42 item 11), in both layouts. The member's before
// report is rejected with a reason by the moderator (set up through the member's call and the staff
// API); on the contest page the member reads the rejection and its reason, still sees the report
// ('Просмотреть'), and sends a new one with 'Добавить' in the spec's form ('Создать отчет',
// 'Создать', 'Отчет успешно отправлен'); it is on review, and 'Добавить' is gone. The moderator's
// queue in the staff app marks it «Повторная отправка», and its page shows the rejected attempt
// with who rejected it and why, the new one still to decide. Members: Ирина (moderation3, desktop)
// and Ольга (moderation4, mobile), seeded for this spec only (seeds/staff-review.ts).
import { expect, test, type Page } from './fixtures';
import { expectAccessible } from './a11y';
import { apiToken, isMobile, signIn } from './helpers';
import { choosePhotos, expectPhotosLoaded, typeInto } from './community-helpers';
import { clearContestReports } from './tester-console';
import {
  findInQueue,
  MODERATOR,
  openSection,
  sendBeforeReport,
  staffPage,
} from './staff-review-helpers';

test.describe.configure({ timeout: 120_000 });

const MEMBERS = {
  desktop: {
    email: 'moderation3@club.local',
    password: 'demo12345',
    name: 'Ирина Волкова',
    firstName: 'Ирина',
  },
  mobile: {
    email: 'moderation4@club.local',
    password: 'demo12345',
    name: 'Ольга Кириллова',
    firstName: 'Ольга',
  },
};

const reportRow = (page: Page, title: string) => page.getByRole('group', { name: title });

test('a rejected before report is sent again; the moderator sees it as a resubmission', async ({
  page,
  request,
  browser,
}, info) => {
  const mobile = isMobile(info);
  const member = MEMBERS[mobile ? 'mobile' : 'desktop'];
  const reason = `На фото сбоку не видно силуэта, пересними при дневном свете (${info.project.name} ${Date.now() % 100000})`;

  // ---------- the case: a before report, rejected by the moderator with a reason ----------
  const token = await signIn(page, request, member);
  await clearContestReports(request, token);
  const rejectedId = await sendBeforeReport(request, token, '64.8');
  const moderator = await apiToken(request, MODERATOR);
  const decided = await request.post(`/api/staff/contest/reports/${rejectedId}/decision`, {
    headers: { 'X-AUTH-TOKEN': moderator },
    data: { status: 'reject', reason },
  });
  expect(decided.ok(), (await decided.json()).error?.message).toBeTruthy();

  // ---------- the member: the rejection and its reason, the report still there ----------
  await page.goto('/competition/');
  await expect(page.getByRole('heading', { name: 'Конкурс', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  const alert = page.getByRole('status', { name: 'Отчёт "До"' });
  await expect(alert).toContainText(`Отчёт "До" отклонён. Причина: ${reason}.`);
  await expect(alert).toContainText('Исправь и отправь новый отчёт');
  await expect(alert.getByRole('button', { name: 'Закрыть уведомление' })).toHaveCount(0);
  const before = reportRow(page, 'Отчёт "До"');
  await expect(before).toContainText('64.8');
  await expect(before.getByRole('button', { name: 'Просмотреть' })).toBeVisible();
  await expect(
    reportRow(page, 'Отчёт "После"').getByRole('button', { name: 'Добавить' }),
  ).toBeDisabled();
  await expectAccessible(page, 'конкурс: отчёт "До" отклонён');

  // ---------- a new report in its place ----------
  await before.getByRole('button', { name: 'Добавить' }).click();
  const form = mobile ? page.locator('main') : page.getByRole('dialog', { name: 'Создать отчет' });
  if (mobile) await expect(page).toHaveURL(/\/competition\/report\/create_before$/);
  await expect(form.getByRole('heading', { name: 'Создать отчет' })).toBeVisible();
  await typeInto(page, 'Твой вес, кг', '642');
  await typeInto(page, 'Обхват груди, см', '935');
  await typeInto(page, 'Обхват талии, см', '765');
  await typeInto(page, 'Обхват бёдер, см', '1005');
  await choosePhotos(page);
  await expectPhotosLoaded(page, 3);
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText('Отчет успешно отправлен')).toBeVisible();
  if (mobile) await expect(page).toHaveURL(/\/competition\/$/);
  else await expect(form).toBeHidden();

  // on review: the new figures, no 'Добавить' until the club decides
  await expect(alert).toContainText('отправлен на проверку');
  await expect(before).toContainText('64.2');
  await expect(before.getByRole('button', { name: 'Просмотреть' })).toBeVisible();
  await expect(before.getByRole('button', { name: 'Добавить' })).toHaveCount(0);
  await expectAccessible(page, 'конкурс: отчёт "До" отправлен повторно');

  // ---------- the moderator: a resubmission, beside the rejected attempt ----------
  const { context, page: staff } = await staffPage(browser, info, MODERATOR);
  await openSection(staff, 'Конкурс', mobile);
  const queue = staff.getByRole('list', { name: 'Конкурсные отчёты на проверку' });
  const link = queue.getByRole('link', { name: `${member.name}: Отчёт "До"` });
  await findInQueue(staff, link);
  await expect(link).toHaveCount(1);
  await expect(
    queue.getByRole('listitem').filter({
      has: staff.getByRole('link', { name: `${member.name}: Отчёт "До"` }),
    }),
  ).toContainText('Повторная отправка');
  await expectAccessible(staff, 'модератор: повторная отправка в очереди');
  await link.click();
  await expect(
    staff.getByRole('heading', { level: 1, name: `${member.name}: Отчёт "До"` }),
  ).toBeVisible();
  await expect(staff.getByText('Участник отправил этот отчёт вместо отклонённого.')).toBeVisible();
  await expect(staff.getByRole('row', { name: /Вес/ })).toContainText('64,2 кг');
  const attempts = staff.getByRole('list', { name: 'Предыдущие отправки' });
  await expect(attempts.getByText(`Отклонён: ${MODERATOR.name},`, { exact: false })).toBeVisible();
  await expect(attempts.getByText(`Причина: ${reason}`)).toBeVisible();
  await expect(attempts).toContainText('64,8 кг');
  // the new one is still to decide
  await expect(staff.getByRole('button', { name: 'Принять' })).toBeVisible();
  await expectAccessible(staff, 'модератор: повторно отправленный отчёт');
  await context.close();
});
