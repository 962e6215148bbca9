// Issue 42 items 10 and 13, the staff side's small frictions: a conversation opens at its first
// unread message (reading an earlier page to reach it), a note saved while the first page is on
// its way stays, a failed load offers a retry and no composer, a custom snooze left empty is said,
// the inbox keeps its filter and search in the address and shows the last message's time, the
// tab's title counts the conversations waiting, the contest count follows its live event.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { useLocation } from 'react-router-dom';
import {
  clearSession,
  http,
  publishLive,
  type ConversationResult,
  type InboxConversation,
  type InboxItem,
} from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import { fakeApi, type Answer, type Sent } from '../../test/fakeApi';
import { COACH, signInAs } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import ContestBadge from '../contest/ContestBadge';
import InboxAlerts from './InboxAlerts';
import InboxSection from './InboxSection';
import { SNOOZE_TIME_REQUIRED } from './SnoozeControl';

let api: ReturnType<typeof fakeApi> | undefined;
let undoMedia: (() => void) | undefined;
const serve = (routes: Record<string, (sent: Sent) => Answer>) => {
  api = fakeApi(routes);
  return api;
};
afterEach(() => {
  api?.restore();
  undoMedia?.();
  clearSession();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}
const open = (path: string) =>
  renderAt(path, [
    {
      path: '/staff/inbox/*',
      element: (
        <>
          <InboxSection />
          <Where />
        </>
      ),
    },
  ]);

const now = () => Math.floor(Date.now() / 1000);
const header = (lastRead: number): ConversationResult => ({
  member: { id: 1, name: 'Дарья Волкова', email: 'demo-inbox1@club.local' },
  channel: 'coach',
  assigned: { id: COACH.id, name: COACH.name, position: 'Тренер' },
  answering: { id: COACH.id, name: COACH.name, position: 'Тренер' },
  state: {
    needs_answer: true,
    unread: true,
    waiting_since: now() - 600,
    snoozed_until: null,
    overdue: false,
    due_at: null,
    last_read_id: lastRead,
  },
});
const message = (id: number, sender: 'USER' | 'ADMIN', extra: Partial<InboxItem> = {}) =>
  ({
    kind: 'message',
    id,
    sender,
    text: `Сообщение ${id}`,
    author: sender === 'ADMIN' ? { id: COACH.id, name: COACH.name, position: 'Тренер' } : null,
    time: now() - 10_000 + id,
    edited_at: null,
    pictures: [],
    own: sender === 'ADMIN',
    read_by_member: sender === 'ADMIN' ? true : null,
    ...extra,
  }) as InboxItem;

const common = {
  'GET /api/staff/inbox/1/coach/context': () => ({
    result: { course: null, nutrition: null, dynamics: null },
  }),
  'GET /api/staff/saved-replies': () => ({ result: { replies: [] } }),
  'POST /api/staff/inbox/1/coach/read': ({ body }: Sent) => ({
    result: { state: { ...header(0).state, last_read_id: (body as { last_id: number }).last_id } },
  }),
};

test('opens at the first unread message, reading the earlier page it is on, and only then marks it read', async () => {
  undoMedia = mockMatchMedia(false);
  signInAs(COACH);
  serve({
    ...common,
    'GET /api/staff/inbox/1/coach': () => ({ result: header(3) }),
    'GET /api/staff/inbox/1/coach/messages': ({ query }) =>
      query.get('last_id') === '10'
        ? {
            result: {
              items: [message(2, 'USER'), message(3, 'ADMIN'), message(4, 'USER')],
              has_more: true,
            },
          }
        : { result: { items: [message(10, 'USER'), message(11, 'USER')], has_more: true } },
  });
  open('/staff/inbox/1/coach');
  const log = await screen.findByRole('list', { name: 'Сообщения' });
  const line = await within(log).findByText('Новые сообщения');
  const rows = within(log).getAllByRole('listitem');
  const at = rows.findIndex((r) => r.contains(line));
  // the line stands right above the member's first message after the coach's answer (3)
  expect(rows[at + 1]).toHaveTextContent('Сообщение 4');
  expect(rows[at - 1]).toHaveTextContent('Сообщение 3');
  // read only once opened, up to the newest
  await waitFor(() =>
    expect(api!.sent.filter((s) => s.path.endsWith('/read')).map((s) => s.body)).toEqual([
      { last_id: 11 },
    ]),
  );
  const pages = api!.sent.filter((s) => s.path.endsWith('/messages'));
  expect(pages.map((s) => s.query.get('last_id'))).toEqual([null, '10']);
});

test('a note saved while the first page is on its way stays when the page arrives', async () => {
  undoMedia = mockMatchMedia(false);
  signInAs(COACH);
  let releasePage: () => void = () => undefined;
  const pageHeld = new Promise<void>((r) => {
    releasePage = r;
  });
  const routes = {
    ...common,
    'GET /api/staff/inbox/1/coach': () => ({ result: header(0) }),
    'POST /api/staff/inbox/1/coach/notes': ({ body }: Sent) => ({
      result: {
        item: {
          ...message(1, 'ADMIN'),
          kind: 'note',
          sender: null,
          text: (body as { text: string }).text,
          time: now(),
        },
      },
    }),
  };
  serve(routes);
  // the first page answers late: an older page than what is on screen by then
  const adapter = http.defaults.adapter as AxiosAdapter;
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    if (config.url?.endsWith('/coach/messages')) {
      await pageHeld;
      return {
        data: { result: { items: [message(5, 'USER')], has_more: false }, error: null },
        status: 200,
        statusText: '',
        headers: {},
        config,
      };
    }
    return adapter(config);
  };
  open('/staff/inbox/1/coach');
  await screen.findByRole('heading', { level: 1, name: 'Дарья Волкова' });
  await userEvent.click(screen.getByRole('radio', { name: 'Внутренняя заметка' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Текст заметки' }), 'Позвонить врачу');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить заметку' }));
  await act(async () => releasePage());
  const log = await screen.findByRole('list', { name: 'Сообщения' });
  expect(await within(log).findByText('Сообщение 5')).toBeVisible();
  expect(within(log).getByText('Позвонить врачу')).toBeVisible();
});

