// «Входящие»: the list (waiting time in Russian, unread and overdue marks, filters, search, a live
// event loads it again) and a conversation (read up to the newest message, an answer, a note
// visibly apart, a live message, editing one's own answer, snooze, mark unread, the side panel
// beside on a desktop and behind a tab on a phone).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clearSession,
  publishLive,
  type ConversationContext,
  type ConversationResult,
  type InboxConversation,
  type InboxItem,
} from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import { fakeApi, type Answer, type Sent } from '../../test/fakeApi';
import { COACH, signInAs } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import InboxSection from './InboxSection';
import InboxBadge from './InboxBadge';
import { waitingText } from './time';

const open = (path: string) =>
  renderAt(path, [{ path: '/staff/inbox/*', element: <InboxSection /> }]);

let api: ReturnType<typeof fakeApi>;
let undoMedia: () => void;
const serve = (routes: Record<string, (sent: Sent) => Answer>) => {
  api = fakeApi(routes);
};
afterEach(() => {
  api?.restore();
  undoMedia?.();
  clearSession();
});

const now = () => Math.floor(Date.now() / 1000);
const row = (
  id: number,
  name: string,
  extra: Partial<InboxConversation> = {},
): InboxConversation => ({
  member: { id, name },
  channel: 'coach',
  last_message: { id: id * 10, text: `Вопрос от ${name}`, sender: 'USER', time: now() - 7200 },
  waiting_since: now() - 2 * 3600 - 60,
  needs_answer: true,
  unread: false,
  snoozed_until: null,
  overdue: false,
  due_at: now() + 3600,
  assigned: { id: COACH.id, name: COACH.name },
  ...extra,
});

