// The staff inbox's trust round (issue 42 items 10 and 13), in both layouts, as Алексей Морозов
// with his members Дарья Волкова (desktop) and Максим Ершов (mobile), seeded for the inbox's specs.
// Threads are made through the member's own chat call and the coach's answer call, never the
// database. The inbox members are shared with staff-inbox.spec.ts: every test holds the
// INBOX_MEMBERS lock, so one conversation's read state is never moved by another test meanwhile.
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page, type TestInfo } from './fixtures';
import { expectAccessible } from './a11y';
import { INBOX_MEMBERS, acquire } from './exclusive';
import { apiToken, isMobile, signIn } from './helpers';

const COACH = { email: 'coach@club.local', password: 'staff12345', firstName: 'Алексей' };
const MEMBERS = {
  desktop: { email: 'demo-inbox1@club.local', password: 'demo12345', name: 'Дарья Волкова' },
  mobile: { email: 'demo-inbox2@club.local', password: 'demo12345', name: 'Максим Ершов' },
};
const memberOf = (info: TestInfo) => (isMobile(info) ? MEMBERS.mobile : MEMBERS.desktop);

const auth = (token: string) => ({ 'X-AUTH-TOKEN': token });

/** The member writes to their coach (their own chat call). */
async function memberSays(request: APIRequestContext, token: string, message: string) {
  const res = await request.post('/api/chat/send', {
    headers: auth(token),
    data: { channel: 'coach', message },
  });
  const body = await res.json();
  expect(res.ok(), body.error?.message).toBeTruthy();
}

/** The coach answers in the conversation (the staff app's own call). */
async function coachSays(
  request: APIRequestContext,
  token: string,
  memberId: number,
  message: string,
) {
  const res = await request.post(`/api/staff/inbox/${memberId}/coach/messages`, {
    headers: auth(token),
    data: { message },
  });
  const body = await res.json();
  expect(res.ok(), body.error?.message).toBeTruthy();
}

/** The member's id, found by the inbox's own search (by e-mail, whatever the filter). */
async function memberId(request: APIRequestContext, coachToken: string, email: string) {
  const res = await request.get(`/api/staff/inbox?q=${encodeURIComponent(email)}`, {
    headers: auth(coachToken),
  });
  expect(res.ok()).toBeTruthy();
  const rows = (await res.json()).result.conversations as {
    member: { id: number };
    channel: string;
  }[];
  const row = rows.find((r) => r.channel === 'coach');
  expect(row, `${email} in the coach's inbox`).toBeTruthy();
  return row!.member.id;
}

async function waitingCount(request: APIRequestContext, coachToken: string) {
  const res = await request.get('/api/staff/inbox/counters', { headers: auth(coachToken) });
  return (await res.json()).result.needs_answer as number;
}

/** The badge beside «Входящие» (0 when none is shown). */
/** This layout's member, both sides' tokens, the member's id and a stamp unique to this run. */
async function inboxCase(request: APIRequestContext, info: TestInfo) {
  const member = memberOf(info);
  const coachToken = await apiToken(request, COACH);
  return {
    member,
    stamp: `${info.project.name}-${Date.now()}`,
    memberToken: await apiToken(request, member),
    coachToken,
    id: await memberId(request, coachToken, member.email),
  };
}

async function badgeCount(page: Page, mobile: boolean) {
  const nav = page.getByRole('navigation', { name: 'Разделы', includeHidden: mobile });
  const link = nav.getByRole('link', { name: /^Входящие/, includeHidden: mobile });
  const text = (await link.textContent()) ?? '';
  return Number(text.match(/(\d+)/)?.[1] ?? 0);
}

