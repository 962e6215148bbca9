import { expect, test } from '@playwright/test';
import { HARNESS_REMOTES } from '../playwright.harness.config';
import { DEMO } from '../tests/helpers';

for (const remote of HARNESS_REMOTES) {
  test(`${remote.dir} alone: sign in through the harness, its page, the phone width`, async ({
    page,
  }) => {
    const origin = `http://localhost:${remote.port}`;
    await page.goto(`${origin}/`);
    await expect(page.getByRole('heading', { name: 'Вход (стенд ремоута)' })).toBeVisible({
      timeout: 60_000,
    });

    // a wrong password: the API's own Russian answer, no token
    await page.getByLabel('Пароль').fill('не тот пароль');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('club.token'))).toBeNull();

    const account =
      'account' in remote && remote.account ? remote.account : { ...DEMO, name: 'Анна Смирнова' };
    await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
    await page.getByLabel('Пароль').fill(account.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    const bar = page.getByRole('banner').first();
    await expect(bar.getByText(`${remote.name} · стенд`)).toBeVisible();
    await expect(bar.getByText(account.name)).toBeVisible();
    // the token is kept for this origin: a reload stays signed in
    expect(await page.evaluate(() => localStorage.getItem('club.token'))).toBeTruthy();
    if (remote.page) {
      await expect(page.getByRole('heading', { name: remote.page, level: 1 })).toBeVisible({
        timeout: 60_000,
      });
      await page.reload();
      await expect(page.getByRole('heading', { name: remote.page, level: 1 })).toBeVisible({
        timeout: 60_000,
      });
      await expect(page.getByText('Не удалось загрузить')).toHaveCount(0);
    } else {
      await expect(page.getByText('У ремоута пока нет страниц')).toBeVisible();
    }

    // the phone width: the same page in a 390 px frame, where the remote's own mobile layout shows
    await page.getByRole('button', { name: 'Телефон' }).click();
    await expect(page.getByRole('button', { name: 'Телефон' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const frame = page.frameLocator('iframe[title="Телефон, 390 × 844"]');
    if (remote.page)
      await expect(frame.getByRole('heading', { name: remote.page, level: 1 })).toBeVisible({
        timeout: 60_000,
      });
    // inside the frame the remote really runs at a phone's width (its useIsMobile, media queries)
    expect(await frame.locator('body').evaluate(() => window.innerWidth)).toBe(390);
    await page.getByRole('button', { name: 'Компьютер' }).click();
    await expect(page.locator('iframe')).toHaveCount(0);

    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page.getByRole('heading', { name: 'Вход (стенд ремоута)' })).toBeVisible();
  });
}

test('the shell overlays in their real form: a banner, the feedback modal widget', async ({
  page,
}) => {
  const account = HARNESS_REMOTES.find((r) => r.dir === 'mf-account')!;
  // an API refusal: the remote's call shows the shell's banner, as inside the shell
  await page.route('**/api/faqs/faqs', (route) =>
    route.fulfill({ json: { result: null, error: { message: 'Справка сейчас недоступна' } } }),
  );
  await page.goto(`http://localhost:${account.port}/`);
  await page.getByLabel('Пароль').fill(DEMO.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  // banners are read out through the shell's one polite live region (issue 14)
  await expect(
    page.getByRole('status').filter({ hasText: 'Справка сейчас недоступна' }),
  ).toBeVisible();
  // the widget link renders the remote's FeedbackModal widget with the props the shell passes
  await page.getByRole('link', { name: 'виджет FeedbackModal' }).click();
  await expect(page).toHaveURL(/__harness\/widget\/FeedbackModal/);
  await expect(page.getByRole('button', { name: /Отправить/ })).toBeVisible({ timeout: 60_000 });
});
