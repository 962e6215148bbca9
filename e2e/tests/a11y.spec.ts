// Issue 14: every route of every remote, and its modals, menus, pickers and banners, has no serious
// or critical WCAG 2.1 A/AA violation (axe-core), in both layouts. Read-only: it opens and closes,
// never saves, so it runs beside every other spec. The counts per page go to the a11y reporter.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectAccessible } from './a11y';
import { DEMO, DEMO2, isMobile, signIn } from './helpers';

// many pages per test, each checked by axe, on a machine that also serves every app
test.describe.configure({ timeout: 180_000 });

/** The members of the keyboard-only tests (seeds/a11y-members.ts). */
const KEYBOARD_DESKTOP = { email: 'demo9@club.local', password: 'demo12345', firstName: 'Ксения' };
const KEYBOARD_MOBILE = { email: 'demo10@club.local', password: 'demo12345', firstName: 'Павел' };

interface Card {
  user_pack_id: number;
  status: string;
  course: { course_name: string };
}

async function cards(request: APIRequestContext, token: string): Promise<Card[]> {
  const res = await request.get('/api/courses/main', { headers: { 'X-AUTH-TOKEN': token } });
  expect(res.ok()).toBeTruthy();
  const { result } = (await res.json()) as {
    result: { categories: { blocks: { courses: Card[] }[] }[] };
  };
  return result.categories.flatMap((c) => c.blocks.flatMap((b) => b.courses));
}

/** Waits (up to 10 s) until no loader is left, so the page is checked with its data in; a page
 * that keeps one (a lazy chart still loading on a busy machine) is checked as it is. The realtime
 * stream keeps the network busy for ever, so "networkidle" never comes. */
const loaded = (page: Page) =>
  expect(page.getByRole('status', { name: 'Загрузка' }))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { name, level: 1 }).first()).toBeVisible();

test('signed out: sign-in, recovery, reset, a stale e-mail link, the unknown page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'вход');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Не заполнено поле email')).toBeVisible();
  await expectAccessible(page, 'вход: ошибки формы');
  await page.getByText('Забыли пароль?').click();
  await expect(page.getByRole('button', { name: 'Восстановить' })).toBeVisible();
  await expectAccessible(page, 'восстановление пароля');
  await page.goto('/reset-pass/');
  await expect(page.locator('main, form').first()).toBeVisible();
  await expectAccessible(page, '/reset-pass/');
  await page.goto('/email_verification/this-link-is-stale');
  await expect(page.locator('body')).not.toBeEmpty();
  await loaded(page);
  await expectAccessible(page, '/email_verification/ (устаревшая ссылка)');
});

