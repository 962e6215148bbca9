// Notifications (spec part 2 §2.10): the top bar's bell with the live count, its dropdown (both
// layouts) and the page with the same texts, an item leading to its link, the clear-all
// confirmation in the member's gender, and sanitised HTML. Desktop acts as Анна, mobile as Дмитрий
// (demo6); the tests of this file run in order (clearing all changes what the others see).
import { expect, test, type Page, type TestInfo } from './fixtures';
import { isMobile } from './helpers';
import { pushToMember, signInMessaging } from './messaging-helpers';
import { expectAccessible } from './a11y';

test.describe.configure({ mode: 'serial' });

/** The top bar's bell: a button opening the dropdown (spec §2.10: the top bar has a dropdown). */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Уведомления/ });

/** The list: the bell's dropdown, in both layouts (on a phone as wide as the screen). */
async function openList(page: Page, info: TestInfo) {
  await bell(page).click();
  const dropdown = page.getByRole('dialog', { name: 'Уведомления' });
  await expect(dropdown).toBeVisible();
  if (isMobile(info)) {
    // under the top bar, inside the screen
    const box = await dropdown.boundingBox();
    expect(box).toBeTruthy();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    const top = await page.getByRole('banner').boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(top!.y + top!.height - 1);
    await expectAccessible(page, 'уведомления: выпадающий список (телефон)');
  }
  return dropdown;
}

test('the bell counts live; the list shows the same texts; an item leads to its link', async ({
  page,
  request,
  baseURL,
}, info) => {
  const token = await signInMessaging(page, request, info);
  // the bell and its count are the shell's: mf-community's code waits until the member reaches for it
  const community = `http://localhost:${Number(new URL(baseURL!).port) + 3}`;
  const communityScripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(community) && r.url().endsWith('.js')) communityScripts.push(r.url());
  });
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName('Уведомления: новых 2');
  const text = `Пуш для проверки ${info.project.name} ${Date.now()}`;
  await pushToMember(request, token, text);
  await expect(bell(page)).toHaveAccessibleName('Уведомления: новых 3');
  await expect(page.getByRole('heading', { name: 'Главная' })).toBeVisible();
  expect(communityScripts).toEqual([]);

  const list = await openList(page, info);
  await expect(list.getByRole('heading', { name: 'Твои уведомления' })).toBeVisible();
  await expectAccessible(page, 'уведомления: список');
  await expect(list.getByText(text)).toBeVisible();
  await expect(list.getByText('Только что').first()).toBeVisible();
  await expect(list.getByText(/^\d+ минут(а|ы)? назад$/).first()).toBeVisible();
  // opened, they are read: the count goes away
  await expect(bell(page)).toHaveAccessibleName('Уведомления');

  // the page has the same list ("Все уведомления"), then the dropdown again
  await list.getByRole('link', { name: 'Все уведомления' }).click();
  await expect(page).toHaveURL(/\/notifications\/$/);
  await expect(page.getByRole('heading', { name: 'Уведомления', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText(text)).toBeVisible();
  if (isMobile(info)) await expect(page.getByRole('button', { name: /Назад/ })).toBeVisible();
  await expectAccessible(page, 'уведомления');
  await page.goto('/');
  await openList(page, info);

  // "Тренер ответил на твой вопрос в чате." has the menu code CHATS
  await list.getByText('Тренер ответил на твой вопрос в чате.').click();
  await expect(page).toHaveURL(/\/chats\/$/);
  await expect(page.getByRole('heading', { name: 'Чаты', level: 1 })).toBeVisible();
});

test('notification HTML is sanitised: a stored <img onerror> never runs', async ({
  page,
  request,
  cspViolations,
}, info) => {
  await signInMessaging(page, request, info);
  await page.route('**/api/cabinet/profile/notifications', (route) =>
    route.fulfill({
      json: {
        result: {
          notifications: [
            {
              id: 999999,
              content:
                '<p>Ловушка<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">ссылка</a></p>',
              time: Math.floor(Date.now() / 1000),
              link: null,
              linkId: null,
              fullLink: null,
              is_new: true,
            },
          ],
          count: 0,
        },
        error: null,
      },
    }),
  );
  await page.goto('/notifications/');
  await expect(page.getByText('Ловушка')).toBeVisible();
  await page.getByText('ссылка').click();
  await page.waitForTimeout(300);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(await page.locator('[onerror]').count()).toBe(0);
  // The planted handler may still be reported by the policy while the HTML is parsed for
  // sanitising: that is the policy refusing it (a second wall), not the page running it.
  const planted = (v: { directive: string; page: string }) =>
    v.directive === 'script-src-attr' && v.page.startsWith('/notifications/');
  const others = cspViolations.filter((v) => !planted(v));
  cspViolations.splice(0, cspViolations.length, ...others);
});

test('clear all: the confirmation in the member’s gender, "Отмена" keeps them, "Удалить" clears', async ({
  page,
  request,
}, info) => {
  await signInMessaging(page, request, info);
  await page.goto('/');
  const list = await openList(page, info);
  const question = isMobile(info)
    ? 'Ты уверен, что хочешь очистить все уведомления?'
    : 'Ты уверена, что хочешь очистить все уведомления?';

  await list.getByRole('button', { name: 'Очистить все' }).click();
  let confirm = page.getByRole('dialog', { name: 'Внимание!' });
  await expect(confirm.getByText(question)).toBeVisible();
  await confirm.getByRole('button', { name: 'Отмена' }).click();
  await expect(confirm).toBeHidden();
  // the list stays open under the confirmation, untouched
  await expect(list.getByText('Тренер ответил на твой вопрос в чате.')).toBeVisible();

  await list.getByRole('button', { name: 'Очистить все' }).click();
  confirm = page.getByRole('dialog', { name: 'Внимание!' });
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(list.getByText('Уведомления отсутствуют')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Очистить все' })).toHaveCount(0);

  // and after a reload too
  await page.goto('/notifications/');
  await expect(page.getByText('Уведомления отсутствуют')).toBeVisible();
});
