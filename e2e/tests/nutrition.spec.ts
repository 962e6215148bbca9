// Nutrition (spec part 2 §2.3): home's summary card, the plan page, the day view, downloads, recipe
// search and the change of the nutrition type. Desktop signs in as Анна, mobile as Иван, so the two
// projects never touch the same plan; the tests of this file run in order (one changes the type).
import { expect, test, type APIRequestContext, type Page, type TestInfo } from './fixtures';
import { ACTIVE_COURSE, acquire } from './exclusive';
import { DEMO, DEMO2, isMobile, signIn } from './helpers';
import { pdfText, pdfTitle } from './nutrition-pdf';
import { expectAccessible } from './a11y';

test.describe.configure({ mode: 'serial' });

// The plan is the member's latest activated course: the activation spec must not switch it while
// these tests read it and act on the page.
let release: () => void = () => undefined;
// eslint-disable-next-line no-empty-pattern -- Playwright hands the test info second
test.beforeAll(async ({}, info) => {
  info.setTimeout(150_000);
  release = await acquire(ACTIVE_COURSE, info);
});
test.afterAll(() => release());

interface Food {
  name: string;
}
interface Week {
  user_week_number: number;
  days: { day_number: number; type_times_food: { title: string; food: Food[] }[] }[];
}
interface Dieta {
  weeks: Week[];
  type_id: number;
  type_editable: boolean;
  info: { type: string };
  today: { week_number: number };
  dieta_types: { id: number; name: string }[];
}

const member = (info: TestInfo) => (isMobile(info) ? DEMO2 : DEMO);

async function plan(request: APIRequestContext, token: string): Promise<Dieta> {
  const res = await request.get('/api/v2/dieta/info', { headers: { 'X-AUTH-TOKEN': token } });
  expect(res.ok()).toBeTruthy();
  const dieta = (await res.json()).result.dieta as Dieta | null;
  expect(dieta, 'the seeded member has an active nutrition plan').not.toBeNull();
  return dieta as Dieta;
}

async function openNutrition(page: Page, request: APIRequestContext, info: TestInfo) {
  const token = await signIn(page, request, member(info));
  await page.goto('/nutrition/');
  await expect(page.getByRole('heading', { name: 'Питание', level: 1 })).toBeVisible();
  await expectAccessible(page, 'питание');
  await expect(page.getByText('Цель питания')).toBeVisible();
  return token;
}

/** The PDF behind a download button: the API's result.url, fetched like the browser does. */
async function downloadPdf(page: Page, request: APIRequestContext, button: () => Promise<void>) {
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/dieta\/download_week_/.test(r.url()),
  );
  const download = page.waitForEvent('download');
  await button();
  const url = (await (await answer).json()).result.url as string;
  expect(url).toMatch(/^\/uploads\/.+\.pdf$/);
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  const file = await request.get(url);
  expect(file.ok()).toBeTruthy();
  const body = await file.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { title: pdfTitle(body), text: pdfText(body) };
}

test('home: the nutrition summary card, without Highcharts', async ({
  page,
  request,
  baseURL,
}, info) => {
  await signIn(page, request, member(info));
  // mf-nutrition is served from its own origin: the shell's port + 2.
  const nutritionOrigin = `:${Number(new URL(baseURL ?? 'http://localhost:3100').port) + 2}/`;
  const scripts: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.url().includes(nutritionOrigin) && r.url().endsWith('.js'))
      scripts.push(r.text().catch(() => ''));
  });
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Питание' });
  await expect(card.getByText('ккал/день')).toBeVisible();
  await expect(card.getByText('Твоя цель')).toBeVisible();
  for (const macro of ['Белки', 'Жиры', 'Углеводы'])
    await expect(card.getByRole('row', { name: new RegExp(macro) })).toContainText(/\d+ г\s*\d+%/);
  // What home loaded from mf-nutrition (its entry and the widget's chunk) holds no Highcharts.
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.some((s) => s.includes('Highcharts'))).toBe(false);

  await card.getByRole('link', { name: 'Подробнее' }).click();
  await expect(page).toHaveURL(/\/nutrition\/$/);
  // The page's diagram is Highcharts, loaded with the page.
  await expect(page.locator('[data-testid="macro-chart"] svg.highcharts-root')).toBeVisible();
  await expect(page.getByTestId('macro-chart')).toContainText('ккал/день');
});

