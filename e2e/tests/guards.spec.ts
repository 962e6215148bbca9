import { expect, test } from './fixtures';
import { DEMO, DEMO2, isMobile, signIn } from './helpers';
import { expectAccessible } from './a11y';

test('menu items switched off by the server are disabled and their routes are guarded', async ({
  page,
  request,
}, info) => {
  await signIn(page, request, DEMO2);
  await page.goto('/');
  await expect(page.getByText(`Привет, ${DEMO2.firstName}`, { exact: true })).toBeVisible();
  await expectAccessible(page, 'главная (разделы отключены)');
  if (isMobile(info)) await page.getByRole('button', { name: 'Еще' }).click();
  // Chats and Dynamics are off for this member: shown, but not links.
  for (const name of ['Чаты', 'Динамика']) {
    const item = page.getByRole('navigation').getByText(name, { exact: true }).first();
    await expect(item).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  // A direct load of a guarded route goes home.
  await page.goto('/chats/');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dynamics/report/create');
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows the 404 page', async ({ page, request }) => {
  await signIn(page, request, DEMO);
  await page.goto('/there/is/no/such/page');
  await expect(page.getByText('Страница не найдена')).toBeVisible();
  await expectAccessible(page, 'страница не найдена');
  await page.getByRole('link', { name: 'На главную', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});