test('says how long each member has waited, marks unread and overdue, filters, searches and reloads live', async () => {
  undoMedia = mockMatchMedia(false);
  signInAs(COACH);
  let calls = 0;
  serve({
    'GET /api/staff/inbox': ({ query }) => {
      calls++;
      if (query.get('q') === 'Роман')
        return { result: { conversations: [row(2, 'Роман Зайцев')], next_cursor: null } };
      if (query.get('filter') === 'all')
        return {
          result: {
            conversations: [row(3, 'Вера Новикова', { needs_answer: false, waiting_since: null })],
            next_cursor: null,
          },
        };
      return {
        result: {
          conversations: [
            row(1, 'Алина Кравцова', {
              unread: true,
              overdue: true,
              waiting_since: now() - 26 * 3600,
            }),
            row(2, 'Роман Зайцев', { assigned: { id: 102, name: 'Игорь Васильев' } }),
          ],
          next_cursor: null,
        },
      };
    },
  });
  open('/staff/inbox/');
  const list = await screen.findByRole('list', { name: 'Разговоры' });
  const [alina, roman] = within(list).getAllByRole('listitem');
  expect(within(alina).getByRole('link', { name: 'Алина Кравцова, Тренер' })).toHaveAttribute(
    'href',
    '/staff/inbox/1/coach',
  );
  expect(within(alina).getByText('Непрочитано')).toBeVisible();
  expect(within(alina).getByText('Просрочено')).toBeVisible();
  expect(within(alina).getByText(/ждёт 1 день 2 часа/)).toBeVisible();
  expect(within(roman).queryByText('Просрочено')).toBeNull();
  expect(within(roman).getByText(/ждёт 2 часа · замена за: Игорь Васильев/)).toBeVisible();
  expect(api.sent[0].query.get('filter')).toBe('needs_answer');

  await userEvent.click(screen.getByRole('button', { name: 'Все' }));
  expect(await screen.findByRole('link', { name: 'Вера Новикова, Тренер' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Все' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('отвечено')).toBeVisible();

  await userEvent.type(screen.getByRole('textbox', { name: 'Имя или e-mail участника' }), 'Роман');
  await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
  expect(await screen.findByRole('link', { name: 'Роман Зайцев, Тренер' })).toBeVisible();

  const before = calls;
  act(() => publishLive({ type: 'inbox_message', member_id: 9, discipline: 'coach', id: 99 }));
  await act(() => new Promise((r) => setTimeout(r, 400)));
  expect(calls).toBe(before + 1);
});

test('waiting time reads in Russian', () => {
  expect(waitingText(1000, 1000 + 30)).toBe('ждёт меньше минуты');
  expect(waitingText(0, 5 * 60)).toBe('ждёт 5 минут');
  expect(waitingText(0, 21 * 3600)).toBe('ждёт 21 час');
  expect(waitingText(0, 49 * 3600)).toBe('ждёт 2 дня 1 час');
  // «ждёт» takes the accusative: 1 минуту, 21 минуту (issue 42 item 13)
  expect(waitingText(0, 60)).toBe('ждёт 1 минуту');
  expect(waitingText(0, 21 * 60)).toBe('ждёт 21 минуту');
});

const header: ConversationResult = {
  member: { id: 1, name: 'Алина Кравцова', email: 'demo15@club.local' },
  channel: 'coach',
  assigned: { id: COACH.id, name: COACH.name, position: 'Тренер' },
  answering: { id: COACH.id, name: COACH.name, position: 'Тренер' },
  state: {
    needs_answer: true,
    unread: true,
    waiting_since: now() - 600,
    snoozed_until: null,
    overdue: false,
    due_at: now() + 3600,
    last_read_id: 0,
  },
};
const message = (id: number, text: string, extra: Partial<InboxItem> = {}): InboxItem => ({
  kind: 'message',
  id,
  sender: 'USER',
  text,
  author: null,
  time: now() - 600 + id,
  edited_at: null,
  pictures: [],
  own: false,
  read_by_member: null,
  ...extra,
});
const context: ConversationContext = {
  course: {
    name: 'Стройность',
    pack: 'Базовый',
    status: 'ACTIVATED',
    day: 12,
    days: 60,
    workouts_done: 9,
  },
  nutrition: { type: 'Классический', target: 'Похудение', calories_today: 1650 },
  dynamics: {
    date: '20.11.2026',
    figures: { weight: 68.5, chest_girth: 92, waist_girth: 74, hip_girth: 98 },
    previous: {
      date: '13.11.2026',
      figures: { weight: 69.1, chest_girth: 92, waist_girth: 75, hip_girth: 98 },
    },
  },
};

function conversationApi(extra: Record<string, (sent: Sent) => Answer> = {}) {
  serve({
    'GET /api/staff/inbox/1/coach': () => ({ result: header }),
    'GET /api/staff/inbox/1/coach/messages': () => ({
      result: { items: [message(5, 'Болит колено после приседаний')], has_more: false },
    }),
    'GET /api/staff/inbox/1/coach/context': () => ({ result: context }),
    'GET /api/staff/saved-replies': () => ({
      result: {
        replies: [
          {
            id: 7,
            title: 'Разминка',
            text: 'Перед тренировкой 10 минут разминки',
            club: true,
            editable: false,
          },
        ],
      },
    }),
    'POST /api/staff/inbox/1/coach/read': ({ body }) => ({
      // the newest message is the coach's answer (6): nothing to answer then
      result: {
        state: {
          ...header.state,
          unread: false,
          needs_answer: (body as { last_id: number }).last_id !== 6,
          last_read_id: (body as { last_id: number }).last_id,
        },
      },
    }),
    'POST /api/staff/inbox/1/coach/messages': () => ({
      result: {
        item: message(6, 'Сделай паузу на два дня', {
          sender: 'ADMIN',
          own: true,
          author: { id: COACH.id, name: COACH.name, position: 'Тренер' },
          time: now(),
        }),
      },
    }),
    'POST /api/staff/inbox/1/coach/notes': ({ body }) => ({
      result: {
        item: {
          ...message(1, (body as { text: string }).text, {
            kind: 'note',
            sender: null,
            own: true,
            author: { id: COACH.id, name: COACH.name, position: 'Тренер' },
            time: now() + 1,
          }),
        },
      },
    }),
    'PATCH /api/staff/inbox/messages/6': ({ body }) => ({
      result: {
        item: message(6, (body as { message: string }).message, {
          sender: 'ADMIN',
          own: true,
          author: { id: COACH.id, name: COACH.name, position: 'Тренер' },
          time: now(),
          edited_at: now(),
        }),
      },
    }),
    ...extra,
  });
}

test('a conversation: read, answer, a note apart, a live message, edit within the hour, side panel beside', async () => {
  undoMedia = mockMatchMedia(false);
  signInAs(COACH);
  conversationApi();
  open('/staff/inbox/1/coach');
  expect(await screen.findByRole('heading', { level: 1, name: 'Алина Кравцова' })).toBeVisible();
  const log = await screen.findByRole('list', { name: 'Сообщения' });
  expect(await within(log).findByText('Болит колено после приседаний')).toBeVisible();
  expect(screen.getByText(/Участник ждёт 10 минут/)).toBeVisible();
  // opened: read up to the newest message
  expect(api.sent.find((s) => s.path.endsWith('/read'))?.body).toEqual({ last_id: 5 });
  // the side panel, beside
  const panel = screen.getByRole('complementary', { name: 'Об участнике' });
  expect(await within(panel).findByText('Стройность')).toBeVisible();
  expect(within(panel).getByText('12 из 60')).toBeVisible();
  expect(within(panel).getByText('68.5 кг (−0.6)')).toBeVisible();

  // a saved reply fills the answer; sending it shows it as one's own
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: 'Шаблон ответа' }),
    '7',
  );
  expect(screen.getByRole('textbox', { name: 'Ответ' })).toHaveValue(
    'Перед тренировкой 10 минут разминки',
  );
  await userEvent.clear(screen.getByRole('textbox', { name: 'Ответ' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Ответ' }), 'Сделай паузу на два дня');
  await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
  expect(await within(log).findByText('Сделай паузу на два дня')).toBeVisible();
  expect(within(log).getByText('Алексей Морозов, Тренер')).toBeVisible();
  expect(screen.getByText('Ответ дан')).toBeVisible();

  // a note: visibly apart, said to be hidden from the member
  await userEvent.click(screen.getByRole('radio', { name: 'Внутренняя заметка' }));
  expect(screen.getByText('Внутренняя заметка — участник её не видит')).toBeVisible();
  await userEvent.type(screen.getByRole('textbox', { name: 'Текст заметки' }), 'Направить к врачу');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить заметку' }));
  expect(await within(log).findByText('Направить к врачу')).toBeVisible();
  expect(within(log).getByText(/Внутренняя заметка · Алексей Морозов/)).toBeVisible();
  expect(api.sent.find((s) => s.path.endsWith('/notes'))?.body).toEqual({
    text: 'Направить к врачу',
  });

  // the member writes again: live, and read at once
  act(() =>
    publishLive({
      type: 'inbox_message',
      member_id: 1,
      discipline: 'coach',
      id: 8,
      item: message(8, 'Спасибо, попробую', { time: now() + 5 }),
    }),
  );
  expect(await within(log).findByText('Спасибо, попробую')).toBeVisible();
  expect(api.sent.filter((s) => s.path.endsWith('/read')).at(-1)?.body).toEqual({ last_id: 8 });
  // another conversation's event changes nothing here
  act(() =>
    publishLive({
      type: 'inbox_message',
      member_id: 2,
      discipline: 'coach',
      id: 9,
      item: message(9, 'Чужое'),
    }),
  );
  expect(within(log).queryByText('Чужое')).toBeNull();

  // one's own answer is edited within the hour
  await userEvent.click(within(log).getByRole('button', { name: 'Изменить' }));
  const field = screen.getByRole('textbox', { name: 'Исправленный ответ' });
  await userEvent.clear(field);
  await userEvent.type(field, 'Сделай паузу на три дня');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await within(log).findByText('Сделай паузу на три дня')).toBeVisible();
  expect(within(log).getByText(/изменено/)).toBeVisible();
});

test('snoozes for three hours, marks unread and goes back to the inbox; a phone shows the panel behind a tab', async () => {
  undoMedia = mockMatchMedia(true);
  signInAs(COACH);
  const until = now() + 3 * 3600;
  conversationApi({
    'PUT /api/staff/inbox/1/coach/snooze': () => ({
      result: { state: { ...header.state, snoozed_until: until } },
    }),
    'POST /api/staff/inbox/1/coach/unread': () => ({
      result: { state: { ...header.state, unread: true } },
    }),
    'GET /api/staff/inbox': () => ({ result: { conversations: [], next_cursor: null } }),
  });
  open('/staff/inbox/1/coach');
  await screen.findByRole('list', { name: 'Сообщения' });
  expect(screen.queryByRole('complementary', { name: 'Об участнике' })).toBeNull();
  await userEvent.click(screen.getByRole('tab', { name: 'Об участнике' }));
  expect(await screen.findByText('Стройность')).toBeVisible();
  await userEvent.click(screen.getByRole('tab', { name: 'Разговор' }));

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Отложить' }), 'hours');
  await userEvent.click(screen.getByRole('button', { name: 'Отложить' }));
  expect(await screen.findByRole('button', { name: 'Вернуть в «Ждут ответа»' })).toBeVisible();
  const sent = api.sent.find((s) => s.method === 'PUT')!.body as { until: number };
  expect(Math.abs(sent.until - (now() + 3 * 3600))).toBeLessThan(5);

  await userEvent.click(screen.getByRole('button', { name: 'Отметить непрочитанным' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Входящие' })).toBeVisible();
});

test('the navigation badge counts the conversations waiting, again after a live event', async () => {
  undoMedia = mockMatchMedia(false);
  signInAs(COACH);
  let waiting = 2;
  const count = { needs_answer: 0, unread: 0, overdue: 0 };
  serve({
    'GET /api/staff/inbox/counters': () => ({
      result: {
        ...count,
        needs_answer: waiting,
        by_discipline: { coach: count, dietolog: count, psyhologist: count },
      },
    }),
  });
  renderAt('/staff/', [{ path: '/staff/*', element: <InboxBadge /> }]);
  expect(await screen.findByText('2')).toBeVisible();
  expect(screen.getByText('ждут ответа')).toBeInTheDocument();
  waiting = 3;
  act(() => publishLive({ type: 'inbox_message', member_id: 1, discipline: 'coach', id: 5 }));
  expect(await screen.findByText('3', {}, { timeout: 2000 })).toBeVisible();
  waiting = 0;
  act(() => publishLive({ type: 'inbox_message', member_id: 1, discipline: 'coach', id: 6 }));
  await waitFor(() => expect(screen.queryByText('ждут ответа')).toBeNull(), { timeout: 2000 });
});
