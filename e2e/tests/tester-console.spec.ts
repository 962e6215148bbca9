// The tester console (/dev/test_set/, spec part 2 §2.11) in both layouts: the time machine moves
// the member's clock (a course's time left shrinks), a frozen course goes back to purchased, a
// push shows live in the top bar's count and a staff message live in the open messenger; on a host
// config.json names as production, a member who is not staff is sent to /. Desktop
// acts as Мария (demo7), mobile as Павел (demo8): nobody else's clock moves. The tests of this file
// run in order (the clock and the courses are the member's own, shared by them).
import { expect, test, type Page } from './fixtures';
import { isMobile, signIn } from './helpers';
import { courseCard } from './training-helpers';
import { moveTime, testerData, testerMember } from './tester-console';
import { expectAccessible } from './a11y';
import { overrideRuntime } from './runtime-override';

test.describe.configure({ mode: 'serial' });

const SLIM_CARD = 'Стройность за 30 дней : Похудение';

async function openConsole(page: Page) {
  await page.goto('/dev/test_set/');
  await expect(page.getByRole('heading', { name: 'Tester console', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Courses' })).toBeVisible();
  await expectAccessible(page, 'консоль тестировщика');
}

const success = (page: Page) => page.getByText('Success', { exact: true });

/** "N дней" of the slim course's card on the courses page. */
async function slimDaysLeft(page: Page): Promise<number> {
  await page.goto('/courses/');
  const card = courseCard(page, SLIM_CARD);
  await expect(card.getByText('Осталось:')).toBeVisible();
  const text = (await card.innerText()).match(/Осталось:\s*(\d+)\s*д/);
  expect(text, 'time left on the card').toBeTruthy();
  return Number(text?.[1]);
}

/** The number of the top bar's "До окончания активного курса осталось N дней". */
const topBarDays = async (page: Page) => {
  const tip = page.getByRole('banner').locator('[role="tooltip"]', { hasText: /осталось/ });
  const text = (await tip.first().textContent()) ?? '';
  return Number(text.match(/осталось\s+(\d+)/)?.[1] ?? NaN);
};

test('the time machine moves the member’s clock: a course’s time left shrinks', async ({
  page,
  request,
}, info) => {
  const token = await signIn(page, request, testerMember(info));
  try {
    const before = await slimDaysLeft(page);
    expect(before).toBeGreaterThan(5);

    await openConsole(page);
    const machine = page.getByRole('region', { name: 'Time machine' });
    const clock = machine.getByTestId('member-clock');
    await expect(clock).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
    const topBefore = await topBarDays(page);
    expect(topBefore).toBeGreaterThan(5);

    // a malformed date: a clear message, nothing sent
    const field = machine.getByLabel('Date (dd.mm.yyyy HH:MM:ss)');
    await field.fill('31.02.2026 10:00');
    await machine.getByRole('button', { name: 'Set Time' }).click();
    await expect(machine.getByText(/^Некорректная дата: нужен формат дд\.мм\.гггг/)).toBeVisible();
    expect(Math.abs((await testerData(request, token)).now - Date.now() / 1000)).toBeLessThan(60);

    // five days ahead, typed as the browser's local time
    const ahead = await page.evaluate(() => {
      const d = new Date(Date.now() + 5 * 86400_000);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${p(d.getDate())}.${p(d.getMonth() + 1)}.${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    });
    await field.fill(ahead);
    await machine.getByRole('button', { name: 'Set Time' }).click();
    await expect(success(page)).toBeVisible();
    await expect(machine.getByText(/^Некорректная дата/)).toHaveCount(0);
    await expect(clock).toHaveText(new RegExp(`^${ahead.slice(0, 13)}`));
    // the top bar's course info follows at once (the shell reloads the member's data)
    await expect.poll(() => topBarDays(page)).toBe(topBefore - 5);

    expect(await slimDaysLeft(page)).toBe(before - 5);
  } finally {
    await moveTime(request, token, 0);
  }
});

test('"Reset Status" turns a frozen course back to purchased', async ({ page, request }, info) => {
  const token = await signIn(page, request, testerMember(info));
  const frozen = (await testerData(request, token)).courses.find((c) => c.status === 'FROSTED');
  expect(frozen, 'a frozen course of the member').toBeTruthy();
  const name = frozen?.fullName ?? '';

  await openConsole(page);
  const courses = page.getByRole('region', { name: 'Courses' });
  const row = courses.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText(/· FROSTED$/)).toBeVisible();
  await courses.getByRole('button', { name: `Reset Status: ${name}` }).click();
  await expect(success(page)).toBeVisible();
  await expect(row.getByText(/· PURCHASED$/)).toBeVisible();

  // the member's course list says the same: purchased, to be activated
  const res = await request.get('/api/courses/main', { headers: { 'X-AUTH-TOKEN': token } });
  const { categories } = (await res.json()).result as {
    categories: {
      name: string;
      blocks: {
        courses: { user_pack_id: number; status: string; course: { course_name: string } }[];
      }[];
    }[];
  };
  const category = categories.find((c) =>
    c.blocks.some((b) => b.courses.some((x) => x.user_pack_id === frozen?.user_pack_id)),
  );
  await page.goto('/courses/');
  await page.getByRole('tab', { name: category?.name }).click();
  const card = page.getByRole('article', { name: new RegExp(`^${name}`) });
  await expect(card).toHaveAttribute('data-status', 'PURCHASED');
  await expect(card.getByRole('button', { name: 'Активировать' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Разморозить' })).toHaveCount(0);
});

/** The top bar's bell: a button named with the count (it opens the dropdown in both layouts). */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Уведомления/ });

test('a push from admin appears live in the notifications count', async ({
  page,
  request,
}, info) => {
  const token = await signIn(page, request, testerMember(info));
  // reading the list marks every notification read: the count starts from none
  const read = await request.get('/api/cabinet/profile/notifications', {
    headers: { 'X-AUTH-TOKEN': token },
  });
  expect(read.ok()).toBeTruthy();
  await openConsole(page);
  await expect(bell(page)).toHaveAccessibleName('Уведомления');

  const push = page.getByRole('region', { name: 'Push from admin' });
  await push.getByLabel('Push message').fill(`Тестовый пуш ${info.project.name}`);
  await push.getByRole('button', { name: 'Send Push' }).click();
  await expect(success(page)).toBeVisible();
  await expect(push.getByLabel('Push message')).toHaveValue('');
  await expect(bell(page)).toHaveAccessibleName('Уведомления: новых 1');
});

test('an admin message from the console appears live in the open chat', async ({
  page,
  context,
  request,
}, info) => {
  const member = testerMember(info);
  await signIn(page, request, member);
  await page.goto('/chats/');
  await expect(page.getByRole('heading', { name: 'Мои сообщения' })).toBeVisible();
  await page.getByRole(isMobile(info) ? 'link' : 'button', { name: /^Тренер/ }).click();
  const list = page.getByTestId('message-list');
  await expect(list).toBeVisible();

  // the console in a second tab of the same member
  const consolePage = await context.newPage();
  await signIn(consolePage, request, member);
  await openConsole(consolePage);
  const chats = consolePage.getByRole('region', { name: 'Chats from admin' });
  await chats.getByRole('combobox', { name: 'Chat' }).selectOption({ label: 'Тренер' });
  const text = `Сообщение тренера из консоли ${info.project.name} ${Date.now()}`;
  await chats.getByLabel('Chat message').fill(text);
  await chats.getByRole('button', { name: 'Send Message' }).click();
  await expect(success(consolePage)).toBeVisible();

  await expect(list.getByText(text)).toBeVisible();
  await consolePage.close();
});

test('where config.json names this host as production, a member who is not staff is sent to /', async ({
  page,
  request,
}, info) => {
  // the deployment's runtime config, as production would ship it (this run's host is localhost)
  await overrideRuntime(page, {
    config: { productionHost: 'localhost', testerEmails: ['qa@club.local'] },
  });
  await signIn(page, request, testerMember(info));
  await page.goto('/dev/test_set/');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('heading', { name: 'Tester console' })).toHaveCount(0);
});
