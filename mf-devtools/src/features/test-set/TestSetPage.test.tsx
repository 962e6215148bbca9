import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  setSession,
  userInfoReload$,
  type TesterMailResult,
  type TesterUserPackResult,
} from '@club/shared';
import { fakeApi, type Sent } from '../../test/fakeApi';
import { formatClock } from './clockText';
import TestSetPage from './TestSetPage';

const NOW = Math.floor(new Date(2026, 10, 23, 12, 0, 0).getTime() / 1000);
const data = (): TesterUserPackResult => ({
  courses: [
    {
      user_pack_id: 11,
      block: { block_name: 'Фитнес дома' },
      fullName: 'Стройность',
      status: 'FROSTED',
    },
    {
      user_pack_id: 12,
      block: { block_name: 'Зал' },
      fullName: 'Сила',
      status: 'ACTIVATED',
    },
  ],
  now: NOW,
  push_id: 'fcm-123',
});
const chats = {
  chats: [
    { id: 'coach', name: 'Тренер' },
    { id: 'dietolog', name: 'Диетолог' },
  ],
};

const ownMail: TesterMailResult = {
  email: 'demo7@club.local',
  delivery: 'mailbox',
  letters: [],
};
const recoveryMail: TesterMailResult = {
  email: 'demo11@club.local',
  delivery: 'mailbox',
  letters: [
    {
      id: 42,
      to: 'demo11@club.local',
      subject: 'Восстановление пароля в Клубе',
      status: 'sent',
      created_at: NOW,
      sent_at: NOW,
      attempts: 1,
      error: null,
      // another account's letter, as staff see it: its password link hidden
      text: 'Привет, Светлана!\n\nЗадать новый пароль:\n[one-use link hidden: only its own account sees it]',
      links: [],
      hidden_links: 1,
    },
    {
      id: 41,
      to: 'demo11@club.local',
      subject: 'Подтверди e-mail в Клубе',
      status: 'pending',
      created_at: NOW - 60,
      sent_at: null,
      attempts: 3,
      error: 'ECONNECTION connect ECONNREFUSED',
      text: null,
      links: [],
    },
  ],
};

let api: ReturnType<typeof fakeApi>;
let reloads = 0;
const sub = userInfoReload$.subscribe(() => reloads++);
afterAll(() => sub.unsubscribe());

function start(
  overrides: Record<
    string,
    (s: Sent) => { status?: number; result?: unknown; error?: string }
  > = {},
) {
  api = fakeApi({
    'GET /api/testers/user_pack': () => ({ result: data() }),
    'GET /api/testers/chats': () => ({ result: chats }),
    'POST /api/testers/reset_user_height': () => ({}),
    'POST /api/testers/clear_contest_reports': () => ({}),
    'POST /api/testers/approve_contest_reports': () => ({}),
    'POST /api/testers/reject_contest_reports': () => ({}),
    'POST /api/testers/reset_state_purchased/11': () => ({}),
    'POST /api/testers/reset_state_purchased/12': () => ({}),
    'POST /api/testers/reset_limit_frost/11': () => ({}),
    'POST /api/testers/invalidate_cache': () => ({}),
    'POST /api/testers/change_user_now': (s) => ({
      result: { message: 'Success', now: Number(s.form?.now) },
    }),
    'POST /api/testers/send_push': () => ({ result: { message: 'Success', id: 5 } }),
    'POST /api/testers/send_admin_message': () => ({ result: { message: 'Success', id: 7 } }),
    'POST /api/testers/delete_chat': () => ({}),
    'GET /api/testers/mail': () => ({ result: ownMail }),
    ...overrides,
  });
  render(<TestSetPage />);
}
const posts = () => api.sent.filter((s) => s.method === 'POST');
const okBanners = () => api.banners.filter((b) => b.type === 'ok').map((b) => b.text);
const failBanners = () => api.banners.filter((b) => b.type === 'fail').map((b) => b.text);

beforeEach(() => {
  setSession({ token: 't' });
  reloads = 0;
});
afterEach(() => api.restore());