test('a failed load says so with a retry and no composer; the retry loads the messages', async () => {
  undoMedia = mockMatchMedia(true);
  signInAs(COACH);
  let fail = true;
  serve({
    ...common,
    'GET /api/staff/inbox/1/coach': () => ({ result: header(0) }),
    'GET /api/staff/inbox/1/coach/messages': () =>
      fail
        ? { status: 500, error: 'Сервер не ответил' }
        : { result: { items: [message(5, 'USER')], has_more: false } },
  });
  open('/staff/inbox/1/coach');
  expect(await screen.findByText('Не удалось загрузить сообщения.')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Отправить' })).toBeNull();
  expect(screen.queryByText(/Обнови страницу/)).toBeNull();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('Сообщение 5')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Отправить' })).toBeVisible();
});

test('a custom snooze time left empty is said, and nothing is sent', async () => {
  undoMedia = mockMatchMedia(false);
  signInAs(COACH);
  serve({
    ...common,
    'GET /api/staff/inbox/1/coach': () => ({ result: header(0) }),
    'GET /api/staff/inbox/1/coach/messages': () => ({
      result: { items: [message(5, 'USER')], has_more: false },
    }),
  });
  open('/staff/inbox/1/coach');
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: 'Отложить' }),
    'custom',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Отложить' }));
  expect(await screen.findByText(SNOOZE_TIME_REQUIRED)).toBeVisible();
  expect(screen.getByLabelText('До')).toHaveAttribute('aria-invalid', 'true');
  expect(api!.sent.some((s) => s.method === 'PUT')).toBe(false);
});

