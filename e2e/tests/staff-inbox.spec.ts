// The staff inbox (issue 28 items 4 and 5), in both layouts: a member's message answered by their
// coach, live on both sides — the member's chat and the coach's inbox open at the same time, in
// two browser contexts. The message appears in the coach's open inbox without a reload, the coach
// opens the conversation (the member's course beside it on a desktop, behind a tab on a phone),
// writes an internal note the member never sees and answers; the answer appears in the member's
// open chat with the coach's name. Desktop acts as Дарья Волкова, mobile as Максим Ершов (seeded
// for this spec only: seeds/staff-inbox.ts), both Алексей Морозов's members.
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Browser, type Page, type TestInfo } from './fixtures';
import { expectAccessible } from './a11y';
import { INBOX_MEMBERS, acquire } from './exclusive';
import { isMobile, signIn } from './helpers';

const COACH = { email: 'coach@club.local', password: 'staff12345', firstName: 'Алексей' };
const MEMBERS = {
  desktop: {
    email: 'demo-inbox1@club.local',
    password: 'demo12345',
    firstName: 'Дарья',
    name: 'Дарья Волкова',
  },
  mobile: {
    email: 'demo-inbox2@club.local',
    password: 'demo12345',
    firstName: 'Максим',
    name: 'Максим Ершов',
  },
};
const memberOf = (info: TestInfo) => (isMobile(info) ? MEMBERS.mobile : MEMBERS.desktop);

async function newPage(browser: Browser, info: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    ...info.project.use,
    baseURL: info.project.use.baseURL,
  });
  return context.newPage();
}

/** The member's coach channel, the way each layout opens it. */
async function openCoachChat(page: Page, info: TestInfo) {
  if (isMobile(info)) await page.goto('/chat/coach');
  else {
    await page.goto('/chats/');
    await page.getByRole('button', { name: /Тренер/ }).click();
  }
  const list = page.getByTestId('message-list');
  await expect(list).toBeVisible();
  return list;
}

test('a member’s message is answered by their coach, live on both sides', async ({
  page,
  request,
  browser,
}, info) => {
  // the inbox members' conversations and Алексей's counts are shared with staff-inbox-trust.spec
  // waiting for the other layout's test is part of its time
  test.slow();
  const release = await acquire(INBOX_MEMBERS, info, { acrossLayouts: true });
  try {
    await inboxFlow(page, request, browser, info);
  } finally {
    release();
  }
});

async function inboxFlow(page: Page, request: APIRequestContext, browser: Browser, info: TestInfo) {
  const member = memberOf(info);
  const stamp = `${info.project.name}-${Date.now()}`;
  const question = `Можно заменить бег на велосипед? ${stamp}`;
  const note = `Заметка: уточнить пульсовые зоны ${stamp}`;
  const reply = `Да, 40 минут в спокойном темпе ${stamp}`;

  // the member's chat with the coach, open
  await signIn(page, request, member);
  const chat = await openCoachChat(page, info);

  // the coach's inbox, open in another browser
  const coach = await newPage(browser, info);
  await signIn(coach, coach.context().request, COACH);
  await coach.goto('/staff/inbox/');
  await expect(coach.getByRole('heading', { level: 1, name: 'Входящие' })).toBeVisible();
  await expect(coach.getByRole('button', { name: 'Ждут ответа' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const conversations = coach.getByRole('list', { name: 'Разговоры' });

  // the member writes: it reaches the coach's open inbox without a reload
  await page.getByRole('textbox', { name: 'Сообщение' }).fill(question);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(chat.getByText(question)).toBeVisible();
  const row = conversations.getByRole('listitem').filter({ hasText: question });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText('Непрочитано')).toBeVisible();
  await expect(row.getByText(/ждёт меньше минуты|ждёт 1 минуту/)).toBeVisible();
  await expectAccessible(coach, 'входящие');

  // the coach opens it: the member's context beside (a tab on a phone)
  await row.getByRole('link', { name: `${member.name}, Тренер` }).click();
  await expect(coach.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  const messages = coach.getByRole('list', { name: 'Сообщения' });
  await expect(messages.getByText(question)).toBeVisible();
  if (isMobile(info)) {
    await coach.getByRole('tab', { name: 'Об участнике' }).click();
    await expect(coach.getByRole('complementary', { name: 'Об участнике' })).toBeVisible();
    await expectAccessible(coach, 'разговор: об участнике');
    await coach.getByRole('tab', { name: 'Разговор' }).click();
  } else {
    await expect(coach.getByRole('complementary', { name: 'Об участнике' })).toBeVisible();
  }

  // an internal note, visibly apart
  await coach.getByRole('radio', { name: 'Внутренняя заметка' }).check();
  await expect(coach.getByText('Внутренняя заметка — участник её не видит')).toBeVisible();
  await coach.getByRole('textbox', { name: 'Текст заметки' }).fill(note);
  await coach.getByRole('button', { name: 'Сохранить заметку' }).click();
  await expect(messages.getByText(note)).toBeVisible();
  await expectAccessible(coach, 'разговор');

  // the answer, as himself: live in the member's open chat
  await coach.getByRole('radio', { name: 'Ответ участнику' }).check();
  await coach.getByRole('textbox', { name: 'Ответ' }).fill(reply);
  await coach.getByRole('button', { name: 'Отправить' }).click();
  await expect(messages.getByText(reply)).toBeVisible();
  await expect(coach.getByText('Ответ дан')).toBeVisible();
  const answer = chat.locator('li', { hasText: reply }).last();
  await expect(answer).toBeVisible({ timeout: 15_000 });
  await expect(chat.getByText('Алексей Морозов').last()).toBeVisible();
  // the note never reaches the member, not even after a reload
  await expect(chat.getByText(note)).toHaveCount(0);
  await page.reload();
  const again = await openCoachChat(page, info);
  await expect(again.getByText(reply)).toBeVisible();
  await expect(again.getByText(note)).toHaveCount(0);

  // answered: gone from "Ждут ответа"
  await coach.getByRole('button', { name: 'Входящие' }).click();
  await expect(coach.getByRole('heading', { level: 1, name: 'Входящие' })).toBeVisible();
  await expect(conversations.getByRole('listitem').filter({ hasText: question })).toHaveCount(0);

  // the saved replies the composer offers
  await coach.goto('/staff/replies/');
  await expect(coach.getByRole('heading', { level: 1, name: 'Шаблоны ответов' })).toBeVisible();
  await expect(coach.getByRole('form', { name: 'Новый шаблон' })).toBeVisible();
  await expectAccessible(coach, 'шаблоны ответов');
  await coach.context().close();
}
