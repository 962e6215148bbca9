import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { publishLive, publishRealtime, type ChatsResult } from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import ChatsPage from './ChatsPage';
import { getChats } from './api/getChats';
import { getMessages } from './api/getMessages';

jest.mock('./api/getChats', () => ({ getChats: jest.fn() }));
jest.mock('./api/getMessages', () => ({ getMessages: jest.fn() }));
jest.mock('./api/markRead', () => ({
  markRead: jest.fn().mockResolvedValue({ result: { unread: 0 }, error: null }),
}));

const future = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
const data = (demo_day = false): ChatsResult => ({
  chats: [
    {
      id: 'coach',
      name: 'Тренер',
      image: 'data:image/svg+xml;base64,',
      unread: 2,
      lastMessage: { date: 1_700_000_000, messageText: 'Как дела?' },
    },
    {
      id: 'dietolog',
      name: 'Диетолог',
      image: 'data:image/svg+xml;base64,',
      unread: 0,
      lastMessage: null,
    },
  ],
  telegram_chats: [
    { link: 'https://t.me/club', name: 'Клуб: общий чат', photo: null, message: 'Общение' },
  ],
  demo_day,
});

beforeEach(() => {
  jest
    .mocked(getChats)
    .mockResolvedValue({ result: data(), error: null, status: 200, headers: {} });
  jest.mocked(getMessages).mockResolvedValue({
    result: { messages: [], has_more: false },
    error: null,
    status: 200,
    headers: {},
  });
});

const renderPage = () =>
  render(
    <MemoryRouter future={future}>
      <ChatsPage />
    </MemoryRouter>,
  );

test('desktop: both sections, a prompt until a channel is chosen, then its messenger', async () => {
  mockMatchMedia(false);
  renderPage();
  expect(screen.getByRole('heading', { name: 'Чаты', level: 1 })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Чаты в телеграме' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Мои сообщения' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Клуб: общий чат/ })).toHaveAttribute(
    'href',
    'https://t.me/club',
  );
  expect(screen.getByText('Выбери чат, чтобы начать общение')).toBeInTheDocument();
  expect(screen.getByLabelText('Непрочитанных: 2')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Диетолог/ }));
  const messenger = await screen.findByRole('region', { name: 'Чат: Диетолог' });
  expect(
    await within(messenger).findByText(/Сообщений пока нет/, {}, { timeout: 2000 }),
  ).toBeInTheDocument();
});

test('live: counts and new messages update the list', async () => {
  mockMatchMedia(false);
  renderPage();
  await screen.findByRole('heading', { name: 'Мои сообщения' });
  act(() => {
    publishRealtime({
      rest_time: null,
      not_active_options: [],
      chats: {
        count: 3,
        channels: [
          { channel: 'coach', unread: 3 },
          { channel: 'dietolog', unread: 0 },
        ],
      },
      notifications: { count: 0 },
    });
    publishLive({
      type: 'chat_message',
      channel: 'coach',
      id: 77,
      message: {
        id: 77,
        channel: 'coach',
        message: 'Новое от тренера',
        sender: 'ADMIN',
        admin: null,
        time: 1_700_000_100,
        is_read: false,
        is_read_admin: true,
        is_rear_view: false,
        is_edited: false,
        edited_at: null,
        pictures: [],
        client_key: null,
      },
    });
  });
  expect(screen.getByLabelText('Непрочитанных: 3')).toBeInTheDocument();
  expect(screen.getByText('Новое от тренера')).toBeInTheDocument();
});

test('mobile: channels are links to /chat/{id}; telegram links are disabled on a demo day', async () => {
  mockMatchMedia(true);
  jest
    .mocked(getChats)
    .mockResolvedValue({ result: data(true), error: null, status: 200, headers: {} });
  renderPage();
  expect(await screen.findByRole('link', { name: /Тренер/ })).toHaveAttribute(
    'href',
    '/chat/coach',
  );
  expect(screen.queryByRole('link', { name: /Клуб: общий чат/ })).toBeNull();
  expect(screen.getByText('Клуб: общий чат').closest('[aria-disabled="true"]')).not.toBeNull();
});

test('a failed load: the failed state, "Повторить" loads the list, and so does the network coming back', async () => {
  mockMatchMedia(false);
  const down = {
    result: null,
    error: { message: 'Нет связи с сервером. Проверь подключение и попробуй еще раз.' },
    status: 0,
    headers: {},
  };
  jest.mocked(getChats).mockClear();
  jest.mocked(getChats).mockResolvedValueOnce(down).mockResolvedValueOnce(down);
  renderPage();
  expect(await screen.findByText('Не удалось загрузить чаты.')).toBeVisible();
  expect(getChats).toHaveBeenLastCalledWith({ silent: true });
  // "Повторить" while the network is still down: failed again
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(getChats).toHaveBeenCalledTimes(2);
  expect(await screen.findByRole('button', { name: 'Повторить' })).not.toHaveAttribute('aria-busy');
  // the network is back: it loads by itself
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByRole('heading', { name: 'Мои сообщения' })).toBeVisible();
  expect(screen.queryByText('Не удалось загрузить чаты.')).not.toBeInTheDocument();
});
