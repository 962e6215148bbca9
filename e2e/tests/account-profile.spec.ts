// The profile, the password change and the avatar: these tests change the member they sign in as,
// so each layout has its own member (desktop Мария demo3, mobile Ольга demo4) that no other test
// uses, and the tests of one layout run in order.
import { expect, test, type Page, type TestInfo } from './fixtures';
import { isMobile, signIn, TOKEN_KEY } from './helpers';
import { expectAccessible } from './a11y';

const PASSWORD = 'demo12345';
const memberOf = (info: TestInfo) =>
  isMobile(info)
    ? { email: 'demo4@club.local', password: PASSWORD, firstName: 'Ольга' }
    : { email: 'demo3@club.local', password: PASSWORD, firstName: 'Мария' };

/** A real 1x1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ mode: 'serial' });

/** Empties a masked input the way a member does (select all, delete): imask follows key presses. */
async function clearMasked(page: Page, label: string) {
  await page.getByLabel(label).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
}

async function openProfile(page: Page) {
  await page.goto('/profile/');
  await expect(page.getByRole('heading', { name: 'Профиль', level: 1 })).toBeVisible();
  await expectAccessible(page, 'профиль');
  await expect(page.getByLabel('Имя')).toBeVisible();
}

test('profile: edit with the masks and rules, save, and the data stays', async ({
  page,
  request,
}, info) => {
  const member = memberOf(info);
  await signIn(page, request, member);
  // the food-tracking page is never reached: window.open only records where it would go
  await page.addInitScript(() => {
    (window as unknown as { opened: string[] }).opened = [];
    window.open = ((url: string) => {
      (window as unknown as { opened: string[] }).opened.push(String(url));
      return null;
    }) as typeof window.open;
  });
  await openProfile(page);

  // the phone code: Армения (8 digits), a short number asks for the mask's length (messages show
  // from the first save on, then follow the input)
  await page.getByRole('button', { name: /Код страны/ }).click();
  // a bottom sheet on mobile, a dropdown beside the field on desktop
  if (isMobile(info)) await expect(page.getByRole('dialog', { name: 'Код страны' })).toBeVisible();
  if (isMobile(info)) await expectAccessible(page, 'профиль: выбор кода страны');
  await page
    .getByRole('listbox', { name: 'Код страны' })
    .getByRole('option', { name: /Армения/ })
    .click();
  await expect(page.getByRole('button', { name: 'Код страны +374' })).toBeVisible();
  const phone = page.getByLabel('Телефон');
  await clearMasked(page, 'Телефон');
  await phone.pressSequentially('91234');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Минимум 8 символов')).toBeVisible();
  // an earlier refused save may still show its banner (4 s): any one of them will do
  await expect(page.getByText('Проверьте обязательные поля.').first()).toBeVisible();
  // the member goes back to the end of the number and types on
  await phone.click();
  await page.keyboard.press('End');
  await page.keyboard.type('567');
  await expect(phone).toHaveValue('(91) 234-567');
  await expect(page.getByText('Минимум 8 символов')).toHaveCount(0);

  // weight key by key, ".0" on blur
  const weight = page.getByLabel('Вес, кг');
  await weight.fill('');
  await weight.pressSequentially('0675');
  await expect(weight).toHaveValue('67.5');
  await weight.fill('');
  await weight.pressSequentially('72');
  await page.getByLabel('Telegram').click();
  await expect(weight).toHaveValue('72.0');

  // an incomplete birthday is cleared; a real one stays
  const birthday = page.getByLabel('Дата рождения');
  await clearMasked(page, 'Дата рождения');
  await birthday.pressSequentially('1204');
  await page.getByLabel('Telegram').click();
  await expect(birthday).toHaveValue('');
  await expect(page.getByText('Заполните поле', { exact: true })).toBeVisible();
  await birthday.pressSequentially('12041991');
  await expect(birthday).toHaveValue('12.04.1991');

  // telegram rules
  const telegram = page.getByLabel('Telegram');
  await telegram.fill('abc');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Значение поля не должно быть меньше 5 и больше 32')).toBeVisible();
  // an earlier refused save may still show its banner (4 s): any one of them will do
  await expect(page.getByText('Проверьте обязательные поля.').first()).toBeVisible();
  await telegram.fill('new_nick_2024');

  await page.getByLabel('Рост').selectOption('175');
  await page.getByText('Отслеживание питания (FatSecret)').click();
  await expect(
    page.getByRole('switch', { name: 'Отслеживание питания (FatSecret)' }),
  ).toBeChecked();
  const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  expect(opened).toHaveLength(1);
  expect(opened[0]).toMatch(/^https:\/\/www\.fatsecret\.com\/oauth\/authorize\?/);

  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Данные успешно сохранены!')).toBeVisible();

  await page.reload();
  await openProfile(page);
  await expect(page.getByLabel('Телефон')).toHaveValue('(91) 234-567');
  await expect(page.getByRole('button', { name: 'Код страны +374' })).toBeVisible();
  await expect(page.getByLabel('Вес, кг')).toHaveValue('72.0');
  await expect(page.getByLabel('Дата рождения')).toHaveValue('12.04.1991');
  await expect(page.getByLabel('Telegram')).toHaveValue('new_nick_2024');
  await expect(page.getByLabel('Рост')).toHaveValue('175');
  await expect(
    page.getByRole('switch', { name: 'Отслеживание питания (FatSecret)' }),
  ).toBeChecked();
});