test('shows every section with English labels, the member’s courses, clock and push-service id', async () => {
  start();
  expect(
    await screen.findByRole('heading', { name: 'Tester console', level: 1 }),
  ).toBeInTheDocument();
  await screen.findByRole('region', { name: 'Courses' });
  for (const title of [
    'User height',
    'Competition',
    'Courses',
    'Time machine',
    'Push service',
    'Cache',
    'Push from admin',
    'Chats from admin',
    'Mail',
  ])
    expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
  const courses = screen.getByRole('region', { name: 'Courses' });
  expect(within(courses).getByText('Стройность')).toBeInTheDocument();
  expect(within(courses).getByText(/Фитнес дома · #11 · FROSTED/)).toBeInTheDocument();
  expect(screen.getByTestId('member-clock')).toHaveTextContent(formatClock(NOW).slice(0, 14));
  expect(screen.getByLabelText('Date (dd.mm.yyyy HH:MM:ss)')).toHaveValue(formatClock(NOW));
  expect(screen.getByTestId('push-id')).toHaveTextContent('fcm-123');
  expect(screen.getByRole('combobox', { name: 'Chat' })).toHaveValue('coach');
});

test('each plain action calls its tester call and shows the notice "Success"', async () => {
  start();
  const user = userEvent.setup();
  const buttons: [string, string][] = [
    ['Reset Height', '/api/testers/reset_user_height'],
    ['Clear Reports', '/api/testers/clear_contest_reports'],
    ['Approve Reports', '/api/testers/approve_contest_reports'],
    ['Reject Reports', '/api/testers/reject_contest_reports'],
    ['Clear Cache', '/api/testers/invalidate_cache'],
  ];
  for (const [name, url] of buttons) {
    await user.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(posts().at(-1)?.url).toBe(url));
  }
  await waitFor(() => expect(okBanners()).toEqual(Array(buttons.length).fill('Success')));
  expect(posts().every((p) => p.form === null)).toBe(true);
  // the shell reloads the member's data (top bar, course info) after each change
  await waitFor(() => expect(reloads).toBe(buttons.length));
});

test('course buttons reset one course’s status or limit; Reset All resets every course', async () => {
  start();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Reset Status: Стройность' }));
  await waitFor(() =>
    expect(posts().map((p) => p.url)).toEqual(['/api/testers/reset_state_purchased/11']),
  );
  await user.click(screen.getByRole('button', { name: 'Reset Limit: Стройность' }));
  await user.click(screen.getByRole('button', { name: 'Reset All' }));
  await waitFor(() =>
    expect(posts().map((p) => p.url)).toEqual([
      '/api/testers/reset_state_purchased/11',
      '/api/testers/reset_limit_frost/11',
      '/api/testers/reset_state_purchased/11',
      '/api/testers/reset_state_purchased/12',
    ]),
  );
  await waitFor(() => expect(okBanners()).toEqual(['Success', 'Success', 'Success']));
  // the list is read again after each change
  expect(api.sent.filter((s) => s.url === '/api/testers/user_pack').length).toBeGreaterThanOrEqual(
    4,
  );
});

test('a refused action shows the server’s message and no "Success"', async () => {
  start({
    'POST /api/testers/reset_state_purchased/11': () => ({ status: 404, error: 'Курс не найден' }),
    'POST /api/testers/send_push': () => ({ error: 'Напиши текст уведомления' }),
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Reset All' }));
  await waitFor(() => expect(failBanners()).toEqual(['Курс не найден']));
  // Reset All stops at the first refusal
  expect(posts().map((p) => p.url)).toEqual(['/api/testers/reset_state_purchased/11']);
  await user.click(screen.getByRole('button', { name: 'Send Push' }));
  await waitFor(() =>
    expect(failBanners()).toEqual(['Курс не найден', 'Напиши текст уведомления']),
  );
  expect(okBanners()).toEqual([]);
});

test('the time machine sends unix seconds (form: now) and shows the member’s new clock', async () => {
  start();
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Date (dd.mm.yyyy HH:MM:ss)');
  await user.clear(field);
  await user.type(field, '01.12.2026 08:30:00');
  await user.click(screen.getByRole('button', { name: 'Set Time' }));
  const target = Math.floor(new Date(2026, 11, 1, 8, 30, 0).getTime() / 1000);
  await waitFor(() =>
    expect(posts()).toEqual([
      { method: 'POST', url: '/api/testers/change_user_now', form: { now: String(target) } },
    ]),
  );
  await waitFor(() => expect(okBanners()).toEqual(['Success']));
  expect(screen.getByTestId('member-clock')).toHaveTextContent('01.12.2026 08:3');
});

test('a malformed date shows a clear message and calls nothing', async () => {
  start();
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Date (dd.mm.yyyy HH:MM:ss)');
  for (const text of ['31.02.2026 10:00:00', '2026-12-01 08:30', 'завтра']) {
    await user.clear(field);
    await user.type(field, text);
    await user.click(screen.getByRole('button', { name: 'Set Time' }));
    expect(field).toHaveAccessibleDescription(
      'Некорректная дата: нужен формат дд.мм.гггг чч:мм:сс, например 01.02.2026 09:30:00',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
  }
  expect(posts()).toEqual([]);
  expect(screen.getByTestId('member-clock')).toHaveTextContent(formatClock(NOW).slice(0, 10));
});

test('push and chat messages go with their form fields; the picked chat can be deleted', async () => {
  start();
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Push message'), 'Новая тренировка');
  await user.click(screen.getByRole('button', { name: 'Send Push' }));
  await waitFor(() => expect(screen.getByLabelText('Push message')).toHaveValue(''));

  await user.selectOptions(screen.getByRole('combobox', { name: 'Chat' }), 'dietolog');
  await user.type(screen.getByLabelText('Chat message'), 'Ответ диетолога');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  await waitFor(() => expect(screen.getByLabelText('Chat message')).toHaveValue(''));
  await user.click(screen.getByRole('button', { name: 'Delete Chat' }));
  await waitFor(() => expect(okBanners()).toEqual(['Success', 'Success', 'Success']));
  expect(posts()).toEqual([
    { method: 'POST', url: '/api/testers/send_push', form: { message: 'Новая тренировка' } },
    {
      method: 'POST',
      url: '/api/testers/send_admin_message',
      form: { message: 'Ответ диетолога', channel: 'dietolog' },
    },
    { method: 'POST', url: '/api/testers/delete_chat', form: { channel: 'dietolog' } },
  ]);
});

test('Mail: the account’s own recovery letter lists its password link to follow', async () => {
  const link = 'http://localhost:3000/reset-pass/#token=abc';
  start({
    'GET /api/testers/mail': () => ({
      result: {
        ...ownMail,
        letters: [
          {
            id: 43,
            to: 'demo7@club.local',
            subject: 'Восстановление пароля в Клубе',
            status: 'sent',
            created_at: NOW,
            sent_at: NOW,
            attempts: 1,
            error: null,
            text: `Привет, Мария!\n\nЗадать новый пароль:\n${link}`,
            links: [link],
            hidden_links: 0,
          },
        ],
      },
    }),
  });
  const mail = await screen.findByRole('region', { name: 'Mail' });
  const links = await within(mail).findByRole('list', {
    name: 'Links of “Восстановление пароля в Клубе”',
  });
  expect(within(links).getByRole('link', { name: link })).toHaveAttribute('href', link);
  expect(within(mail).queryByText(/hidden:/)).toBeNull();
});

test('a console whose data cannot load says so and can retry', async () => {
  let fail = true;
  start({
    'GET /api/testers/user_pack': () =>
      fail ? { status: 403, error: 'Доступ запрещён' } : { result: data() },
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the tester data.');
  fail = false;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Courses' })).toBeInTheDocument();
});

test('Mail: the member’s own letters, then an address’s (as staff see it: a password link hidden)', async () => {
  start({
    'GET /api/testers/mail?email=demo11%40club.local': () => ({ result: recoveryMail }),
  });
  const user = userEvent.setup();
  const mail = await screen.findByRole('region', { name: 'Mail' });
  expect(await within(mail).findByText('No letters.')).toBeInTheDocument();
  expect(within(mail).getByText('demo7@club.local')).toBeInTheDocument();

  await user.type(
    within(mail).getByLabelText('Address (empty: your own letters)'),
    'demo11@club.local',
  );
  await user.click(within(mail).getByRole('button', { name: 'Show Letters' }));
  expect(
    await within(mail).findByRole('heading', { name: 'Восстановление пароля в Клубе' }),
  ).toBeInTheDocument();
  // the password link is not there, and the letter says why
  expect(
    within(mail).queryByRole('list', { name: 'Links of “Восстановление пароля в Клубе”' }),
  ).toBeNull();
  expect(within(mail).queryByText(/token=/)).toBeNull();
  expect(
    within(mail).getByText(
      'One one-use link is hidden: only the account it opens sees one, and nobody sees a password link on the production host.',
    ),
  ).toBeInTheDocument();
  // a letter still waiting tells why
  expect(
    within(mail).getByText(/waiting to be sent · 3 tries · ECONNECTION connect ECONNREFUSED/),
  ).toBeInTheDocument();
  // the refresh asks for the same address again
  await user.click(within(mail).getByRole('button', { name: 'Refresh' }));
  await waitFor(() =>
    expect(api.sent.filter((c) => c.url.startsWith('/api/testers/mail')).map((c) => c.url)).toEqual(
      [
        '/api/testers/mail',
        '/api/testers/mail?email=demo11%40club.local',
        '/api/testers/mail?email=demo11%40club.local',
      ],
    ),
  );
  expect(failBanners()).toEqual([]);
});
