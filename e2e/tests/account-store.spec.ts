// The store (read only, as Анна): menu entry, tabs, purchase links, details modal or page.
import { expect, test } from './fixtures';
import { DEMO, isMobile, signIn } from './helpers';
import { expectAccessible } from './a11y';

test('store: reachable from the menu, categories, prices and purchase links', async ({
  page,
  request,
}, info) => {
  await signIn(page, request, DEMO);
  await page.goto('/');
  await expect(page.getByText(`Привет, ${DEMO.firstName}`, { exact: true })).toBeVisible();
  // mobile: an item of the "Еще" menu (a menu item for assistive technology, not a plain link)
  if (isMobile(info)) {
    await page.getByRole('button', { name: 'Еще' }).click();
    await page
      .getByRole('menu', { name: 'Еще' })
      .getByRole('menuitem', { name: 'Магазин', exact: true })
      .click();
  } else {
    await page.getByRole('link', { name: 'Магазин', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/store\/$/);
  await expect(page.getByRole('heading', { name: 'Магазин', level: 1 })).toBeVisible();
  await expectAccessible(page, 'магазин');

  for (const tab of ['Тренировки', 'Питание', 'Комплексные программы']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  const slim = page.getByRole('article', { name: 'Стройность за 8 недель' });
  await expect(slim.getByText('2990 руб')).toBeVisible();
  const buy = slim.getByRole('link', { name: 'Купить курс' });
  await expect(buy).toHaveAttribute('href', 'https://shop.club-fitness.ru/packs/slim-8');
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(buy).toHaveAttribute('rel', /noopener/);
  // no description, no details
  await expect(
    page.getByRole('article', { name: 'Домашний фитнес' }).getByRole('button'),
  ).toHaveCount(0);

  await page.getByRole('tab', { name: 'Питание' }).click();
  await expect(
    page.getByRole('article', { name: 'Вегетарианское меню' }).getByText('990 руб'),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'Стройность за 8 недель' })).toHaveCount(0);
});

test('store: the details of a pack (modal on desktop, page on mobile)', async ({
  page,
  request,
}, info) => {
  await signIn(page, request, DEMO);
  await page.goto('/store/');
  await page
    .getByRole('article', { name: 'Стройность за 8 недель' })
    .getByRole('button', { name: /Подробнее о курсе/ })
    .click();

  const title = 'Курс "Стройность за 8 недель"';
  const details = isMobile(info) ? page.locator('main') : page.getByRole('dialog', { name: title });
  if (isMobile(info)) {
    await expect(page).toHaveURL(/\/store\/course\/\d+\/\d+$/);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expectAccessible(page, 'магазин: страница курса');
  } else {
    await expect(details).toBeVisible();
  }
  await expect(details.getByText('2990 ₽')).toBeVisible();
  await expect(details.getByText('на 1 месяц')).toBeVisible();
  await expect(details.getByText('Старт каждый понедельник!')).toBeVisible();
  // the shop's leading style block is gone (it would paint this text red)
  await expect(details.getByText('Старт каждый понедельник!')).not.toHaveCSS(
    'color',
    'rgb(229, 72, 77)',
  );
  const pay = details.getByRole('link', { name: 'Оплатить' });
  await expect(pay).toHaveAttribute('href', 'https://shop.club-fitness.ru/packs/slim-8');
  await expect(pay).toHaveAttribute('target', '_blank');

  if (isMobile(info)) {
    await page.getByRole('button', { name: /Назад/ }).click();
    await expect(page).toHaveURL(/\/store\/$/);
  } else {
    await details.getByRole('button', { name: 'Закрыть' }).click();
    await expect(details).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: 'Магазин', level: 1 })).toBeVisible();
});

test('payment: the placeholder', async ({ page, request }) => {
  await signIn(page, request, DEMO);
  await page.goto('/payment/');
  await expect(page.getByRole('heading', { name: 'Оплата', level: 1 })).toBeVisible();
  await expectAccessible(page, 'оплата');
  await expect(page.getByText('...', { exact: true })).toBeVisible();
});