test('a long conversation opens at the member’s new question with the composer in view; earlier messages load upward in place', async ({
  page,
  request,
}, info) => {
  // waiting for the other layout's test is part of its time
  test.slow();
  const release = await acquire(INBOX_MEMBERS, info, { acrossLayouts: true });
  try {
    const { member, stamp, memberToken, coachToken, id } = await inboxCase(request, info);
    // 60 messages: 30 questions, each answered, then the new question
    for (let i = 1; i <= 30; i++) {
      await memberSays(request, memberToken, `Вопрос ${i} (${stamp})`);
      await coachSays(request, coachToken, id, `Ответ ${i} (${stamp})`);
    }
    const question = `Новый вопрос: можно ли тренироваться с насморком? (${stamp})`;
    await memberSays(request, memberToken, question);

    await signIn(page, request, COACH);
    await page.goto(`/staff/inbox/${id}/coach`);
    // the staff app's first load on a busy machine
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible({
      timeout: 20_000,
    });
    const messages = page.getByRole('list', { name: 'Сообщения' });
    // opened at the new question, the answer field in view, not at the oldest message
    await expect(messages.getByText(question)).toBeInViewport();
    await expect(messages.getByText('Новые сообщения')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Ответ' })).toBeInViewport();
    await expect(messages.getByText(`Ответ 10 (${stamp})`)).not.toBeInViewport();
    await expectAccessible(page, 'разговор: открыт на новом сообщении');

    // scrolled to the top of what is loaded: the earlier page comes above, the place kept
    const pane = page.getByRole('region', { name: 'Переписка' });
    const firstShown = `Ответ 6 (${stamp})`;
    const topOf = (text: string) =>
      pane.evaluate(
        (el, t) =>
          [...el.querySelectorAll('li')]
            .find((li) => li.textContent?.includes(t))!
            .getBoundingClientRect().top,
        text,
      );
    await expect(messages.getByText(`Вопрос 1 (${stamp})`)).toHaveCount(0);
    // measured in the same task as the scroll: the earlier page cannot have come yet
    const before = await pane.evaluate((el, t) => {
      el.scrollTop = 0;
      return [...el.querySelectorAll('li')]
        .find((li) => li.textContent?.includes(t))!
        .getBoundingClientRect().top;
    }, firstShown);
    await expect(messages.getByText(`Вопрос 1 (${stamp})`)).toHaveCount(1);
    expect(Math.abs((await topOf(firstShown)) - before)).toBeLessThan(4);
    await expect(messages.getByText(`Вопрос 1 (${stamp})`)).not.toBeInViewport();

    // answered: the conversation is read up to the question
    await page.getByRole('textbox', { name: 'Ответ' }).fill(`Лучше отдохнуть пару дней (${stamp})`);
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(messages.getByText(`Лучше отдохнуть пару дней (${stamp})`)).toBeInViewport();
  } finally {
    release();
  }
});

test('the inbox’s frictions: search by e-mail under «Ждут ответа», the list kept on the way back, times, the badge after a snooze, the title', async ({
  page,
  request,
}, info) => {
  // waiting for the other layout's test is part of its time
  test.slow();
  const release = await acquire(INBOX_MEMBERS, info, { acrossLayouts: true });
  try {
    const mobile = isMobile(info);
    const { member, stamp, memberToken, coachToken, id } = await inboxCase(request, info);
    // answered: not in «Ждут ответа»
    await memberSays(request, memberToken, `Спасибо за план (${stamp})`);
    await coachSays(request, coachToken, id, `Пожалуйста (${stamp})`);

    await signIn(page, request, COACH);
    await page.goto('/staff/inbox/');
    await expect(page.getByRole('heading', { level: 1, name: 'Входящие' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Ждут ответа' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // the search finds one's own member by e-mail under the default filter
    const field = page.getByRole('textbox', { name: 'Имя или e-mail участника' });
    await field.fill(member.email);
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(member.email)}$`));
    const conversations = page.getByRole('list', { name: 'Разговоры' });
    const row = conversations.getByRole('listitem').filter({ hasText: `Пожалуйста (${stamp})` });
    await expect(row).toBeVisible();
    await expect(page.getByText('Никого не нашлось')).toHaveCount(0);
    // the last message's time (today: hours and minutes)
    await expect(row.locator('time').first()).toHaveText(/^\d\d:\d\d$/);
    await expectAccessible(page, 'входящие: поиск');

    // into the conversation and back: the search is still there
    await row.getByRole('link', { name: `${member.name}, Тренер` }).click();
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    await page.getByRole('button', { name: 'Входящие' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Входящие' })).toBeVisible();
    await expect(field).toHaveValue(member.email);
    await expect(row).toBeVisible();
    // and the browser's back button too
    await page.getByRole('button', { name: 'Все' }).click();
    await expect(page).toHaveURL(/filter=all/);
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Ждут ответа' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(field).toHaveValue(member.email);

    // a new question: it waits; the title and the badge count the waiting conversations
    const question = `Можно ли пить кофе перед тренировкой? (${stamp})`;
    await memberSays(request, memberToken, question);
    await page.getByRole('button', { name: 'Сбросить поиск' }).click();
    const waitingRow = conversations.getByRole('listitem').filter({ hasText: question });
    await expect(waitingRow).toBeVisible({ timeout: 15_000 });
    await expect(waitingRow.getByText(/ждёт меньше минуты|ждёт 1 минуту/)).toBeVisible();
    await expect(async () => {
      const count = await waitingCount(request, coachToken);
      expect(await badgeCount(page, mobile)).toBe(count);
      expect(await page.title()).toMatch(new RegExp(`^\\(${count}\\) `));
    }).toPass({ timeout: 15_000 });

    // a custom snooze time left empty is said; then snoozed for three hours
    await waitingRow.getByRole('link', { name: `${member.name}, Тренер` }).click();
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    const snooze = page.getByRole('form', { name: 'Отложить разговор' });
    await snooze.getByRole('combobox', { name: 'Отложить' }).selectOption('custom');
    await snooze.getByRole('button', { name: 'Отложить' }).click();
    await expect(snooze.getByText(/Укажи дату и время полностью/)).toBeVisible();
    await expectAccessible(page, 'разговор: своё время не указано');
    await snooze.getByRole('combobox', { name: 'Отложить' }).selectOption('hours');
    await snooze.getByRole('button', { name: 'Отложить' }).click();
    await expect(page.getByRole('button', { name: 'Вернуть в «Ждут ответа»' })).toBeVisible();
    // the badge and the title follow the snooze without a reload
    await expect(async () => {
      const count = await waitingCount(request, coachToken);
      expect(await badgeCount(page, mobile)).toBe(count);
      expect(await page.title()).toMatch(count > 0 ? new RegExp(`^\\(${count}\\) `) : /^[^(]/);
    }).toPass({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Вернуть в «Ждут ответа»' }).click();
    await expect(snooze).toBeVisible();
    await coachSays(request, coachToken, id, `Лучше за час до неё (${stamp})`);
  } finally {
    release();
  }
});

test('a failed load offers a retry and no composer; a note saved while the page loads stays; a member’s message is told while the tab is in the background', async ({
  page,
  request,
}, info) => {
  // waiting for the other layout's test is part of its time
  test.slow();
  const release = await acquire(INBOX_MEMBERS, info, { acrossLayouts: true });
  try {
    const { member, stamp, memberToken, coachToken, id } = await inboxCase(request, info);
    await memberSays(request, memberToken, `Болит плечо (${stamp})`);

    // the browser's notifications, recorded; the tab is in the background (no focus)
    await page.addInitScript(() => {
      const shown: { title: string; body: string }[] = [];
      (window as unknown as { __notifications: typeof shown }).__notifications = shown;
      class FakeNotification {
        static permission = 'granted';
        static requestPermission = async () => 'granted';
        onclick: (() => void) | null = null;
        constructor(title: string, options: { body?: string } = {}) {
          shown.push({ title, body: options.body ?? '' });
        }
        close() {}
      }
      Object.defineProperty(window, 'Notification', { value: FakeNotification });
    });
    await signIn(page, request, COACH);

    // the first load fails: said with a retry, and no composer to answer blind
    let failures = 1;
    await page.route(`**/api/staff/inbox/${id}/coach/messages*`, async (route) => {
      if (route.request().method() === 'GET' && failures > 0) {
        failures--;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ result: null, error: { message: 'Ошибка сервера' } }),
        });
      } else await route.fallback();
    });
    await page.goto(`/staff/inbox/${id}/coach`);
    await expect(page.getByTestId('load-failed')).toContainText('Не удалось загрузить сообщения.', {
      timeout: 20_000,
    });
    await expect(page.getByRole('textbox', { name: 'Ответ' })).toHaveCount(0);
    await expect(page.getByText(/Обнови страницу/)).toHaveCount(0);
    await expectAccessible(page, 'разговор: сообщения не загрузились');
    await page.getByRole('button', { name: 'Повторить' }).click();
    const messages = page.getByRole('list', { name: 'Сообщения' });
    await expect(messages.getByText(`Болит плечо (${stamp})`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Ответ' })).toBeVisible();
    await page.unroute(`**/api/staff/inbox/${id}/coach/messages*`);

    // the page is fetched, then held until a note is saved: the late page must not drop it
    let saved: () => void = () => undefined;
    const noteSaved = new Promise<void>((r) => {
      saved = r;
    });
    await page.route(`**/api/staff/inbox/${id}/coach/messages`, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      await noteSaved;
      await route.fulfill({ response });
    });
    await page.reload();
    // the whole app starts again: on a busy machine that takes a while
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible({
      timeout: 20_000,
    });
    const note = `Заметка: спросить про нагрузку (${stamp})`;
    await page.getByRole('radio', { name: 'Внутренняя заметка' }).check();
    await page.getByRole('textbox', { name: 'Текст заметки' }).fill(note);
    const stored = page.waitForResponse(
      (r) => r.url().endsWith(`/api/staff/inbox/${id}/coach/notes`) && r.ok(),
    );
    await page.getByRole('button', { name: 'Сохранить заметку' }).click();
    await stored;
    saved();
    await expect(messages.getByText(`Болит плечо (${stamp})`)).toBeVisible();
    await expect(messages.getByText(note)).toBeVisible();

    // the switch: a member's message while the tab has no focus is told by a notification
    if (isMobile(info)) await page.getByRole('button', { name: 'Меню' }).click();
    const alerts = page.getByRole('switch', { name: 'Сообщать о новых сообщениях' });
    await alerts.check();
    await expect(alerts).toBeChecked();
    if (isMobile(info)) await page.keyboard.press('Escape');
    await page.evaluate(() => {
      Document.prototype.hasFocus = () => false;
    });
    const later = `Ещё вопрос про плечо (${stamp})`;
    await memberSays(request, memberToken, later);
    await expect(messages.getByText(later)).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __notifications: { body: string }[] }).__notifications,
        ),
      )
      .toContainEqual({ title: 'Новое сообщение участника', body: later });
    await coachSays(request, coachToken, id, `Разберёмся на тренировке (${stamp})`);
  } finally {
    release();
  }
});