const row = (id: number, name: string, time: number): InboxConversation => ({
  member: { id, name },
  channel: 'coach',
  last_message: { id: id * 10, text: `Вопрос от ${name}`, sender: 'USER', time },
  waiting_since: time,
  needs_answer: true,
  unread: false,
  snoozed_until: null,
  overdue: false,
  due_at: null,
  assigned: { id: COACH.id, name: COACH.name },
});

test('the inbox keeps its filter and search in the address, and comes back to them from a conversation', async () => {
  undoMedia = mockMatchMedia(false);
  signInAs(COACH);
  serve({
    ...common,
    'GET /api/staff/inbox': ({ query }) => ({
      result: {
        conversations: query.get('q') ? [row(1, 'Дарья Волкова', now() - 3 * 86400)] : [],
        next_cursor: null,
      },
    }),
    'GET /api/staff/inbox/counters': () => ({ result: null }),
    'GET /api/staff/inbox/1/coach': () => ({ result: header(0) }),
    'GET /api/staff/inbox/1/coach/messages': () => ({
      result: { items: [message(5, 'USER')], has_more: false },
    }),
  });
  open('/staff/inbox/');
  await userEvent.click(await screen.findByRole('button', { name: 'Все' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Имя или e-mail участника' }), 'дарья');
  await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
  expect(screen.getByTestId('where')).toHaveTextContent(
    `/staff/inbox/?filter=all&q=${encodeURIComponent('дарья')}`,
  );
  const list = await screen.findByRole('list', { name: 'Разговоры' });
  // the last message's date and time in the row
  expect(within(list).getByText(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
  await userEvent.click(within(list).getByRole('link', { name: 'Дарья Волкова, Тренер' }));
  await screen.findByRole('heading', { level: 1, name: 'Дарья Волкова' });
  await userEvent.click(screen.getByRole('button', { name: 'Входящие' }));
  await screen.findByRole('heading', { level: 1, name: 'Входящие' });
  expect(screen.getByTestId('where')).toHaveTextContent(
    `/staff/inbox/?filter=all&q=${encodeURIComponent('дарья')}`,
  );
  expect(screen.getByRole('button', { name: 'Все' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('textbox', { name: 'Имя или e-mail участника' })).toHaveValue('дарья');
  const last = api!.sent.filter((s) => s.path === '/api/staff/inbox').at(-1)!;
  expect(last.query.get('filter')).toBe('all');
  expect(last.query.get('q')).toBe('дарья');
});

test('the tab’s title counts the conversations waiting, again after a snooze elsewhere', async () => {
  undoMedia = mockMatchMedia(false);
  signInAs(COACH);
  document.title = 'Клуб';
  let waiting = 3;
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
  const view = renderAt('/staff/', [{ path: '/staff/*', element: <InboxAlerts /> }]);
  await waitFor(() => expect(document.title).toBe('(3) Клуб'));
  waiting = 0;
  act(() => publishLive({ type: 'inbox_state', member_id: 1, discipline: 'coach', id: 0 }));
  await waitFor(() => expect(document.title).toBe('Клуб'), { timeout: 2000 });
  expect(screen.getByRole('switch', { name: 'Сообщать о новых сообщениях' })).not.toBeChecked();
  view.unmount();
});

test('the contest count follows the queue’s live event', async () => {
  signInAs(COACH);
  let waiting = 2;
  serve({ 'GET /api/staff/contest/count': () => ({ result: { waiting } }) });
  renderAt('/staff/', [{ path: '/staff/*', element: <ContestBadge /> }]);
  expect(await screen.findByText('2')).toBeVisible();
  waiting = 1;
  act(() => publishLive({ type: 'contest_queue_changed' }));
  expect(await screen.findByText('1', {}, { timeout: 2000 })).toBeVisible();
  expect(screen.getByText('ждут решения')).toBeInTheDocument();
});
