// Chats (spec part 2 §2.5): a message with a picture that survives a reload and is edited, a send
// the network loses that is stored once, older messages loaded above without moving the reader,
// and a staff message arriving live in the list, the menu badge and the open messenger. Desktop acts
// as Анна, mobile as Дмитрий (demo6); the tests of this file run in order (they share channels).
import { expect, test, type Page, type TestInfo } from './fixtures';
import { isMobile } from './helpers';
import { channelMessages, PNG_320x240, signInMessaging, staffSays } from './messaging-helpers';
import { expectAccessible } from './a11y';

test.describe.configure({ mode: 'serial' });

/** Opens a channel the way each layout does: the right column, or /chat/{id}. */
async function openChannel(page: Page, info: TestInfo, name: string, id: string) {
  await page.goto('/chats/');
  await expect(page.getByRole('heading', { name: 'Мои сообщения' })).toBeVisible();
  await expectAccessible(page, 'чаты');
  if (isMobile(info)) {
    await page.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(new RegExp(`/chat/${id}$`));
  } else {
    await page.getByRole('button', { name: new RegExp(name) }).click();
  }
  const list = page.getByTestId('message-list');
  await expect(list).toBeVisible();
  return list;
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Сообщение' });

test('a message with a picture is sent, is there after a reload, and is edited', async ({
  page,
  request,
}, info) => {
  const token = await signInMessaging(page, request, info);
  const list = await openChannel(page, info, 'Тренер', 'coach');
  const text = `Мой мостик ${info.project.name} ${Date.now()}`;
  await composer(page).fill(text);
  await page.getByTestId('attach-input').setInputFiles({
    name: 'мостик.png',
    mimeType: 'image/png',
    buffer: PNG_320x240,
  });
  // the picture waiting to be sent (a retry of this test finds the last attempt's in the list too)
  await expect(
    page.getByRole('list', { name: 'Прикреплённые файлы' }).getByText('мостик.png'),
  ).toBeVisible();
  await composer(page).press('Shift+Enter');

  const mine = list.locator('li', { hasText: text }).last();
  await expect(mine).toBeVisible();
  await expect(composer(page)).toHaveValue('');
  const picture = mine.getByRole('img', { name: 'мостик.png' });
  await expect(picture).toBeVisible();
  // the space is kept before the picture loads: its box has the picture's proportions
  await expect(picture).toHaveAttribute('width', '240');
  await expect(picture).toHaveAttribute('height', '180');

  await page.reload();
  // desktop opens /chats/ with no channel chosen: choose it again
  if (!isMobile(info)) await page.getByRole('button', { name: /Тренер/ }).click();
  const again = page.getByTestId('message-list').locator('li', { hasText: text }).last();
  await expect(again).toBeVisible();
  const reloaded = again.getByRole('img', { name: 'мостик.png' });
  await expect(reloaded).toBeVisible();
  await expect.poll(() => reloaded.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  // the picture opens full size
  await again.getByRole('button', { name: 'Открыть фото мостик.png' }).click();
  const preview = page.getByRole('dialog', { name: 'мостик.png' });
  await expect(preview.getByRole('img', { name: 'мостик.png' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // edit: the bar, the text loaded, saved with "изменено"
  await again.getByRole('button', { name: 'Изменить сообщение' }).click();
  await expect(page.getByText('Редактирование сообщения')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отменить' })).toBeVisible();
  await expect(composer(page)).toHaveValue(text);
  await composer(page).fill(`${text} (исправлено)`);
  await composer(page).press('Shift+Enter');
  await expect(page.getByText('Редактирование сообщения')).toBeHidden();
  const edited = page
    .getByTestId('message-list')
    .locator('li', { hasText: `${text} (исправлено)` });
  await expect(edited).toBeVisible();
  await expect(edited.getByText('изменено')).toBeVisible();
  // an empty edit is refused with the spec's text
  await edited.getByRole('button', { name: 'Изменить сообщение' }).click();
  // the text is in the composer first (typing before it loads would be overwritten)
  await expect(composer(page)).toHaveValue(`${text} (исправлено)`);
  await composer(page).fill('   ');
  await expect(page.getByRole('button', { name: 'Сохранить изменения' })).toBeDisabled();
  await page.getByRole('button', { name: 'Отменить' }).click();

  const stored = await channelMessages(request, token, 'coach');
  expect(stored.filter((m) => m.message.startsWith(text))).toHaveLength(1);
});

test('a send whose answer the network loses is retried and stored once', async ({
  page,
  request,
}, info) => {
  const token = await signInMessaging(page, request, info);
  const list = await openChannel(page, info, 'Диетолог', 'dietolog');
  const text = `Потерянный ответ ${info.project.name} ${Date.now()}`;
  let calls = 0;
  await page.route('**/api/chat/send', async (route) => {
    calls += 1;
    if (calls === 1) {
      // the request reaches the server, the answer never reaches the browser
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await composer(page).fill(text);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(list.locator('li', { hasText: text })).toHaveCount(1);
  await expect(composer(page)).toHaveValue('');
  expect(calls).toBe(2);
  const stored = await channelMessages(request, token, 'dietolog');
  expect(stored.filter((m) => m.message === text)).toHaveLength(1);
});

test('a message sent the moment a channel opens shows at once and stays when the page arrives', async ({
  page,
  request,
}, info) => {
  const token = await signInMessaging(page, request, info);
  await page.goto('/chats/');
  await expect(page.getByRole('heading', { name: 'Мои сообщения' })).toBeVisible();
  const text = `Сразу с порога ${info.project.name} ${Date.now()}`;
  // the channel's first page is read by the server before the send, and reaches the page only
  // when the test lets it: the race of a quick typist on a slow phone, every time
  let pageRead: () => void = () => undefined;
  const read = new Promise<void>((resolve) => (pageRead = resolve));
  let releasePage: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (releasePage = resolve));
  let firstPages = 0;
  await page.route(/\/api\/chat\/DIETOLOG\/$/, async (route) => {
    firstPages += 1;
    const response = await route.fetch();
    pageRead();
    await held;
    await route.fulfill({ response });
  });
  if (isMobile(info)) {
    await page.getByRole('link', { name: /Диетолог/ }).click();
    await expect(page).toHaveURL(/\/chat\/dietolog$/);
  } else {
    await page.getByRole('button', { name: /Диетолог/ }).click();
  }
  await composer(page).fill(text);
  await read;
  await page.getByRole('button', { name: 'Отправить' }).click();
  const list = page.getByTestId('message-list');
  const mine = list.locator('li', { hasText: text });
  // shown at once, while the earlier messages are still on their way
  await expect(mine).toBeVisible();
  await expect(composer(page)).toHaveValue('');
  await expectAccessible(page, 'чат: сообщение отправлено, пока канал открывается');

  const pageAnswer = page.waitForResponse(/\/api\/chat\/DIETOLOG\/$/);
  releasePage();
  await pageAnswer;
  // the older page arrived: its messages join, and the member's message never leaves, once
  for (let i = 0; i < 20; i++) {
    expect(await mine.count()).toBe(1);
    await page.waitForTimeout(50);
  }
  await expect(list.getByText(/добрый день/).first()).toBeVisible();
  await expect(mine).toHaveCount(1);
  await expect(mine).toBeInViewport();
  expect(firstPages).toBe(1);
  const stored = await channelMessages(request, token, 'dietolog');
  expect(stored.filter((m) => m.message === text)).toHaveLength(1);
});

test('older messages load when scrolled near the top, and the reader stays in place', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const token = await signInMessaging(page, request, info);
  let last = 0;
  for (let i = 1; i <= 60; i += 1)
    last = await staffSays(request, token, 'psyhologist', `Заметка №${i}`);
  // read, so the channel opens at its newest message (a long unread block opens at its divider)
  const read = await request.post('/api/chat/read', {
    data: { channel: 'psyhologist', last_id: last },
    headers: { 'X-AUTH-TOKEN': token },
  });
  expect(read.ok()).toBeTruthy();
  const list = await openChannel(page, info, 'Психолог', 'psyhologist');
  await expect(list.getByText('Заметка №60', { exact: true })).toBeVisible();
  // the newest page is 50 messages: the first notes are not loaded yet
  await expect(list.getByText('Заметка №5', { exact: true })).toHaveCount(0);
  const anchor = list.getByText('Заметка №11', { exact: true });
  await expect(anchor).toHaveCount(1);

  const older = page.waitForResponse((r) => /\/api\/chat\/PSYHOLOGIST\/\?last_id=/.test(r.url()));
  await list.evaluate((el) => el.scrollTo({ top: 0 }));
  await older;
  await expect(list.getByText('Заметка №5', { exact: true })).toHaveCount(1);
  // the message at the top before the load is still where the reader left it: near the top
  const box = await anchor.boundingBox();
  const frame = await list.boundingBox();
  expect(box && frame).toBeTruthy();
  expect((box?.y ?? 0) - (frame?.y ?? 0)).toBeGreaterThan(-40);
  expect((box?.y ?? 0) - (frame?.y ?? 0)).toBeLessThan(200);
  // the seeded history is reached by scrolling on up
  await list.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(list.getByText(/^(Это нормально|Здравствуйте! Если захотите)/)).toBeVisible();
});

test('a staff message arrives live: the channel list, the menu badge, then the open messenger', async ({
  page,
  request,
}, info) => {
  const token = await signInMessaging(page, request, info);
  await page.goto('/chats/');
  await expect(page.getByRole('heading', { name: 'Мои сообщения' })).toBeVisible();
  // the side menu on desktop, the bottom bar (its "Еще" sheet) on mobile
  const menu = isMobile(info)
    ? page.getByRole('navigation', { name: 'Главное меню' })
    : page.getByRole('complementary', { name: 'Главное меню' });
  if (isMobile(info)) await menu.getByRole('button', { name: 'Еще' }).click();
  // the "Еще" sheet is a menu: its entries are menu items
  const chatsItem = menu.getByRole(isMobile(info) ? 'menuitem' : 'link', { name: /^Чаты/ });
  const badge = chatsItem.getByLabel(/непрочитанных/);
  const badgeCount = async () =>
    (await badge.count()) === 0
      ? 0
      : Number((await badge.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
  await expect(chatsItem).toBeVisible();
  // the channel list's own unread counts: the menu badge is their sum
  const unreadLabels = page
    .getByRole('heading', { name: 'Мои сообщения' })
    .locator('..')
    .getByLabel(/^Непрочитанных: \d+$/);
  const listTotal = async () => {
    let sum = 0;
    for (const label of await unreadLabels.all())
      sum += Number((await label.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);
    return sum;
  };

  const text = `Тренер на связи ${info.project.name} ${Date.now()}`;
  await staffSays(request, token, 'coach', text);
  const coach = isMobile(info)
    ? page.getByRole('link', { name: new RegExp(`Тренер.*${text}`) })
    : page.getByRole('button', { name: new RegExp(`Тренер.*${text}`) });
  await expect(coach).toBeVisible();
  await expect(coach.getByLabel(/^Непрочитанных: \d+$/)).toBeVisible();
  await expect.poll(async () => (await badgeCount()) === (await listTotal())).toBe(true);
  expect(await badgeCount()).toBeGreaterThan(0);

  // opened, the channel is read about half a second later: its unread leave the badge
  await coach.click();
  const list = page.getByTestId('message-list');
  await expect(list.getByText(text)).toBeVisible();
  await expect(list.getByText('Непрочитанные сообщения')).toBeVisible();
  if (isMobile(info)) {
    // the mobile list is gone with the page: the server's counts say what is left
    const serverUnread = async () => {
      const res = await request.get('/api/chat/', { headers: { 'X-AUTH-TOKEN': token } });
      return (await res.json()).result.chats as { id: string; unread: number }[];
    };
    await expect
      .poll(async () => (await serverUnread()).find((c) => c.id === 'coach')?.unread)
      .toBe(0);
    const left = await serverUnread();
    await menu.getByRole('button', { name: 'Еще' }).click();
    const rest = left.reduce((n, c) => n + c.unread, 0);
    await expect.poll(badgeCount).toBe(rest);
    await menu.getByRole('button', { name: 'Еще' }).click();
  } else {
    await expect(coach.getByLabel(/^Непрочитанных/)).toHaveCount(0);
    await expect.poll(async () => (await badgeCount()) === (await listTotal())).toBe(true);
  }

  // with the messenger open, the next one paints in it without a reload
  const next = `И ещё одно ${Date.now()}`;
  await staffSays(request, token, 'coach', next);
  await expect(list.getByText(next)).toBeVisible();
  await expect(list.getByText('Алексей Морозов').last()).toBeVisible();
});
