// Progress review and contest moderation in the staff app (issue 28 items 6, 7), in both layouts.
// Progress: a member sends two body reports (through the API); her coach finds the new one in
// «Прогресс», sees it beside the earlier one (the changes with their sign, the photos), marks it
// reviewed with a comment, and the member reads the comment live in her coach chat, from him.
// Contest: a member sends a before
// report (through the API, as the contest page would), the moderator finds it in «Конкурс», sees
// its photos, tries to reject it without a reason (told to give one), rejects it with a reason and
// confirms; the decision is final (no actions, who decided shown). The member, with the contest
// page open, is told live: the bell counts it, the page's alert names the reason, and the bell's
// dropdown has the notification with the reason. Members: Вера (moderation1, desktop) and Дарья
// (moderation2, mobile), seeded for this spec only (seeds/staff-review.ts).
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { apiToken, isMobile, signIn } from './helpers';
import { pngPhoto } from './community-helpers';
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
    email: 'moderation1@club.local',
    password: 'demo12345',
    name: 'Вера Полякова',
    firstName: 'Вера',
  },
  mobile: {
    email: 'moderation2@club.local',
    password: 'demo12345',
    name: 'Дарья Никитина',
    firstName: 'Дарья',
  },
};
const ADMIN = { email: 'admin@club.local', password: 'admin12345' };
const COACHES: Record<string, string> = {
  'Алексей Морозов': 'coach@club.local',
  'Игорь Васильев': 'coach2@club.local',
};

/** dd.mm.yyyy of a day `days` from today, in the club's display zone (UTC+4). */
function displayDay(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000 + 4 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}

/** A dynamics report with three photos, sent through the member's own call. */
async function sendDynamicsReport(
  request: APIRequestContext,
  token: string,
  created: string,
  weight: string,
) {
  const res = await request.post('/api/dynamics/create', {
    headers: { 'X-AUTH-TOKEN': token },
    multipart: {
      created,
      weight,
      chest_girth: '92',
      waist_girth: '74.5',
      hip_girth: '',
      photo_side: pngPhoto('side.png', [200, 140, 120], 120, 160),
      photo_front: pngPhoto('front.png', [120, 160, 200], 120, 160),
      photo_back: pngPhoto('back.png', [140, 200, 150], 120, 160),
    },
  });
  const body = await res.json();
  expect(res.ok(), body.error?.message).toBeTruthy();
  return body.result.report.id as number;
}

test('a moderator rejects a contest report with a reason; the member is told why, live', async ({
  page,
  request,
  browser,
}, info) => {
  const member = MEMBERS[isMobile(info) ? 'mobile' : 'desktop'];
  // a retry's reason is its own (the bell keeps the earlier run's notification)
  const reason = `На фото сбоку не видно силуэта (${info.project.name}, попытка ${Date.now() % 100000})`;

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
  const { context: staffContext, page: staff } = await staffPage(browser, info, MODERATOR);
  await openSection(staff, 'Конкурс', isMobile(info));
  const queue = staff.getByRole('list', { name: 'Конкурсные отчёты на проверку' });
  const link = queue.getByRole('link', { name: `${member.name}: Отчёт "До"` });
  await findInQueue(staff, link);
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

test('a coach reviews a new body report beside the earlier one; the member reads the comment live', async ({
  page,
  request,
  browser,
}, info) => {
  const mobile = isMobile(info);
  const member = MEMBERS[mobile ? 'mobile' : 'desktop'];
  const comment = `Минус 0,8 кг за неделю, отличная динамика! (${info.project.name} ${Date.now()})`;

  // ---------- the member sends two reports, and has her coach chat open ----------
  const token = await signIn(page, request, member);
  const earlierDay = displayDay(-8);
  const newDay = displayDay(-1);
  const earlierId = await sendDynamicsReport(request, token, earlierDay, '66.4');
  await sendDynamicsReport(request, token, newDay, '65.6');
  if (mobile) await page.goto('/chat/coach');
  else {
    await page.goto('/chats/');
    await page.getByRole('button', { name: /Тренер/ }).click();
  }
  const chat = page.getByTestId('message-list');
  await expect(chat).toBeVisible();

  // her coach, as the staff app's members list says (the seed decides who)
  const admin = await apiToken(request, ADMIN);
  const found = await request.get(`/api/staff/members?q=${encodeURIComponent(member.email)}`, {
    headers: { 'X-AUTH-TOKEN': admin },
  });
  const coachName = (await found.json()).result.members[0].assignments.coach.name as string;
  const coach = { email: COACHES[coachName], password: 'staff12345' };

  // ---------- the coach, in the staff app ----------
  const { context, page: staff } = await staffPage(browser, info, coach);
  await openSection(staff, 'Прогресс', mobile);
  const link = staff
    .getByRole('list', { name: 'Отчёты на проверку' })
    .getByRole('link', { name: `${member.name}: отчёт за ${newDay}` });
  await findInQueue(staff, link);
  await expectAccessible(staff, 'тренер: отчёты на проверку');
  await link.click();
  await expect(
    staff.getByRole('heading', { level: 1, name: `${member.name}: отчёт за ${newDay}` }),
  ).toBeVisible();
  // beside the earlier one: the same pose next to each other, the change with its sign
  // the one just before is shown first; choosing it names it (a retry finds its earlier run's too)
  const compare = staff.getByRole('combobox', { name: 'Сравнить с отчётом' });
  await compare.selectOption(String(earlierId));
  await expect(compare).toHaveValue(String(earlierId));
  await expect(
    staff.getByRole('table', { name: `Ранее: ${earlierDay} · Сейчас: ${newDay}` }),
  ).toBeVisible();
  await expect(staff.getByRole('row', { name: /Вес/ })).toContainText('−0,8 кг');
  const side = staff.getByRole('group', { name: 'Вид сбоку' }).getByRole('img');
  await expect(side).toHaveCount(2);
  for (const img of await side.all())
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
      .toBeGreaterThan(0);
  await expectAccessible(staff, 'тренер: отчёт рядом с прошлым');

  await staff.getByRole('textbox', { name: 'Комментарий участнику (необязательно)' }).fill(comment);
  await staff.getByRole('button', { name: 'Отметить как проверенное' }).click();
  await expect(
    staff.getByText(`Отмечено как проверенное: ${coachName},`, { exact: false }),
  ).toBeVisible();
  await expectAccessible(staff, 'тренер: отчёт проверен');
  // it left the queue
  await staff.getByRole('button', { name: 'Все отчёты' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Прогресс' })).toBeVisible();
  await expect(staff.getByRole('link', { name: `${member.name}: отчёт за ${newDay}` })).toHaveCount(
    0,
  );
  await context.close();

  // ---------- the member: the comment arrives live, from her coach ----------
  await expect(chat.getByText(comment)).toBeVisible();
  await expect(chat.getByText(coachName).last()).toBeVisible();
});