test('a day and a meal; leaving nutrition hides the day view', async ({ page, request }, info) => {
  const mobile = isMobile(info);
  await openNutrition(page, request, info);
  await expect(page.getByRole('tab', { name: 'Неделя 1' })).toBeVisible();
  await expect(page.getByText('Последний день недели')).toBeVisible();

  await page.getByRole('button', { name: 'День 1', exact: true }).click();
  const view = page.getByRole('dialog', { name: 'День 1' });
  await expect(view.getByText(/^Неделя \d+$/)).toBeVisible();
  const lunch = view.getByRole('button', { name: /^Обед/ });
  await lunch.click();
  await expect(lunch).toHaveAttribute('aria-current', 'true');
  const details = view.getByTestId('meal-details');
  await expect(details.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(details.getByText('Время приготовления:').first()).toBeVisible();
  await expect(details.getByRole('heading', { name: 'КБЖУ' }).first()).toBeVisible();
  await expect(details.getByText(/\d+ ккал/).first()).toBeVisible();
  await view.getByRole('button', { name: mobile ? 'Назад' : 'Закрыть' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Open again, leave with the browser's back button, come back: the view is gone.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Питание' })
    .getByRole('link', { name: 'Подробнее' })
    .click();
  await page.getByRole('button', { name: 'День 2', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'День 2' })).toBeVisible();
  await expectAccessible(page, 'питание: день 2');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Главная' })).toBeVisible();
  await page.goForward();
  await expect(page.getByText('Цель питания')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('downloads: the week menu and the basket are PDFs of that week', async ({
  page,
  request,
}, info) => {
  const token = await openNutrition(page, request, info);
  const dieta = await plan(request, token);
  const week = dieta.weeks.find((w) => w.user_week_number === dieta.today.week_number)!;
  const dish = week.days[0].type_times_food[0].food[0].name;

  const menu = await downloadPdf(page, request, () =>
    page.getByRole('button', { name: 'Скачать меню на неделю' }).click(),
  );
  expect(menu.title).toBe(`Меню на неделю ${week.user_week_number}`);
  expect(menu.text).toContain(dish);
  expect(menu.text).toContain('День 1');

  await page.getByRole('button', { name: 'Корзина продуктов' }).click();
  const basket = page.getByRole('dialog', { name: 'Корзина продуктов' });
  await expect(
    basket.getByRole('tab', { name: `Неделя ${week.user_week_number}` }),
  ).toHaveAttribute('aria-selected', 'true');
  const product = (await basket.getByRole('listitem').first().textContent())!.trim();
  const category = (await basket.getByRole('heading', { level: 3 }).first().textContent())!.trim();
  const products = await downloadPdf(page, request, () =>
    basket.getByRole('button', { name: 'Скачать' }).click(),
  );
  expect(products.title).toBe(`Список продуктов на неделю ${week.user_week_number}`);
  expect(products.text).toContain(category);
  expect(products.text).toContain(product);
});

test('recipe search: from 3 characters, one request, a result opens its day and meal', async ({
  page,
  request,
}, info) => {
  await openNutrition(page, request, info);
  const queries: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/dieta/search'))
      queries.push(new URL(r.url()).searchParams.get('q')!);
  });
  const box = page.getByRole('searchbox', { name: 'Поиск рецептов' });
  await box.pressSequentially('ку', { delay: 80 });
  await expect(page.getByText('Введи не менее 3 символов')).toBeVisible();
  await page.waitForTimeout(600);
  expect(queries).toEqual([]);

  await box.pressSequentially('рин', { delay: 80 });
  const results = page.getByRole('list', { name: 'Найденные рецепты' });
  await expect(results.getByRole('button').first()).toBeVisible();
  // Debounced while typing: fewer requests than keystrokes, the last one for the whole word.
  expect(queries.length).toBeLessThan(3);
  expect(queries.at(-1)).toBe('курин');

  const first = results.getByRole('button').first();
  const name = (await first.locator('span span').first().textContent())!.trim();
  const where = (await first.locator('span span').nth(1).textContent())!;
  const [, week, day, meal] = /Неделя (\d+), день (\d+) · ([^·]+?)(?: ·|$)/.exec(where)!;
  await first.click();
  const view = page.getByRole('dialog', { name: `День ${day}` });
  await expect(view.getByText(`Неделя ${week}`)).toBeVisible();
  await expect(view.getByRole('button', { name: new RegExp(`^${meal}`) })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(view.getByRole('heading', { name, level: 3 })).toBeVisible();
});

test('change the nutrition type once; then the screen says why instead of a form', async ({
  page,
  request,
}, info) => {
  const mobile = isMobile(info);
  const token = await openNutrition(page, request, info);
  const before = await plan(request, token);
  expect(before.type_editable, 'the seeded plan starts with an editable type').toBe(true);
  const other = before.dieta_types.find((t) => t.id !== before.type_id)!;

  await page.getByRole('button', { name: 'Изменить тип питания' }).click();
  if (mobile) {
    await expect(page).toHaveURL(new RegExp(`/change_nutrition_type/${before.type_id}$`));
    await expect(page.getByRole('heading', { name: 'Тип питания', level: 1 })).toBeVisible();
  }
  const form = mobile ? page.locator('main') : page.getByRole('dialog');
  await expect(form.getByRole('heading', { name: 'Изменить твой тип питания' })).toBeVisible();
  await expect(form.getByText('Тип питания можно изменить только один раз за курс.')).toBeVisible();
  await form.getByRole('radio', { name: new RegExp(other.name) }).check();
  await form.getByRole('button', { name: 'Сохранить' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Тип питания успешно изменен.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/nutrition\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Тип питания', { exact: true }).locator('..')).toContainText(
    other.name,
  );
  await expect(page.getByRole('button', { name: 'Изменить тип питания' })).toHaveCount(0);

  // The screen is still reachable by its path: no form any more, it says why and leads back.
  await page.goto(`/change_nutrition_type/${before.type_id}`);
  const again = page.locator('main');
  await expect(again.getByText('Изменить тип питания нельзя')).toBeVisible();
  await expect(again.getByRole('note')).toContainText(
    'Тип питания можно изменить только один раз за курс',
  );
  await expect(again.getByRole('note')).toContainText(other.name);
  await expect(again.getByRole('radio')).toHaveCount(0);
  await expect(again.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
  await again.getByRole('button', { name: 'Вернуться к питанию' }).click();
  await expect(page).toHaveURL(/\/nutrition\/$/);
});
