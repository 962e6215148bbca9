// The shell's popup menus and top bar (issue 10, points 6 and 7): the mobile "Еще" menu and the
// profile menu close on an outside tap, Escape, another menu or a dialog, and navigation; they are
// menus for assistive technology and the keyboard. The mobile top bar has the days-left chip; a
// greyed item shows no unread badge. Read-only: desktop as Анна, mobile as Иван (Чаты switched off).
import { expect, test } from './fixtures';
import { DEMO2, isMobile, signIn } from './helpers';
import { DEMO12 } from './community-helpers';
import { signInMember } from './training-helpers';
import { expectAccessible } from './a11y';

test('the menus close on an outside tap, Escape, another menu, a dialog and navigation', async ({
  page,
  request,
}, info) => {
  await signInMember(page, request, info);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Главная' })).toBeVisible();
  await expectAccessible(page, 'главная');
  const profileButton = page.getByRole('button', { name: 'Меню профиля' });
  const profileMenu = page.getByRole('menu', { name: 'Меню профиля' });

  if (isMobile(info)) {
    const more = page.getByRole('button', { name: 'Еще' });
    const menu = page.getByRole('menu', { name: 'Еще' });
    await expect(more).toHaveAttribute('aria-haspopup', 'menu');

    // an outside tap
    await more.tap();
    await expect(menu.getByRole('menuitem')).toHaveText(['Динамика', 'Чаты', 'Магазин']);
    await page.getByRole('heading', { name: 'Главная' }).tap();
    await expect(menu).toBeHidden();

    // Escape, the focus back on "Еще"
    await more.tap();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();

    // the keyboard: Enter opens it on its first item that can be opened (Иван has Динамика
    // and Чаты switched off: both are there, disabled, and skipped)
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('menuitem', { name: 'Динамика' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(menu.getByRole('menuitem', { name: 'Магазин' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Магазин' })).toBeFocused();
    await page.keyboard.press('Escape');

    // another menu, then its dialog: nothing stays open over or behind them
    await more.tap();
    await profileButton.tap();
    await expect(menu).toBeHidden();
    await expect(profileMenu).toBeVisible();
    await more.tap();
    await expect(profileMenu).toBeHidden();
    await expect(menu).toBeVisible();
    await profileButton.tap();
    await profileMenu.getByRole('menuitem', { name: 'Выход' }).tap();
    const logout = page.getByRole('dialog', { name: 'Выход' });
    await expect(logout).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(profileMenu).toBeHidden();
    await logout.getByRole('button', { name: 'Отмена' }).tap();

    // navigation from the menu closes it
    await more.tap();
    await menu.getByRole('menuitem', { name: 'Магазин' }).tap();
    await expect(page).toHaveURL(/\/store\/$/);
    await expect(menu).toBeHidden();
  } else {
    // an outside click
    await profileButton.click();
    await expect(profileMenu.getByRole('menuitem')).toHaveText([
      'Профиль',
      'Обратная связь',
      'FAQ',
      'Выход',
    ]);
    await page.getByRole('heading', { name: 'Главная' }).click();
    await expect(profileMenu).toBeHidden();

    // Escape, the focus back on the button; the keyboard moves through it
    await profileButton.click();
    await page.keyboard.press('Escape');
    await expect(profileMenu).toBeHidden();
    await expect(profileButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(profileMenu.getByRole('menuitem', { name: 'Профиль' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(profileMenu.getByRole('menuitem', { name: 'Выход' })).toBeFocused();

    // its dialog: the menu does not stay behind it
    await page.keyboard.press('Enter');
    const logout = page.getByRole('dialog', { name: 'Выход' });
    await expect(logout).toBeVisible();
    await expect(profileMenu).toBeHidden();
    await logout.getByRole('button', { name: 'Отмена' }).click();
  }
});

test('the top bar: the days left on both layouts; a greyed item has no unread badge', async ({
  page,
  request,
}, info) => {
  await signInMember(page, request, info);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Главная' })).toBeVisible();
  const top = page.getByRole('banner');
  if (isMobile(info)) {
    const chip = top.getByRole('button', {
      name: /^Осталось: \d+ (день|дня|дней|час|часа|часов)$/,
    });
    await expect(chip).toBeVisible();
    await chip.tap();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expect(page.getByRole('tooltip')).toContainText('До окончания активного курса осталось');
    await page.getByRole('heading', { name: 'Главная' }).tap();
    await expect(page.getByRole('tooltip')).toBeHidden();

    // Иван has Чаты switched off: no badge, no dot on "Еще" inviting a tap
    const more = page.getByRole('button', { name: 'Еще' });
    await expect(more.locator('[aria-hidden="true"]:not(svg)')).toHaveCount(0);
    await more.tap();
    const chats = page.getByRole('menu', { name: 'Еще' }).getByRole('menuitem', { name: 'Чаты' });
    await expect(chats).toHaveAttribute('aria-disabled', 'true');
    await expect(chats.getByLabel(/непрочитанных/)).toHaveCount(0);
  } else {
    await expect(top.getByText('Осталось:')).toBeVisible();
    await top.getByText('Осталось:').hover();
    await expect(page.getByRole('tooltip')).toBeVisible();
  }
});

test('the phone top bar: the greeting’s name is whole beside the days chip, the bell and the avatar', async ({
  page,
  request,
}, info) => {
  test.skip(
    !isMobile(info),
    'phone only: the cut greeting was a 390 px top bar; the desktop one shows it whole in every signed-in spec',
  );
  // Иван, and Наталья (demo12) with a longer name; read-only (the bell is not opened: opening it
  // reads her notifications, which the contest spec counts)
  for (const member of [DEMO2, DEMO12]) {
    await page.context().clearCookies();
    await signIn(page, request, member);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Главная' })).toBeVisible();
    const top = page.getByRole('banner');
    const greeting = top.getByText(`Привет, ${member.firstName}`, { exact: true });
    await expect(greeting).toBeVisible();
    const name = greeting.getByText(member.firstName, { exact: true });
    await expect(name).toBeVisible();
    // the whole name is drawn: nothing cut off with an ellipsis
    expect(
      await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.clientWidth > 0),
    ).toBe(true);
    const chip = top.getByRole('button', { name: /^Осталось: / });
    const bell = top.getByRole('button', { name: /^Уведомления/ });
    const avatar = top.getByRole('button', { name: 'Меню профиля' });
    const boxes = await Promise.all([chip, greeting, bell, avatar].map((l) => l.boundingBox()));
    const [chipBox, greetingBox, bellBox, avatarBox] = boxes.map((b) => b!);
    // side by side, in this order, none over another, all inside 390 px
    expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(greetingBox.x);
    expect(greetingBox.x + greetingBox.width).toBeLessThanOrEqual(bellBox.x);
    expect(bellBox.x + bellBox.width).toBeLessThanOrEqual(avatarBox.x);
    expect(avatarBox.x + avatarBox.width).toBeLessThanOrEqual(390);
    const nameBox = (await name.boundingBox())!;
    expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(bellBox.x);
  }
  await expectAccessible(page, 'главная: верхняя панель телефона');
});
