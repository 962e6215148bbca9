import { expect, test, type APIRequestContext, type Page, type TestInfo } from './fixtures';
import { ACTIVE_COURSE, acquire } from './exclusive';
import { isMobile } from './helpers';
import { courseCard, packOf, signInMember } from './training-helpers';
import { expectAccessible } from './a11y';

const COURSE = 'Функциональный тренинг';

test('activate a course through the questionnaire', async ({ page, request }, info) => {
  // the activated course becomes the member's nutrition plan: not while the nutrition spec runs
  test.setTimeout(150_000);
  const release = await acquire(ACTIVE_COURSE, info);
  try {
    await activate(page, request, info);
  } finally {
    release();
  }
});

async function activate(page: Page, request: APIRequestContext, info: TestInfo) {
  const mobile = isMobile(info);
  const token = await signInMember(page, request, info);
  const pack = await packOf(request, token, COURSE);
  expect(pack.status).toBe('PURCHASED');

  await page.goto('/courses/');
  await page.getByRole('tab', { name: 'Сила и выносливость' }).click();
  await courseCard(page, COURSE).getByRole('button', { name: 'Активировать' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/activate/${pack.user_pack_id}$`));
  await expect(
    page.getByRole('heading', { name: mobile ? 'Анкета' : 'Активация курса', level: 1 }),
  ).toBeVisible();

  // the weight rules and the validation texts
  const weight = page.getByRole('textbox', { name: 'Вес, кг' });
  await weight.fill('');
  await weight.pressSequentially('7');
  await weight.pressSequentially('1');
  await expect(weight).toHaveValue('71.');
  await page.getByRole('textbox', { name: 'Дата рождения' }).fill('');
  await page.getByRole('button', { name: 'Активировать' }).click();
  await expect(page.getByText('Заполните поле')).toBeVisible();

  // leaving the field padded "71." to "71.0"
  await expect(weight).toHaveValue('71.0');
  await weight.fill('');
  await weight.pressSequentially('715');
  await expect(weight).toHaveValue('71.5');
  await page.getByRole('textbox', { name: 'Дата рождения' }).pressSequentially('12041991');
  await expect(page.getByRole('textbox', { name: 'Дата рождения' })).toHaveValue('12.04.1991');
  // one place only: shown as text
  await expect(page.getByText('В зале', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Средняя' }).check();
  await page.getByRole('radio', { name: 'Похудение' }).check();
  await page.getByRole('radio', { name: '3 приема пищи в день' }).check();
  await page.getByRole('button', { name: 'Активировать' }).click();

  // confirmation: desktop modal, mobile page; then the sequential warning (other courses run)
  if (mobile) {
    await expect(page).toHaveURL(new RegExp(`/course/activate/confirm/${pack.user_pack_id}$`));
    await expect(page.getByRole('heading', { name: 'Проверь данные' })).toBeVisible();
    await expectAccessible(page, 'активация: проверь данные');
    await expect(page.getByText('71.5 кг')).toBeVisible();
    await page.getByRole('button', { name: 'Активировать' }).click();
    await expect(page).toHaveURL(new RegExp(`/course/activate/warning/${pack.user_pack_id}$`));
    await expect(page.getByRole('button', { name: 'Нет' })).toBeVisible();
    await page.getByRole('button', { name: 'Активировать' }).click();
  } else {
    const check = page.getByRole('dialog', { name: 'Проверь данные' });
    await expect(check.getByText('71.5 кг')).toBeVisible();
    await expect(check.getByText('12.04.1991')).toBeVisible();
    await check.getByRole('button', { name: 'Активировать' }).click();
    const warning = page.getByRole('dialog', { name: 'Внимание!' });
    await expect(warning.getByRole('button', { name: 'Нет' })).toBeVisible();
    await warning.getByRole('button', { name: 'Активировать' }).click();
  }

  // the activation writes the member's whole schedule: slow on a busy 2-core machine
  await expect(page.getByRole('heading', { name: 'Поздравляем!' })).toBeVisible({
    timeout: 20_000,
  });
  // everything timed first (the congratulation is shown for 3 s), the axe check after it
  await expect(page.getByText(`Курс "${COURSE} : Похудение" успешно активирован!`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/course/${pack.user_pack_id}$`));
  // the text modal opens 800 ms later, on top of the congratulation (still shown for 3 s)
  const activated = page.getByRole('dialog', { name: 'Курс активирован' });
  await expect(activated).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Поздравляем!' })).toBeVisible();
  expect(
    await activated.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    }),
    'the text modal is the topmost layer',
  ).toBe(true);
  await expectAccessible(page, 'активация: поздравляем');
  // a course that is not in the contest may be frozen, and its text says so
  await expect(activated).toContainText('заморозить');
  await page
    .getByRole('dialog', { name: 'Курс активирован' })
    .getByRole('button', { name: 'Закрыть' })
    .click();
  await expect(page.getByRole('heading', { name: COURSE, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Пройти' }).first()).toBeVisible();

  await page.goto('/courses/');
  await page.getByRole('tab', { name: 'Сила и выносливость' }).click();
  await expect(courseCard(page, `${COURSE} : Похудение`)).toHaveAttribute(
    'data-status',
    'ACTIVATED',
  );
}