test('home, its menus, the profile menu, the logout question, the unknown page', async ({
  page,
  request,
}, info) => {
  await signIn(page, request, DEMO);
  await page.goto('/');
  await heading(page, 'Главная');
  await loaded(page);
  await expectAccessible(page, 'главная');
  if (isMobile(info)) {
    await page.getByRole('button', { name: 'Еще' }).click();
    await expect(page.getByRole('menu', { name: 'Еще' })).toBeVisible();
    await expectAccessible(page, 'главная: меню «Еще»');
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  const menu = page.getByRole('menu', { name: 'Меню профиля' });
  await expect(menu).toBeVisible();
  await expectAccessible(page, 'главная: меню профиля');
  await menu.getByRole('menuitem', { name: 'Выход' }).click();
  const logout = page.getByRole('dialog', { name: 'Выход' });
  await expect(logout).toBeVisible();
  await expectAccessible(page, 'вопрос «Выход»');
  await logout.getByRole('button', { name: 'Отмена' }).click();
  await page.goto('/there/is/no/such/page');
  await loaded(page);
  await expectAccessible(page, 'нет такой страницы');
});

test('a member with sections switched off and an unconfirmed e-mail (banners, greyed items)', async ({
  page,
  request,
}, info) => {
  await signIn(page, request, DEMO2);
  await page.goto('/');
  await heading(page, 'Главная');
  await loaded(page);
  await expectAccessible(page, 'главная (Иван)');
  if (isMobile(info)) {
    await page.getByRole('button', { name: 'Еще' }).click();
    await expect(page.getByRole('menu', { name: 'Еще' })).toBeVisible();
    await expectAccessible(page, 'меню «Еще» (Иван, пункты отключены)');
    await page.keyboard.press('Escape');
  }
  await page.goto('/dynamics/');
  await loaded(page);
  await expectAccessible(page, 'раздел отключен (Иван)');
});

test('training: courses, freeze, picker, course, activation, place, contest info, workout, report', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const token = await signIn(page, request, DEMO);
  const all = await cards(request, token);
  const byStatus = (s: string) => all.find((c) => c.status === s);
  const active = all.find((c) => c.course.course_name === 'Стройность за 30 дней')!;

  await page.goto('/courses/');
  await heading(page, /Мои курсы|Курсы/);
  await loaded(page);
  await expectAccessible(page, '/courses/');
  // The freeze window of a course that may be frozen now. training-freeze.spec freezes Анна's
  // course in parallel (a course is frozen at most once a day), so any card whose button is
  // enabled will do; the window is axe-checked by that spec and the keyboard spec as well.
  const freeze = page.getByRole('button', { name: 'Заморозить' }).and(page.locator(':enabled'));
  if ((await freeze.count()) === 0) {
    test.info().annotations.push({
      type: 'skipped part',
      description: 'no course may be frozen now (frozen today by a parallel spec)',
    });
  } else {
    await freeze.first().click();
    if (!isMobile(info)) {
      await expect(page.getByRole('dialog', { name: 'Заморозить' })).toBeVisible();
      await expectAccessible(page, '/courses/: окно «Заморозить»');
    } else {
      await expect(page).toHaveURL(/\/course\/froze\/\d+$/);
      await expectAccessible(page, '/course/froze/');
    }
    await page.getByRole('button', { name: 'Выбери кол-во дней' }).click();
    await expect(page.getByRole('dialog', { name: 'Выбери кол-во дней' })).toBeVisible();
    await expectAccessible(page, 'выбор дней заморозки (колесо)');
    await page.keyboard.press('Escape');
  }

  // every category tab; the frozen course's unfreeze question on the way
  await page.goto('/courses/');
  const tabs = page.getByRole('tablist', { name: 'Категории курсов' }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (let i = 1; i < (await tabs.count()); i += 1) {
    const name = (await tabs.nth(i).textContent()) ?? '';
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, `/courses/: ${name}`);
    const unfreeze = page.getByRole('button', { name: 'Разморозить' });
    if (byStatus('FROSTED') && (await unfreeze.count()) > 0) {
      await unfreeze.first().click();
      await expect(page.getByRole('dialog', { name: 'Разморозить курс?' })).toBeVisible();
      await expectAccessible(page, 'вопрос «Разморозить курс?»');
      await page.keyboard.press('Escape');
    }
  }

  await page.goto(`/course/${active.user_pack_id}`);
  await loaded(page);
  await expectAccessible(page, '/course/:id');
  await page.getByRole('link', { name: 'Отчет' }).first().click();
  await expect(page).toHaveURL(/\/workout\/report\/\d+\/\d+$/);
  await heading(page, 'Отчет по тренировке');
  await expectAccessible(page, '/workout/report/');

  await page.goto(`/course/${active.user_pack_id}`);
  await page.getByRole('link', { name: 'Пройти' }).first().click();
  await expect(page).toHaveURL(/\/workout\/\d+\/\d+$/);
  await expect(page.getByRole('button', { name: 'Начать тренировку' })).toBeVisible();
  await loaded(page);
  await expectAccessible(page, '/workout/: начало');

  await page.goto(`/change_place/${active.user_pack_id}`);
  await loaded(page);
  await expectAccessible(page, '/change_place/');

  const purchased = all.find(
    (c) => c.status !== 'ACTIVATED' && c.status !== 'FROSTED' && c.status !== 'EXPIRED',
  );
  if (purchased) {
    await page.goto(`/course/activate/${purchased.user_pack_id}`);
    await loaded(page);
    await expectAccessible(page, '/course/activate/');
  }
  await page.goto('/contest_info');
  await loaded(page);
  await expectAccessible(page, '/contest_info');
});

test('nutrition: the plan, the day, the type change', async ({ page, request }) => {
  const token = await signIn(page, request, DEMO);
  await page.goto('/nutrition/');
  await loaded(page);
  await expect(page.locator('main')).toBeVisible();
  await expectAccessible(page, '/nutrition/');
  const res = await request.get('/api/v2/dieta/info', { headers: { 'X-AUTH-TOKEN': token } });
  const typeId = ((await res.json()) as { result?: { type_id?: number } }).result?.type_id;
  await page.goto(`/change_nutrition_type/${typeId ?? ''}`);
  await loaded(page);
  await expectAccessible(page, '/change_nutrition_type/');
});

test('community: dynamics, a report, its photo, the contest, chats, notifications, articles', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  await signIn(page, request, DEMO);
  await page.goto('/dynamics/');
  await loaded(page);
  await expectAccessible(page, '/dynamics/');
  await page.goto('/dynamics/report/create');
  await loaded(page);
  await expectAccessible(page, '/dynamics/report/create');

  await page.goto('/competition/');
  await loaded(page);
  await expectAccessible(page, '/competition/');
  await page.goto('/competition/rules');
  await loaded(page);
  await expectAccessible(page, '/competition/rules');
  await page.goto('/competition/prize');
  await loaded(page);
  await expectAccessible(page, '/competition/prize');
  await page.goto('/competition/report/show_before');
  await loaded(page);
  await expectAccessible(page, '/competition/report/show_before');

  // Opening a chat or the notifications reads them: walked as the keyboard tests' member, whose
  // unread counts no other suite checks (Анна's are counted live by chats and notifications specs).
  await signIn(page, request, isMobile(info) ? KEYBOARD_MOBILE : KEYBOARD_DESKTOP);
  await page.goto('/chats/');
  await expect(page.getByRole('heading', { name: 'Мои сообщения' })).toBeVisible();
  await loaded(page);
  await expectAccessible(page, '/chats/');
  if (isMobile(info)) {
    await page
      .getByRole('link', { name: /Тренер/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/chat\/\w+$/);
  } else {
    await page
      .getByRole('button', { name: /Тренер/ })
      .first()
      .click();
  }
  await expect(page.getByTestId('message-list')).toBeVisible();
  await loaded(page);
  await expectAccessible(page, 'чат с тренером');

  await page.goto('/notifications/');
  await loaded(page);
  await expectAccessible(page, '/notifications/');
  await signIn(page, request, DEMO);

  await page.goto('/articles/');
  await loaded(page);
  await expect(page.getByRole('article').first()).toBeVisible();
  // the special article opens by itself until the member has read it: checked, then left unread
  const special = page.getByRole('dialog', { name: 'Важно: правила безопасности на тренировках' });
  await special.waitFor({ timeout: 5_000 }).catch(() => undefined);
  if (await special.isVisible()) {
    await expectAccessible(page, '/articles/: важная статья');
    await page.keyboard.press('Escape');
    await expect(special).toBeHidden();
  }
  await expectAccessible(page, '/articles/');
  const first = page.getByRole('article').nth(1);
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/article\/\d+$/);
  await loaded(page);
  await expectAccessible(page, '/article/:id');
});

