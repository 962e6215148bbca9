// Articles (spec part 2 §2.7): the special article's "Ознакомлен" remembered, Russian search
// ("тренировки" finds "тренировка"), like and the favourites tab, the next page on scroll, the detail
// with sanitised HTML. Desktop acts as Анна, mobile as Дмитрий (demo6): favourites are each member's
// own; the tests of this file run in order.
import { expect, test, type Page } from './fixtures';
import { signInMessaging } from './messaging-helpers';
import { expectAccessible } from './a11y';

test.describe.configure({ mode: 'serial' });

const articles = (page: Page) => page.getByTestId('article-list').getByRole('article');

/** The list, with the special article's dialog acknowledged when it shows (a new browser context). */
async function openArticles(page: Page) {
  await page.goto('/articles/');
  await expect(page.getByRole('heading', { name: 'Статьи', level: 1 })).toBeVisible();
  await expectAccessible(page, 'статьи');
  await expect(articles(page).first()).toBeVisible();
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Ознакомлен' }).click();
  await expect(dialog).toBeHidden();
}

test('the special article is shown apart; "Ознакомлен" is remembered', async ({
  page,
  request,
}, info) => {
  await signInMessaging(page, request, info);
  await page.goto('/articles/');
  const dialog = page.getByRole('dialog', { name: 'Важно: правила безопасности на тренировках' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ознакомлен' }).click();
  await expect(dialog).toBeHidden();
  const cookies = await page.context().cookies();
  const seen = cookies.find((c) => c.name === 'club_special_article');
  expect(seen?.value).toMatch(/^\d+$/);
  // about 14515200 s (168 days)
  expect((seen?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(14515200 - 60);
  await expect(
    page.getByRole('article', { name: 'Важно: правила безопасности на тренировках' }),
  ).toBeVisible();
  await page.reload();
  await expect(articles(page).first()).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the next page loads on scroll', async ({ page, request }, info) => {
  await signInMessaging(page, request, info);
  await openArticles(page);
  await expect(articles(page)).toHaveCount(10);
  const next = page.waitForResponse((r) => /\/api\/articles\/articles\?.*page=2/.test(r.url()));
  await page.mouse.wheel(0, 20000);
  await next;
  await expect(articles(page)).toHaveCount(20);
});

test('Russian search: trimmed, stemmed; nothing found says so', async ({ page, request }, info) => {
  await signInMessaging(page, request, info);
  await openArticles(page);
  const search = page.getByRole('searchbox', { name: 'Поиск по статьям' });
  await search.fill('  тренировки  ');
  await search.press('Enter');
  await expect(
    page.getByRole('article', { name: 'Первая тренировка в зале: что взять с собой' }),
  ).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Как не сорваться с питания в выходные' }),
  ).toHaveCount(0);
  await search.fill('квантовая хромодинамика');
  await search.press('Enter');
  await expect(page.getByText('Ничего не найдено. Введи другие ключевые слова.')).toBeVisible();
});

test('like an article: it shows in "Избранное"; unlike takes it out', async ({
  page,
  request,
}, info) => {
  await signInMessaging(page, request, info);
  await openArticles(page);
  const search = page.getByRole('searchbox', { name: 'Поиск по статьям' });
  await search.fill('планка');
  await search.press('Enter');
  const card = page.getByRole('article', { name: 'Планка: сколько стоять и зачем' });
  await expect(card).toBeVisible();
  await card
    .getByRole('button', { name: 'Добавить в избранное: Планка: сколько стоять и зачем' })
    .click();
  const unlike = card.getByRole('button', {
    name: 'Убрать из избранного: Планка: сколько стоять и зачем',
  });
  await expect(unlike).toHaveAttribute('aria-pressed', 'true');

  await search.fill('');
  await page.getByRole('tab', { name: 'Избранное' }).click();
  const favorite = page.getByRole('article', { name: 'Планка: сколько стоять и зачем' });
  await expect(favorite).toBeVisible();
  await favorite.getByRole('button', { name: /Убрать из избранного/ }).click();
  // gone from the favourites (with the last favourite the tab goes too, back to "Все")
  await expect(
    page.getByRole('button', { name: 'Убрать из избранного: Планка: сколько стоять и зачем' }),
  ).toHaveCount(0);
});

test('the detail: views, category, date, HTML, recommended; sanitised', async ({
  page,
  request,
  cspViolations,
}, info) => {
  await signInMessaging(page, request, info);
  await openArticles(page);
  const first = articles(page).first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/article\/\d+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByLabel(/^Просмотры: \d+$/).first()).toBeVisible();
  await expect(page.getByText('Коротко о главном')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Рекомендуем прочитать' })).toBeVisible();

  // a stored <img onerror> in an article never runs
  await page.route('**/api/articles/detail/*', async (route) => {
    const res = await route.fetch();
    const body = await res.json();
    body.result.article.content +=
      '<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>';
    await route.fulfill({ response: res, json: body });
  });
  await page.reload();
  await expect(page.getByText('Коротко о главном')).toBeVisible();
  await page.waitForTimeout(300);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  // The planted handler may also be reported by the page's policy while the HTML is parsed for
  // sanitising: that is the policy refusing it (a second wall), not the page breaking it.
  const planted = (v: { directive: string; page: string }) =>
    v.directive === 'script-src-attr' && v.page.startsWith('/article/');
  const others = cspViolations.filter((v) => !planted(v));
  cspViolations.splice(0, cspViolations.length, ...others);

  // an article that cannot be loaded: the message, back to the list
  await page.unroute('**/api/articles/detail/*');
  await page.goto('/article/999999');
  await expect(page.getByText('Не удалось загрузить статью')).toBeVisible();
  await expect(page).toHaveURL(/\/articles\/$/);
});
