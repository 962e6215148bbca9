// Letters members receive (issue 31), in both layouts, on the local mailbox of `pnpm start` (no
// SMTP server). A one-use link is shown in the tester console only to the account it opens
// (issue 42), so each test reads it where that account would.
// - Forgot password: the member, still signed in on another device (an API session of theirs),
//   reads their own recovery letter in the tester console's call; its link (the light sign-in
//   page, signed out) sets a new password with the password change's rules, signs in, and the new
//   password signs in again; the test then sets the seeded password back. Desktop acts as Вера
//   (demo13), mobile as Григорий (demo14): their passwords change, so they are nobody else's.
// - A member made by staff (Наталья Белова, admin@club.local, holds members:create and
//   mail:read:all) gets the welcome letter; the tester console shows it to her without its
//   password link; the new member's inbox (mailbox.ts) has the link, which sets the first password
//   in the app, and the member signs in.
import { expect, test, type Page } from './fixtures';
import { expectAccessible } from './a11y';
import { isMobile } from './helpers';
import { inboxLink } from './mailbox';
import { letterLink } from './tester-console';

const RECOVERY_MEMBERS = {
  desktop: { email: 'demo13@club.local', firstName: 'Вера' },
  mobile: { email: 'demo14@club.local', firstName: 'Григорий' },
};
const SEEDED_PASSWORD = 'demo12345';
const ADMIN = { email: 'admin@club.local', password: 'admin12345' };
const LOGIN_TITLE = 'Введи данные, которые пришли тебе в письме на почту';

const unixNow = () => Math.floor(Date.now() / 1000) - 1;
/** Latin letters and digits, as the password rules ask; new on every run (a retry too) */
const freshPassword = () => `Pass${Date.now().toString(36)}9`;

async function apiToken(page: Page, who: { email: string; password: string }) {
  const res = await page.request.post('/api/auth/login', {
    data: { email: who.email, password: who.password },
  });
  expect(res.ok()).toBeTruthy();
  return res.headers()['x-auth-token'];
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/');
  await expect(page.getByText(LOGIN_TITLE)).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menu').getByText('Выход', { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByText(LOGIN_TITLE)).toBeVisible();
}

const greeting = (page: Page, firstName: string) =>
  page.getByText(`Привет, ${firstName}`, { exact: true });

test('forgot password: the letter’s link sets a new password, which then signs in', async ({
  page,
}, info) => {
  const member = RECOVERY_MEMBERS[isMobile(info) ? 'mobile' : 'desktop'];
  const since = unixNow();
  // the member's other device, still signed in: it reads the member's own letters
  const device = await apiToken(page, { email: member.email, password: SEEDED_PASSWORD });
  await page.goto('/');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Восстановить' }).click();
  await expect(page.getByText(/мы отправили на него письмо/)).toBeVisible();

  // the console shows the password link to the account it opens only
  const link = await letterLink(
    page.request,
    device,
    member.email,
    'Восстановление пароля в Клубе',
    since,
  );
  expect(link).toMatch(/\/reset-pass\/#token=[\w%-]+$/);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Новый пароль' })).toBeVisible();
  await expect(page.getByText(member.email)).toBeVisible();
  await expectAccessible(page, 'новый пароль по ссылке из письма');
  // the password change's rules and texts
  await page.getByLabel('Новый пароль').fill('abc12');
  await page.getByRole('button', { name: 'Сохранить и войти' }).click();
  await expect(page.getByText('Минимум 8 символов.')).toBeVisible();
  const password = freshPassword();
  await page.getByLabel('Новый пароль').fill(password);
  await page.getByRole('button', { name: 'Показать пароль' }).click();
  await expect(page.getByLabel('Новый пароль')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Сохранить и войти' }).click();

  // signed in on home, the link gone from the address
  await expect(greeting(page, member.firstName)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await signOut(page);
  await signInWithForm(page, member.email, password);
  await expect(greeting(page, member.firstName)).toBeVisible();
  await signOut(page);

  // one use: the same link again says so and offers a new one
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Ссылка не работает' })).toBeVisible();
  await expect(page.getByText(/Эта ссылка уже использована/)).toBeVisible();
  await expectAccessible(page, 'ссылка из письма уже использована');
  await page.getByRole('button', { name: 'Запросить новую ссылку' }).click();
  await expect(page.getByRole('button', { name: 'Восстановить' })).toBeVisible();

  // the seeded password again, for a retry
  const again = await apiToken(page, { email: member.email, password });
  const restored = await page.request.post('/api/cabinet/profile/password', {
    headers: { 'X-AUTH-TOKEN': again },
    data: { old_password: password, new_password: SEEDED_PASSWORD },
  });
  expect(restored.ok()).toBeTruthy();
});

test('a member made by staff gets the welcome letter, sets a password from it and signs in', async ({
  page,
}, info) => {
  const email = `new.${info.project.name}.${Date.now().toString(36)}@club.local`;
  const since = unixNow();
  const admin = await apiToken(page, ADMIN);
  const made = await page.request.post('/api/staff/members', {
    headers: { 'X-AUTH-TOKEN': admin },
    data: { email, name: 'Вероника Новикова' },
  });
  expect(made.ok()).toBeTruthy();
  expect((await made.json()).result.message).toContain(email);
  // the outbox has put it in the new member's inbox, the one place its password link is
  const subject = 'Добро пожаловать в Клуб: данные для входа';
  const link = await inboxLink(email, subject, since);

  // the tester console, signed in as staff (the staff app first: issue 28): the letter, not its link
  await signInWithForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/staff\/$/);
  await expect(page.getByRole('heading', { name: 'Здравствуй, Наталья!' })).toBeVisible();
  await page.goto('/dev/test_set/');
  const mail = page.getByRole('region', { name: 'Mail' });
  await mail.getByLabel('Address (empty: your own letters)').fill(email);
  await mail.getByRole('button', { name: 'Show Letters' }).click();
  await expect(mail.getByRole('heading', { name: subject })).toBeVisible();
  await expect(mail.getByText(/One one-use link is hidden/)).toBeVisible();
  await expect(mail.getByRole('link', { name: /#token=/ })).toHaveCount(0);
  await expectAccessible(page, 'консоль тестировщика: письма');

  // the member opens the letter's link (signed in as staff here: the page is the app's)
  await page.goto(link);

  // the app's page of the link (inside the layout): the first password
  await expect(page.getByRole('heading', { name: 'Придумай пароль' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page, 'первый пароль по ссылке из письма');
  const password = freshPassword();
  await page.getByLabel('Новый пароль').fill(password);
  await page.getByRole('button', { name: 'Сохранить и войти' }).click();
  await expect(greeting(page, 'Вероника')).toBeVisible();

  await signOut(page);
  await signInWithForm(page, email, password);
  await expect(greeting(page, 'Вероника')).toBeVisible();
});