test('dynamics: a report shown, its photo full size', async ({ page, request }, info) => {
  await signIn(page, request, DEMO);
  await page.goto('/dynamics/');
  await loaded(page);
  // a report's date in the list opens it (a modal on desktop, a page on mobile)
  const dated = page.getByRole('row').getByRole('button', { name: /^\d{2}\.\d{2}\.\d{4}$/ });
  await dated.first().click();
  if (isMobile(info)) await expect(page).toHaveURL(/\/dynamics\/report\/show\/\d+$/);
  else await expect(page.getByRole('dialog', { name: 'Отчёты' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'фото отчета' }).first()).toBeVisible();
  await expectAccessible(page, 'отчет динамики');
  await page.getByRole('button', { name: 'Вид спереди: открыть фото' }).click();
  const full = page.getByRole('dialog', { name: 'Вид спереди' });
  await expect(full.getByRole('img', { name: 'фото отчета' })).toBeVisible();
  await expectAccessible(page, 'фото отчета');
});

test('account: profile, password, FAQ, feedback, store, a pack, payment', async ({
  page,
  request,
}, info) => {
  await signIn(page, request, DEMO);
  for (const path of ['/profile/', '/change-pass/', '/faq/', '/store/', '/payment/']) {
    await page.goto(path);
    await loaded(page);
    await expect(page.locator('main')).toBeVisible();
    await expectAccessible(page, path);
  }
  await page.goto('/store/');
  await page
    .getByRole('article', { name: 'Стройность за 8 недель' })
    .getByRole('button', { name: /Подробнее о курсе/ })
    .click();
  if (isMobile(info)) await expect(page).toHaveURL(/\/store\/course\/\d+\/\d+$/);
  else await expect(page.getByRole('dialog')).toBeVisible();
  await loaded(page);
  await expectAccessible(page, 'магазин: о курсе');
  if (isMobile(info)) {
    await page.goto('/feedback/');
  } else {
    await page.goto('/faq/');
    await page.getByRole('button', { name: 'Меню профиля' }).click();
    await page.getByRole('menu').getByText('Обратная связь', { exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }
  await expect(page.getByText('НАПИШИ НАМ')).toBeVisible();
  await expectAccessible(page, 'обратная связь');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Необходимо выбрать тему обращения')).toBeVisible();
  await expectAccessible(page, 'обратная связь: ошибки формы');
});

test('320 px wide and 200 % zoom: no page scrolls sideways; reduced motion stops animations', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  // 200 % zoom of the 1280x800 desktop is 640x400 CSS pixels; the narrowest phone is 320 wide
  await page.setViewportSize(
    isMobile(info) ? { width: 320, height: 640 } : { width: 640, height: 400 },
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, request, DEMO);
  for (const path of [
    '/',
    '/courses/',
    '/nutrition/',
    '/dynamics/',
    '/articles/',
    '/competition/',
    '/profile/',
    '/store/',
    '/faq/',
    // chats and notifications are read when opened: the keyboard tests' member's, not Анна's,
    // whose unread counts other specs check live
    'member:/chats/',
    'member:/notifications/',
  ]) {
    if (path.startsWith('member:'))
      await signIn(page, request, isMobile(info) ? KEYBOARD_MOBILE : KEYBOARD_DESKTOP);
    await page.goto(path.replace('member:', ''));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    await loaded(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  }
  await expectAccessible(page, `уведомления (${isMobile(info) ? '320 px' : '200 %'})`);

  // with reduced motion a dialog appears at once: no slide, no fade
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page
    .getByRole('menu', { name: 'Меню профиля' })
    .getByRole('menuitem', { name: 'Выход' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Выход' });
  await expect(dialog).toBeVisible();
  const running = await page.evaluate(() =>
    document
      .getAnimations()
      .map((a) => a.effect?.getComputedTiming().duration)
      .filter((d) => typeof d === 'number' && d > 1),
  );
  expect(running).toEqual([]);
});
