// Scroll on navigation (spec part 2 §2.1; issue 10, point 4): a new page starts at the top, Back
// returns to where the page was scrolled, also when its data arrives after the navigation.
// Read-only: desktop as Анна, mobile as Иван.
import { expect, test, type Page } from './fixtures';
import { isMobile } from './helpers';
import { packOf, signInMember } from './training-helpers';
import { expectAccessible } from './a11y';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls to 800 px (or as far as the page goes) and waits for it to settle. */
async function scrollDown(page: Page, atLeast: number): Promise<number> {
  const room = () =>
    page.evaluate(() => Math.min(800, document.documentElement.scrollHeight - window.innerHeight));
  // the rest of the page (e.g. home's course cards from mf-training) may still be arriving
  await expect
    .poll(room, { message: 'the page is long enough to scroll', timeout: 15_000 })
    .toBeGreaterThanOrEqual(atLeast);
  const target = await room();
  await page.evaluate((y) => window.scrollTo(0, y), target);
  await expect.poll(() => scrollY(page)).toBe(target);
  // the position is taken from the scroll events
  await page.waitForTimeout(200);
  return target;
}

const menuLink = (page: Page, name: string) =>
  page.getByLabel('Главное меню').getByRole('link', { name, exact: true });

test('Back restores the scroll position once the page has its data again', async ({
  page,
  request,
}, info) => {
  test.setTimeout(60_000);
  const token = await signInMember(page, request, info);
  const course = await packOf(request, token, 'Стройность за 30 дней');

  const pages = [
    {
      path: `/course/${course.user_pack_id}`,
      ready: () => page.getByRole('heading', { name: 'Неделя 4' }),
      api: '**/api/courses/weeks/**',
      away: 'Главная',
      atLeast: 300,
    },
    {
      path: '/',
      ready: () => page.getByRole('region', { name: 'Питание' }),
      api: '**/api/v2/main/index',
      away: 'Курсы',
      // the mobile home swipes its course cards sideways: a short page there
      atLeast: isMobile(info) ? 40 : 300,
    },
    {
      path: '/nutrition/',
      ready: () => page.getByText('Цель питания'),
      api: '**/api/v2/dieta/info',
      away: 'Главная',
      atLeast: 300,
    },
  ];

  for (const p of pages) {
    await page.goto(p.path);
    await expect(p.ready()).toBeVisible();
    const target = await scrollDown(page, p.atLeast);

    // in-app navigation: the next page starts at the top
    await menuLink(page, p.away).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(p.path);
    await expect.poll(() => scrollY(page)).toBe(0);

    // Back, with the page's data arriving late: the position comes back once it is there
    await page.route(p.api, async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await page.goBack();
    await expect(p.ready()).toBeVisible();
    await expectAccessible(page, 'после «Назад»');
    await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(target);
    await page.unroute(p.api);
  }
});
