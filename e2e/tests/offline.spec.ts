// Gym mode (issue 17): a member who opened a workout day once does the whole workout with no
// network, sees the result screen, and the result reaches the server by itself, once, when the
// network returns. This spec turns the service worker on (the others block it: playwright.config).
// Desktop acts as Анна, mobile as Иван (training-helpers), on a GENERAL day of "Сильное тело" that
// has no result yet (training-workout does its LAP day, training-result its SUPERSET day).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { memberFor, packOf, signInMember } from './training-helpers';
import { signIn } from './helpers';

test.use({ serviceWorkers: 'allow' });

const STRONG = 'Сильное тело: 4 недели';
const OFFLINE_NOTICE = 'Нет сети: тренировка сохранится и отправится сама';

/** A day of this type without a result (a fresh one, so the finish is this test's own). */
async function freshDay(
  request: APIRequestContext,
  token: string,
  userPackId: number,
  type: string,
): Promise<number> {
  const headers = { 'X-AUTH-TOKEN': token };
  const weeks = await request.get(`/api/courses/weeks/${userPackId}`, { headers });
  const { result } = (await weeks.json()) as {
    result: { weeks: { days: { id: number; result: unknown }[] }[] };
  };
  for (const day of result.weeks.flatMap((w) => w.days)) {
    if (day.result !== null) continue;
    const res = await request.get(`/api/courses/drill_day/${day.id}?user_pack_id=${userPackId}`, {
      headers,
    });
    const body = (await res.json()) as { result: { type: string } | null };
    if (body.result?.type === type) return day.id;
  }
  throw new Error(`no ${type} day without a result in pack ${userPackId}`);
}

/** Ticks the first set of every page and goes on until the finish; returns the pages done. */
async function doWholeWorkout(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Начать тренировку', exact: true }).click();
  for (let pages = 1; pages <= 20; pages += 1) {
    const tick = page.getByRole('checkbox', { name: 'Подход 1' }).first();
    await tick.click();
    await expect(tick).toHaveAttribute('aria-checked', 'true');
    const finish = page.getByRole('button', { name: 'Завершить тренировку', exact: true });
    if (await finish.isVisible()) {
      await finish.click();
      return pages;
    }
    await page.getByRole('button', { name: 'Далее', exact: true }).click();
  }
  throw new Error('the workout never reached its finish');
}

test('a workout opened once is done offline and its result is sent once back online', async ({
  page,
  context,
  request,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const token = await signInMember(page, request, info);
  const pack = await packOf(request, token, STRONG);
  const dayId = await freshDay(request, token, pack.user_pack_id, 'GENERAL');
  const workoutPath = `/workout/${pack.user_pack_id}/${dayId}`;
  const posts: string[] = [];
  context.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(`/api/courses/drill_day/${dayId}`)) {
      posts.push(r.url());
    }
  });

  // Online: the app starts, its service worker takes over, the course and the day are opened.
  await page.goto(`/course/${pack.user_pack_id}`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await expect(page.getByRole('heading', { name: STRONG })).toBeVisible({ timeout: 15_000 });
  await page.goto(workoutPath);
  await expect(page.getByRole('button', { name: 'Начать тренировку', exact: true })).toBeVisible({
    timeout: 15_000,
  });

  // The network is gone: a reload still opens the day, the course page too.
  await context.setOffline(true);
  await page.goto(`/course/${pack.user_pack_id}`);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: STRONG })).toBeVisible({ timeout: 15_000 });
  await page.goto(workoutPath);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();

  // The whole workout and its finish, with no network.
  await doWholeWorkout(page);
  await expect(page.getByText('Результат сохранен на устройстве')).toBeVisible();
  await expect(page.getByText('Успеха', { exact: true })).toBeVisible();
  const percent = Number(
    (await page.getByText('Успеха', { exact: true }).locator('xpath=..').locator('dd').innerText())
      .replace('%', '')
      .trim(),
  );
  expect(percent).toBeGreaterThan(0);
  await expect(page.getByTestId('outbox-count')).toHaveText('Ждут отправки: 1');
  expect(posts).toHaveLength(0);
  // the attempt waiting in the outbox (IndexedDB club-outbox)
  const attemptId = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('club-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as { attemptId: string }[])[0]?.attemptId ?? '');
          };
        };
      }),
  );
  expect(attemptId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

  // Other sections say there is no network in their own area, with a retry.
  await page.goto('/nutrition/');
  await expect(page.getByText('Нет подключения к интернету')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();

  // The report waits for the result.
  await page.goto(`/workout/report/${pack.user_pack_id}/${dayId}`);
  await expect(page.getByText('Отчет появится, когда результат тренировки отправится')).toBeVisible({
    timeout: 15_000,
  });

  // Back online: the result goes by itself, the member hears so, the report follows.
  await context.setOffline(false);
  await expect(page.getByText('Тренировка отправлена: результат сохранен')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Количество повторений').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('outbox-count')).toBeHidden();

  // Exactly one result on the server: the day's best is this one, and the posts (page and
  // service worker alike) all carried the same attempt, which the server keeps once.
  const headers = { 'X-AUTH-TOKEN': token };
  const day = await request.get(`/api/courses/drill_day/${dayId}?user_pack_id=${pack.user_pack_id}`, {
    headers,
  });
  const { result } = (await day.json()) as { result: { result: { percents: number } | null } };
  expect(result.result?.percents).toBe(percent);
  expect(posts.length).toBeLessThanOrEqual(1);
  // the same attempt sent once more (a second sender racing) answers the stored result: no second one
  const again = await request.post(
    `/api/courses/drill_day/${dayId}?user_pack_id=${pack.user_pack_id}`,
    { headers, data: { attempt_id: attemptId, time: 1, results: [] } },
  );
  expect(again.ok()).toBeTruthy();
  expect(((await again.json()) as { result: { percent: number } }).result.percent).toBe(percent);

  // A second device sees the day done.
  const other = await browser.newContext({ serviceWorkers: 'block', locale: 'ru-RU' });
  const second = await other.newPage();
  await signIn(second, request, memberFor(info));
  await second.goto(workoutPath);
  await expect(second.getByText(`Лучший результат: ${percent}%`)).toBeVisible({ timeout: 15_000 });
  await other.close();
});
