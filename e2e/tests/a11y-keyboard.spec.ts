// Issue 14: the member's main flows with the keyboard only, in both layouts: sign in, a whole
// workout (ticks, the rest, the finish, its result read out), a course frozen and unfrozen, feedback
// sent. Every control the Tab key reaches on the way shows a focus ring. Desktop acts as Ксения
// (demo9), mobile as Павел (demo10): members of these tests only, so freezes touch nobody else.
import { expect, test, type Locator, type Page, type TestInfo } from './fixtures';
import { expectAccessible } from './a11y';
import { isMobile, signIn, TOKEN_KEY } from './helpers';
import { dayOfType, packOf } from './training-helpers';

const PASSWORD = 'demo12345';
const member = (info: TestInfo) =>
  isMobile(info)
    ? { email: 'demo10@club.local', password: PASSWORD, firstName: 'Павел' }
    : { email: 'demo9@club.local', password: PASSWORD, firstName: 'Ксения' };

/** Whether the focused element paints a focus indicator (an outline or a ring shadow). */
async function hasFocusRing(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    const ring = s.boxShadow !== 'none' && s.boxShadow !== '';
    if (outline || ring) return null;
    return `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus ring of every control
 * passed on the way; fails if the target is not reached in `max` presses.
 */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      expect(await hasFocusRing(page), 'focus ring of the target').toBeNull();
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const missing = await hasFocusRing(page);
    expect(missing, 'every control reached by Tab shows a focus ring').toBeNull();
  }
  throw new Error(`not reached by the keyboard: ${target.toString()}`);
}

async function press(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

test('sign in with the keyboard only', async ({ page }, info) => {
  const who = member(info);
  await page.goto('/');
  const email = page.getByLabel('Email');
  await tabTo(page, email);
  await page.keyboard.type(who.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Пароль', { exact: true })).toBeFocused();
  await page.keyboard.type(who.password);
  await press(page, page.getByRole('button', { name: 'Войти' }));
  await expect(page.getByRole('heading', { name: 'Главная' })).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeTruthy();
  await expectAccessible(page, 'главная после входа с клавиатуры');

  // the profile menu: opened, walked and closed with the keyboard, the focus back on its button
  const profile = page.getByRole('button', { name: 'Меню профиля' });
  await press(page, profile);
  const menu = page.getByRole('menu', { name: 'Меню профиля' });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  expect(await hasFocusRing(page)).toBeNull();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(profile).toBeFocused();
});

test('a whole workout with the keyboard: ticks, the rest, the finish', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const token = await signIn(page, request, member(info));
  const pack = await packOf(request, token, 'Сильное тело: 4 недели');
  const dayId = await dayOfType(request, token, pack.user_pack_id, 'LAP');
  await page.goto(`/workout/${pack.user_pack_id}/${dayId}`);
  await expect(page.getByRole('heading', { name: 'Круговая тренировка' })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Начать тренировку', exact: true }));

  const tick = page.getByRole('checkbox', { name: 'Подход 1' });
  const next = (name: string) => page.getByRole('button', { name, exact: true });
  // the warm-up
  await press(page, tick, 'Space');
  await expect(tick).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page, 'тренировка: упражнение');
  await press(page, next('Далее'));

  for (let lap = 1; lap <= 3; lap += 1) {
    for (let i = 1; i <= 4; i += 1) {
      const n = (lap - 1) * 4 + i;
      await expect(page.getByText(`${n} из 12`)).toBeVisible();
      await press(page, tick, 'Space');
      await expect(tick).toHaveAttribute('aria-checked', 'true');
      if (i < 4) await press(page, next('Далее'));
    }
    if (lap < 3) {
      await press(page, next('Завершить круг'));
      await expect(page.getByRole('timer')).toBeVisible();
      // the countdown is read out politely at its milestones, not every second
      const said = page.getByRole('timer').getByRole('status');
      await expect(said).toHaveAttribute('aria-live', 'polite');
      await expect(said).toHaveText('Отдых: 1 минута');
      if (lap === 1) await expectAccessible(page, 'тренировка: отдых');
      await press(page, page.getByRole('button', { name: 'Продолжить без отдыха' }));
    }
  }
  await press(page, next('Завершить тренировку'));
  await expect(page.getByText('Успеха', { exact: true })).toBeVisible();
  // the result, read out through a polite live region
  await expect(
    page.getByRole('status').filter({ hasText: 'Выполнено 100 процентов, упражнений: 12' }),
  ).toHaveAttribute('aria-live', 'polite');
  await expectAccessible(page, 'тренировка: результат');
  await press(page, page.getByRole('link', { name: 'Отчет по тренировке' }));
  await expect(page.getByRole('heading', { name: 'Отчет по тренировке' })).toBeVisible();
  await expectAccessible(page, 'отчет по тренировке');
});

test('freeze a course and unfreeze it with the keyboard; the banner is read out', async ({
  page,
  request,
}, info) => {
  const token = await signIn(page, request, member(info));
  const course = 'Стройность за 30 дней';
  const pack = await packOf(request, token, course);
  expect(pack.status).toBe('ACTIVATED');
  await page.goto('/courses/');
  const card = page.getByRole('article', { name: `${course} : Похудение`, exact: true });
  await expect(card).toBeVisible();
  const freeze = card.getByRole('button', { name: 'Заморозить' });
  await press(page, freeze);

  const form = isMobile(info)
    ? page.locator('main')
    : page.getByRole('dialog', { name: 'Заморозить' });
  if (isMobile(info)) await expect(page).toHaveURL(/\/course\/froze\/\d+$/);
  else {
    await expect(form).toBeVisible();
    // the focus is in the dialog and Tab stays there
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await form.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
  }
  const days = form.getByRole('button', { name: 'Выбери кол-во дней' });
  await press(page, days);
  const picker = page.getByRole('dialog', { name: 'Выбери кол-во дней' });
  await expect(picker).toBeVisible();
  const wheel = picker.getByRole('listbox');
  await tabTo(page, wheel);
  // the wheel: arrows move the choice until "3 дня"
  for (let i = 0; i < 10; i += 1) {
    if (
      (await picker
        .getByRole('option', { name: '3 дня', exact: true })
        .getAttribute('aria-selected')) === 'true'
    )
      break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(picker.getByRole('option', { name: '3 дня', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await press(page, picker.getByRole('button', { name: 'Применить' }));
  await expect(picker).toBeHidden();
  // the focus came back to the control that opened the picker
  await expect(form.getByRole('button', { name: '3 дня' })).toBeFocused();
  await press(page, form.getByRole('button', { name: 'Заморозить' }));

  const banner = page.getByRole('status').filter({ hasText: `${course} успешно заморожен` });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('aria-live', 'polite');
  await expectAccessible(page, 'баннер «успешно заморожен»');
  await expect(page).toHaveURL(/\/courses\/$/);

  const frozen = page.getByRole('article', { name: `${course} : Похудение`, exact: true });
  await expect(frozen).toHaveAttribute('data-status', 'FROSTED');
  const unfreeze = frozen.getByRole('button', { name: 'Разморозить' });
  await press(page, unfreeze);
  const ask = page.getByRole('dialog', { name: 'Разморозить курс?' });
  await expect(ask).toBeVisible();
  // Escape closes the question and gives the focus back
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  await expect(unfreeze).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeVisible();
  await press(page, ask.getByRole('button', { name: 'Разморозить' }));
  await expect(page.getByText(`${course} успешно разморожен`)).toBeVisible();
  await expect(
    page.getByRole('article', { name: `${course} : Похудение`, exact: true }),
  ).toHaveAttribute('data-status', 'ACTIVATED');
});

test('send feedback with the keyboard only', async ({ page, request }, info) => {
  await signIn(page, request, member(info));
  const mobile = isMobile(info);
  if (mobile) {
    await page.goto('/feedback/');
  } else {
    await page.goto('/faq/');
    await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
    const profile = page.getByRole('button', { name: 'Меню профиля' });
    await press(page, profile);
    const item = page.getByRole('menuitem', { name: 'Обратная связь' });
    for (let i = 0; i < 5 && !(await item.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('ArrowDown');
    await expect(item).toBeFocused();
    await page.keyboard.press('Enter');
  }
  const form = mobile ? page.locator('main') : page.getByRole('dialog');
  await expect(form.getByText('НАПИШИ НАМ')).toBeVisible();

  if (mobile) {
    const theme = form.getByRole('button', { name: /Тема обращения|Выбери тему/ });
    await press(page, theme);
    const list = page.getByRole('dialog');
    const option = list.getByRole('button', { name: 'Тренировки' });
    await press(page, option);
    await expect(list).toBeHidden();
  } else {
    const theme = form.getByLabel('Тема обращения');
    await tabTo(page, theme);
    // a closed select changes its choice with the arrows
    const chosen = () => theme.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text);
    for (let i = 0; i < 10 && (await chosen()) !== 'Тренировки'; i += 1)
      await page.keyboard.press('ArrowDown');
    expect(await chosen()).toBe('Тренировки');
  }
  const text = form.getByLabel('Сообщение');
  await tabTo(page, text);
  await page.keyboard.type('Как перенести тренировку на другой день?');
  await press(page, form.getByRole('button', { name: 'Отправить' }));
  const sent = page.getByRole('dialog', { name: 'Отправлено!' });
  await expect(sent).toBeVisible();
  await expectAccessible(page, 'обратная связь: отправлено');
  await page.keyboard.press('Escape');
  await expect(sent).toHaveCount(0);
});
