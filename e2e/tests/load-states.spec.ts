// Every list tells a failed load apart from an empty one (issue 27, item 7): a call failed by
// `page.route` shows the list's "Не удалось загрузить …" with "Повторить" (never its empty text),
// "Повторить" asks again, and a failed list loads again by itself when the network comes back.
// Read-only: the notifications the member "loads" come from the route, so nobody's notifications
// are marked read here (notifications.spec.ts counts them); no channel is opened.
import type { Route } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { DEMO, isMobile, signIn } from './helpers';
import { signInMessaging } from './messaging-helpers';
import { expectAccessible } from './a11y';

const RETRY = 'Повторить';
const NO_NETWORK = 'Нет связи с сервером. Проверь подключение и попробуй еще раз.';
const OFFLINE = 'Нет подключения к интернету. Загрузим, как только появится сеть.';

const offline = (route: Route) => route.abort('internetdisconnected');

const NOTIFICATIONS = '**/api/cabinet/profile/notifications';
const six = {
  result: {
    notifications: Array.from({ length: 6 }, (_, i) => ({
      id: 900_000 + i,
      content: `<p>Уведомление номер ${i + 1}</p>`,
      time: Math.floor(Date.now() / 1000) - i * 60,
      link: null,
      linkId: null,
      fullLink: null,
      is_new: false,
    })),
    count: 0,
  },
  error: null,
};

type Scope = Page | ReturnType<Page['getByRole']>;

/**
 * The failed state of a list: what failed and why, a real "Повторить" button; the same words read
 * out by the polite live region (a hidden copy, hence the failed view is looked at by its test id).
 */
async function expectFailed(scope: Scope, text: string, reason = NO_NETWORK) {
  const failed = scope.getByTestId('load-failed');
  await expect(failed.getByText(text, { exact: true })).toBeVisible();
  await expect(failed.getByText(reason, { exact: true })).toBeVisible();
  await expect(failed.getByRole('button', { name: RETRY })).toBeVisible();
  await expect(scope.locator('[aria-live="polite"]', { hasText: text })).toHaveCount(1);
  return failed;
}

