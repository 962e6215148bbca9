import { expect, test } from './fixtures';
import { DEMO, isMobile, MEMBER_COOKIE, signIn, TOKEN_KEY } from './helpers';
import { expectAccessible } from './a11y';

test.describe('sign-in', () => {
  test('every path shows the auth screen while signed out', async ({ page }) => {
    for (const path of ['/', '/faq/', '/courses/', '/no/such/page']) {
      await page.goto(path);
      await expect(
        page.getByText('Введи данные, которые пришли тебе в письме на почту'),
      ).toBeVisible();
    }
  });

  test('validation messages, server error, then success', async ({ page }) => {
    await page.goto('/');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Пароль');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText('Не заполнено поле email')).toBeVisible();
    await expect(page.getByText('Не заполнено поле пароль')).toBeVisible();
    await expectAccessible(page, 'вход: пустые поля');

    await email.fill('anna@club');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText('Некорректный email')).toBeVisible();

    await email.fill(DEMO.email);
    await password.fill('wrong-password');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText('Неверный email или пароль')).toBeVisible();

    await password.fill(DEMO.password);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText(`Привет, ${DEMO.firstName}`, { exact: true })).toBeVisible();
    await expectAccessible(page, 'главная после входа');
    // "Remember me" is on by default: the session survives the browser closing.
    expect(await page.evaluate((k) => window.localStorage.getItem(k), TOKEN_KEY)).toBeTruthy();
  });

  test('without remember me the session lives only in this tab', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Пароль').fill(DEMO.password);
    await page.getByText('Запомнить меня').click();
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText(`Привет, ${DEMO.firstName}`, { exact: true })).toBeVisible();
    expect(await page.evaluate((k) => window.localStorage.getItem(k), TOKEN_KEY)).toBeNull();
    expect(await page.evaluate((k) => window.sessionStorage.getItem(k), TOKEN_KEY)).toBeTruthy();
    await page.reload();
    await expect(page.getByText(`Привет, ${DEMO.firstName}`, { exact: true })).toBeVisible();
  });

  test('password recovery validates and answers', async ({ page }) => {
    await page.goto('/reset-pass/');
    await page.getByRole('button', { name: /Восстановить|Отправить/ }).click();
    await expect(page.getByText('Не заполнено поле email')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: /Восстановить|Отправить/ }).click();
    await expect(page.getByText('Не валидный email')).toBeVisible();
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByRole('button', { name: /Восстановить|Отправить/ }).click();
    await expect(page.getByText(/мы отправили на него письмо/)).toBeVisible();
  });

  test('logout asks first, then signs out even a remembered session', async ({
    page,
    request,
  }, info) => {
    await signIn(page, request);
    await page.goto('/');
    await expect(page.getByText(`Привет, ${DEMO.firstName}`, { exact: true })).toBeVisible();
    await page.goto('/logout/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Ты уверена, что хочешь выйти?');
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(page.getByText(`Привет, ${DEMO.firstName}`, { exact: true })).toBeVisible();

    // Through the menu this time.
    if (isMobile(info)) await page.getByRole('button', { name: 'Меню профиля' }).click();
    else await page.getByRole('button', { name: 'Меню профиля' }).click();
    await page.getByRole('menu').getByText('Выход', { exact: true }).click();
    await page.evaluate(() => window.sessionStorage.setItem('e2e.signed-out', '1'));
    await page.getByRole('dialog').getByRole('button', { name: 'Выйти' }).click();
    await expect(
      page.getByText('Введи данные, которые пришли тебе в письме на почту'),
    ).toBeVisible();
    expect(await page.evaluate((k) => window.localStorage.getItem(k), TOKEN_KEY)).toBeNull();
    // signed out stays signed out: the member cookie went with the token
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain(MEMBER_COOKIE);
    await page.reload();
    await expect(
      page.getByText('Введи данные, которые пришли тебе в письме на почту'),
    ).toBeVisible();
  });
});