test('profile: leaving with unsaved changes asks first', async ({ page, request }, info) => {
  const member = memberOf(info);
  await signIn(page, request, member);
  await openProfile(page);
  const name = page.getByLabel('Имя');
  const original = await name.inputValue();
  await name.fill(`${original} Изменено`);

  const goHome = () =>
    isMobile(info)
      ? page
          .getByRole('navigation', { name: 'Главное меню' })
          .getByRole('link', { name: 'Главная' })
          .click()
      : page.getByRole('link', { name: 'Главная' }).first().click();

  await goHome();
  const dialog = page.getByRole('dialog', { name: 'Внимание!' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('Изменения не сохранены. Остаться на странице, чтобы их сохранить?'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Остаться' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile\/$/);
  await expect(name).toHaveValue(`${original} Изменено`);

  await goHome();
  await page
    .getByRole('dialog', { name: 'Внимание!' })
    .getByRole('button', { name: 'Не сохранять' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Привет, ${member.firstName}`, { exact: true })).toBeVisible();

  // closing the question with × counts as "no" (spec): the change is dropped, the member goes on
  await openProfile(page);
  await page.getByLabel('Имя').fill(`${original} Снова`);
  await goHome();
  await page
    .getByRole('dialog', { name: 'Внимание!' })
    .getByRole('button', { name: 'Закрыть' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Внимание!' })).toHaveCount(0);

  // nothing was saved
  await openProfile(page);
  await expect(page.getByLabel('Имя')).toHaveValue(original);
});

test('avatar: a fake picture is refused, a real png uploads, then is removed', async ({
  page,
  request,
}, info) => {
  await signIn(page, request, memberOf(info));
  await openProfile(page);
  const input = page.getByLabel('Файл фото');

  await input.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await expect(
    page.getByText('Ошибка! Можно загружать файлы с расширением png или jpg.'),
  ).toBeVisible();

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  const picture = page.getByRole('img', { name: 'Фото профиля' });
  // every avatar is re-encoded by the photo pipeline (upright, no metadata): stored as JPEG
  await expect(picture).toHaveAttribute('src', /^\/uploads\/avatars\/\d+\/[0-9a-f]+\.jpg$/);
  // the stored file is served and decodes as an image
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);
  await expect(page.getByText('Ошибка!')).toHaveCount(0);

  // it stays after a reload
  await page.reload();
  await openProfile(page);
  await expect(page.getByRole('img', { name: 'Фото профиля' })).toBeVisible();

  await page.getByRole('button', { name: 'Удалить фото' }).click();
  await expect(page.getByRole('img', { name: 'Фото профиля' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Загрузить фото' })).toBeVisible();
  await page.reload();
  await openProfile(page);
  await expect(page.getByRole('img', { name: 'Фото профиля' })).toHaveCount(0);
});

async function openPasswordForm(page: Page, info: TestInfo) {
  if (isMobile(info)) {
    await openProfile(page);
    await page.getByRole('link', { name: 'Изменить' }).click();
    await expect(page).toHaveURL(/\/change-pass\/$/);
    await expect(page.getByRole('heading', { name: 'Изменить пароль', level: 1 })).toBeVisible();
  } else {
    await openProfile(page);
    await expect(page.getByRole('heading', { name: 'Изменить пароль' })).toBeVisible();
  }
}
const submitPassword = (page: Page, info: TestInfo) =>
  page.getByRole('button', { name: isMobile(info) ? 'Сохранить' : 'Изменить пароль' }).click();

test('password: rules, a wrong old password, the eye toggle', async ({ page, request }, info) => {
  await signIn(page, request, memberOf(info));
  await openPasswordForm(page, info);
  const oldField = page.getByLabel('Старый пароль');
  const newField = page.getByLabel('Новый пароль');

  await submitPassword(page, info);
  await expect(page.getByText('Заполните поле.')).toHaveCount(2);
  // messages go after 4 s
  await expect(page.getByText('Заполните поле.')).toHaveCount(0, { timeout: 6000 });

  await oldField.fill('wrongpass1');
  await newField.fill('short1');
  await submitPassword(page, info);
  await expect(page.getByText('Минимум 8 символов.')).toBeVisible();

  await newField.fill('Newpass2024');
  await page.getByRole('button', { name: 'Показать пароль' }).nth(1).click();
  await expect(newField).toHaveAttribute('type', 'text');
  await submitPassword(page, info);
  await expect(page.getByText('Неверный старый пароль')).toBeVisible();
  await expect(oldField).toHaveAttribute('aria-invalid', 'true');
  await expect(newField).not.toHaveAttribute('aria-invalid', 'true');

  if (isMobile(info)) {
    await page.getByRole('button', { name: 'Отмена' }).click();
    await expect(page).toHaveURL(/\/profile\/$/);
  }
});

test('password: a good change, then the new password signs in', async ({
  page,
  request,
  browser,
}, info) => {
  const member = memberOf(info);
  const token = await signIn(page, request, member);
  await openPasswordForm(page, info);
  await page.getByLabel('Старый пароль').fill(member.password);
  await page.getByLabel('Новый пароль').fill('Newpass2024');
  await submitPassword(page, info);
  const notice = page.getByRole('dialog', { name: 'Пароль изменен!' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText('Твой пароль успешно изменен.')).toBeVisible();
  await notice.getByRole('button', { name: 'Закрыть' }).click();
  if (isMobile(info)) await expect(page).toHaveURL(/\/profile\/$/);

  // this session stays signed in
  await page.reload();
  await expect(page.getByText(`Привет, ${member.firstName}`, { exact: true })).toBeVisible();

  // a fresh browser signs in with the new password only
  const fresh = await browser.newContext({
    ...info.project.use,
    baseURL: info.project.use.baseURL,
  });
  const other = await fresh.newPage();
  await other.goto('/');
  await other.getByLabel('Email').fill(member.email);
  await other.getByLabel('Пароль').fill(member.password);
  await other.getByRole('button', { name: 'Войти' }).click();
  await expect(other.getByText('Неверный email или пароль')).toBeVisible();
  await other.getByLabel('Пароль').fill('Newpass2024');
  await other.getByRole('button', { name: 'Войти' }).click();
  await expect(other.getByText(`Привет, ${member.firstName}`, { exact: true })).toBeVisible();
  expect(await other.evaluate((k) => window.localStorage.getItem(k), TOKEN_KEY)).toBeTruthy();
  await fresh.close();

  // the demo password comes back for the next run on this database
  const restore = await request.post('/api/cabinet/profile/password', {
    headers: { 'X-AUTH-TOKEN': token },
    data: { old_password: 'Newpass2024', new_password: member.password },
  });
  expect(restore.ok()).toBeTruthy();
});