test('notifications: a failed call is the failed state in the page and the bell’s dropdown, never "Уведомления отсутствуют"', async ({
  page,
  request,
}, info) => {
  await signInMessaging(page, request, info);
  await page.route(NOTIFICATIONS, offline);

  if (!isMobile(info)) {
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Уведомления/ })
      .click();
    const dropdown = page.getByRole('dialog', { name: 'Уведомления' });
    await expectFailed(dropdown, 'Не удалось загрузить уведомления.');
    await expect(dropdown.getByText('Уведомления отсутствуют')).toHaveCount(0);
    await expectAccessible(page, 'уведомления: список не загрузился (меню)');
    // the member's six come back: "Повторить" shows them
    await page.unroute(NOTIFICATIONS);
    await page.route(NOTIFICATIONS, (route) => route.fulfill({ json: six }));
    await dropdown.getByRole('button', { name: RETRY }).click();
    await expect(dropdown.getByText(/^Уведомление номер/)).toHaveCount(6);
    await page.unroute(NOTIFICATIONS);
    await page.route(NOTIFICATIONS, offline);
  }

  await page.goto('/notifications/');
  await expect(page.getByRole('heading', { name: 'Уведомления', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expectFailed(main, 'Не удалось загрузить уведомления.');
  await expect(main.getByText('Уведомления отсутствуют')).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Твои уведомления' })).toHaveCount(0);
  await expectAccessible(page, 'уведомления: список не загрузился');
  await page.unroute(NOTIFICATIONS);
  await page.route(NOTIFICATIONS, (route) => route.fulfill({ json: six }));
  await main.getByRole('button', { name: RETRY }).click();
  await expect(main.getByText(/^Уведомление номер/)).toHaveCount(6);
  await expect(main.getByTestId('load-failed')).toHaveCount(0);
});

test('chats: the failed state, "Повторить" asks again (still failing), then loads the list', async ({
  page,
  request,
}, info) => {
  await signInMessaging(page, request, info);
  let asked = 0;
  await page.route('**/api/chat/', (route) => {
    asked += 1;
    return offline(route);
  });
  await page.goto('/chats/');
  await expect(page.getByRole('heading', { name: 'Чаты', level: 1 })).toBeVisible();
  await expectFailed(page.getByRole('main'), 'Не удалось загрузить чаты.');
  await expectAccessible(page, 'чаты: список не загрузился');

  // still no network: asked again, failed again, the button back to normal
  const before = asked;
  await page.getByRole('button', { name: RETRY }).click();
  await expect.poll(() => asked).toBe(before + 1);
  await expect(page.getByRole('button', { name: RETRY })).not.toHaveAttribute('aria-busy');
  await expectFailed(page.getByRole('main'), 'Не удалось загрузить чаты.');

  // the server answers again
  await page.unroute('**/api/chat/');
  await page.getByRole('button', { name: RETRY }).click();
  await expect(page.getByRole('heading', { name: 'Мои сообщения' })).toBeVisible();
  await expect(page.getByTestId('load-failed')).toHaveCount(0);
});

test('going offline and back online loads a failed list by itself', async ({
  page,
  request,
  context,
}) => {
  // the courses stay on screen offline (gym mode); other sections give way to the shell's
  // "Нет подключения к интернету" and load afresh when it comes back
  await signIn(page, request, DEMO);
  await page.route('**/api/courses/main', offline);
  await page.goto('/courses/');
  await expect(page.getByRole('heading', { name: 'Курсы', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expectFailed(main, 'Не удалось загрузить курсы.');

  await context.setOffline(true);
  await expect(main.getByTestId('load-failed').getByText(OFFLINE, { exact: true })).toBeVisible();
  await expectAccessible(page, 'курсы: нет сети');
  await page.unroute('**/api/courses/main');
  await context.setOffline(false);
  // nothing clicked: the courses come by themselves
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(main.getByTestId('load-failed')).toHaveCount(0);
  await expect(main.getByText('У тебя пока нет курсов')).toHaveCount(0);
});

test('FAQ: a network that drops is the failed state, not a sign-out; "Повторить" loads it', async ({
  page,
  request,
}) => {
  await signIn(page, request, DEMO);
  await page.route('**/api/faqs/categories', offline);
  await page.goto('/faq/');
  await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expectFailed(main, 'Не удалось загрузить вопросы.');
  await expectAccessible(page, 'FAQ: не загрузилось');
  await page.unroute('**/api/faqs/categories');
  await main.getByRole('button', { name: RETRY }).click();
  await expect(page.getByRole('tab').first()).toBeVisible();
  await expect(page.locator('main [aria-expanded]').first()).toBeVisible();
  // still signed in
  await page.reload();
  await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
});

/** [page, API call, what its failed state says, its empty text, what shows once loaded] */
const LISTS: [
  string,
  string,
  string,
  string | null,
  (page: Page) => ReturnType<Page['getByRole']>,
][] = [
  [
    '/courses/',
    '**/api/courses/main',
    'Не удалось загрузить курсы.',
    'У тебя пока нет курсов',
    (page) => page.getByRole('main').getByRole('article').first(),
  ],
  [
    '/nutrition/',
    '**/api/v2/dieta/info',
    'Не удалось загрузить план питания.',
    'Питание отсутствует',
    (page) => page.getByText('Цель питания'),
  ],
  [
    '/store/',
    '**/api/store/packs',
    'Не удалось загрузить магазин.',
    'В магазине пока нет курсов.',
    (page) => page.getByRole('tab', { name: 'Тренировки' }),
  ],
  [
    '/articles/',
    '**/api/articles/articles?**',
    'Не удалось загрузить статьи.',
    'Статей пока нет',
    (page) => page.getByTestId('article-list'),
  ],
  [
    '/dynamics/',
    '**/api/dynamics/list?**',
    'Не удалось загрузить отчёты.',
    null,
    (page) => page.getByRole('heading', { name: 'Твои отчёты' }),
  ],
  [
    '/competition/',
    '**/api/contest/',
    'Не удалось загрузить конкурс.',
    'Ты не участвуешь в конкурсе',
    (page) => page.getByRole('group', { name: 'Отчёт "До"' }),
  ],
];

test('courses, nutrition, store, articles, dynamics and the contest: failed, not empty; "Повторить" loads', async ({
  page,
  request,
}) => {
  await signIn(page, request, DEMO);
  for (const [path, call, failedText, emptyText, loaded] of LISTS) {
    await test.step(path, async () => {
      await page.route(call, offline);
      await page.goto(path);
      const main = page.getByRole('main');
      await expectFailed(main, failedText);
      if (emptyText) await expect(main.getByText(emptyText)).toHaveCount(0);
      await expectAccessible(page, `${path}: не загрузилось`);
      await page.unroute(call);
      await main.getByRole('button', { name: RETRY }).click();
      await expect(loaded(page)).toBeVisible();
      await expect(main.getByTestId('load-failed')).toHaveCount(0);
    });
  }
});
