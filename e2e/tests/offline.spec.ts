// Gym mode (issue 17): a member who opened a workout day once does the whole workout with no
// network, sees the result screen, and the result reaches the server by itself, once, when the
// network returns. This spec turns the service worker on (the others block it: playwright.config).
// Desktop acts as Анна, mobile as Иван (training-helpers), on a GENERAL day of "Сильное тело" that
// has no result yet (training-workout does its LAP day, training-result its SUPERSET day).
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { startRemoteHost } from './remote-host';
import { overrideRuntime } from './runtime-override';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { memberFor, packOf, signInMember } from './training-helpers';
import { signIn } from './helpers';

test.use({ serviceWorkers: 'allow' });

const STRONG = 'Сильное тело: 4 недели';
const OFFLINE_NOTICE = 'Нет сети: тренировка сохранится и отправится сама';
const root = path.resolve(__dirname, '..', '..');

/** What the tests use of the service worker's global scope (evaluated inside the worker). */
interface WorkerScope {
  registration: { getNotifications(): Promise<Notification[]> };
  dispatchEvent(event: Event): boolean;
}
/** the course page's description button, and the same in the "new build" */
const INFO_V1 = 'Информация по курсу';
const INFO_V2 = 'Подробнее о курсе';

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
      posts.push((JSON.parse(r.postData() ?? '{}') as { attempt_id?: string }).attempt_id ?? '');
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

  // Opening the day keeps every file of mf-training on the device (gym mode): a member who walks
  // into the basement right away loses nothing that was still on its way, so wait until all are in.
  const trainingBase = `${new URL(page.url()).origin.replace(/:(\d+)$/, (_m, p: string) => `:${Number(p) + 1}`)}/`;
  await expect
    .poll(
      () =>
        page.evaluate(async (base) => {
          type Assets = { assets?: Record<string, { sync?: string[]; async?: string[] }> };
          const m = (await (await fetch(`${base}mf-manifest.json`)).json()) as {
            exposes?: Assets[];
            shared?: Assets[];
          };
          const files = new Set<string>();
          for (const g of [...(m.exposes ?? []), ...(m.shared ?? [])])
            for (const kind of ['js', 'css'])
              for (const f of [
                ...(g.assets?.[kind]?.sync ?? []),
                ...(g.assets?.[kind]?.async ?? []),
              ])
                files.add(f);
          let missing = 0;
          for (const f of files) if (!(await caches.match(new URL(f, base).href))) missing += 1;
          return missing;
        }, trainingBase),
      { timeout: 60_000 },
    )
    .toBe(0);

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
  const area = page.getByRole('main');
  await expect(area.getByText('Нет подключения к интернету')).toBeVisible({ timeout: 15_000 });
  await expect(area.getByRole('button', { name: 'Повторить' })).toBeVisible();

  // The report waits for the result.
  await page.goto(`/workout/report/${pack.user_pack_id}/${dayId}`);
  await expect(page.getByText('Отчет появится, когда результат тренировки отправится')).toBeVisible(
    {
      timeout: 15_000,
    },
  );

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
  const day = await request.get(
    `/api/courses/drill_day/${dayId}?user_pack_id=${pack.user_pack_id}`,
    {
      headers,
    },
  );
  const { result } = (await day.json()) as { result: { result: { percents: number } | null } };
  expect(result.result?.percents).toBe(percent);
  // the page (online event) and the worker (Background Sync) may both send it: the same attempt
  expect(posts.length).toBeGreaterThanOrEqual(1);
  expect(new Set(posts)).toEqual(new Set([attemptId]));
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

test('the service worker shows a club push and a click opens the app at its link', async ({
  page,
  context,
  request,
}, info) => {
  await context.grantPermissions(['notifications']);
  await signInMember(page, request, info);
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => context.serviceWorkers().some((w) => w.url().endsWith('/sw.js')))
    .toBe(true);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'));
  if (!worker) throw new Error('no service worker');

  // a synthetic push as FCM delivers it: notification + data (the notification's link: a menu
  // code, mapped as in the notifications list; Иван of the mobile project has no chats)
  const shown = await worker.evaluate(async () => {
    const sw = self as unknown as WorkerScope;
    const payload = {
      notification: { title: 'Тренер Мария', body: 'Как прошла тренировка?' },
      data: { link: 'COURSES' },
    };
    const PushEventCtor = (
      globalThis as unknown as { PushEvent: new (t: string, i: object) => Event }
    ).PushEvent;
    const event = new PushEventCtor('push', { data: JSON.stringify(payload) });
    sw.dispatchEvent(event);
    for (let i = 0; i < 50; i += 1) {
      const list = await sw.registration.getNotifications();
      if (list.length)
        return list.map((n) => ({ title: n.title, body: n.body, icon: n.icon, data: n.data }));
      await new Promise((r) => setTimeout(r, 100));
    }
    return [];
  });
  expect(shown).toEqual([
    {
      title: 'Тренер Мария',
      body: 'Как прошла тренировка?',
      icon: expect.stringContaining('/icons/icon-192.png'),
      data: { path: '/courses/' },
    },
  ]);

  // the click focuses the open app and takes it to the push's link
  await worker.evaluate(async () => {
    const sw = self as unknown as WorkerScope;
    const [notification] = await sw.registration.getNotifications();
    const NotificationEventCtor = (
      globalThis as unknown as { NotificationEvent: new (t: string, i: object) => Event }
    ).NotificationEvent;
    sw.dispatchEvent(new NotificationEventCtor('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(/\/courses\/$/, { timeout: 15_000 });
});

test.describe('a new deploy of mf-training', () => {
  // mf-training served from a folder of this test's own, so it can be redeployed under the page
  let host: ChildProcess | undefined;
  let dir = '';
  const port = 4290 + Math.floor(Math.random() * 9);

  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'club-mf-training-'));
    cpSync(path.join(root, 'mf-training', 'dist'), dir, { recursive: true });
    host = await startRemoteHost(dir, port);
  });
  test.afterAll(() => {
    host?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Deploys "a new build": the chunk holding the course page changes (new content, new hash), the
   * old file is gone, and the entry and manifest name the new one — as a real deploy of the folder.
   */
  function deployNewBuild(): void {
    const chunk = readdirSync(dir).find(
      (f) =>
        /^\d+\.[0-9a-f]{8}\.js$/.test(f) &&
        readFileSync(path.join(dir, f), 'utf8').includes(INFO_V1),
    );
    if (!chunk) throw new Error('no chunk with the course page');
    const oldHash = chunk.split('.')[1];
    const newHash = 'feedbeef';
    const source = readFileSync(path.join(dir, chunk), 'utf8').replaceAll(INFO_V1, INFO_V2);
    // a file written here has no compressed twins (the build writes .br/.gz): the old ones go
    const replace = (f: string, text: string) => {
      writeFileSync(path.join(dir, f), text);
      for (const twin of ['.br', '.gz']) rmSync(path.join(dir, f + twin), { force: true });
    };
    replace(chunk.replace(oldHash, newHash), source);
    rmSync(path.join(dir, chunk));
    for (const twin of ['.br', '.gz']) rmSync(path.join(dir, chunk + twin), { force: true });
    for (const f of readdirSync(dir)) {
      if (!/\.(js|json)$/.test(f)) continue;
      const text = readFileSync(path.join(dir, f), 'utf8');
      if (text.includes(oldHash)) replace(f, text.replaceAll(oldHash, newHash));
    }
  }

  // this deployment's mf-training lives on the test's own origin, outside the page's policy
  test.use({ bypassCSP: true });

  test('is used after a reload, never mixed with the old one', async ({
    page,
    context,
    request,
  }, info) => {
    test.setTimeout(120_000);
    // this deployment's remotes.json names the test's own mf-training (the worker's fetches too)
    await overrideRuntime(context, {
      remotes: { mf_training: `http://localhost:${port}/mf-manifest.json` },
    });
    const token = await signInMember(page, request, info);
    const pack = await packOf(request, token, STRONG);
    await page.goto(`/course/${pack.user_pack_id}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    await expect(page.getByText(INFO_V1).first()).toBeVisible({ timeout: 15_000 });

    deployNewBuild();
    const fromNewBuild = page.waitForResponse((r) => r.url().endsWith('.feedbeef.js'));
    await page.reload();
    await fromNewBuild;
    await expect(page.getByText(INFO_V2).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(INFO_V1)).toHaveCount(0);
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  });
});
