import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { confirmRequests$, setSession, type NotificationItem } from '@club/shared';
import { memberProfile } from '@club/shared/testing';
import NotificationsPage from './NotificationsPage';
import { clearNotifications } from './api/clearNotifications';
import { deleteNotification } from './api/deleteNotification';
import { getNotifications } from './api/getNotifications';

jest.mock('./api/getNotifications', () => ({ getNotifications: jest.fn() }));
jest.mock('./api/deleteNotification', () => ({ deleteNotification: jest.fn() }));
jest.mock('./api/clearNotifications', () => ({ clearNotifications: jest.fn() }));

const ok = <T,>(result: T) => ({ result, error: null, status: 200, headers: {} });
const now = Math.floor(Date.now() / 1000);
const items: NotificationItem[] = [
  {
    id: 1,
    content: '<p>Тренер ответил <img src="x" onerror="window.__xss=1"></p>',
    time: now - 5 * 60,
    link: 'CHATS',
    linkId: null,
    fullLink: null,
    is_new: true,
  },
  {
    id: 2,
    content: '<p>Новая статья</p>',
    time: now - 3 * 3600,
    link: 'articles',
    linkId: 9,
    fullLink: null,
    is_new: false,
  },
];

const questions: string[] = [];
let answer = true;
confirmRequests$.subscribe((r) => {
  questions.push(`${r.title} | ${r.text} | ${r.no} | ${r.yes}`);
  r.resolve(answer);
});

beforeEach(() => {
  jest.clearAllMocks();
  questions.length = 0;
  jest.mocked(getNotifications).mockResolvedValue(ok({ notifications: items, count: 0 }));
  jest.mocked(deleteNotification).mockResolvedValue(ok({ message: 'ok' }));
  jest.mocked(clearNotifications).mockResolvedValue(ok({ message: 'ok' }));
});

const renderPage = () =>
  render(
    <MemoryRouter
      initialEntries={['/notifications/']}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <Routes>
        <Route path="/notifications/" element={<NotificationsPage />} />
        <Route path="/chats/" element={<p>Страница чатов</p>} />
        <Route path="/article/:id" element={<p>Страница статьи</p>} />
      </Routes>
    </MemoryRouter>,
  );

test('shows the title, "Назад", "Твои уведомления", sanitised items with their age', async () => {
  renderPage();
  expect(screen.getByRole('heading', { name: 'Уведомления', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Назад/ })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Твои уведомления' })).toBeInTheDocument();
  expect(screen.getByText('5 минут назад')).toBeInTheDocument();
  expect(screen.getByText('3 часа назад')).toBeInTheDocument();
  expect(document.querySelector('[onerror]')).toBeNull();
  expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
});

test('an item leads to its path', async () => {
  renderPage();
  const links = await screen.findAllByRole('link', { name: 'Перейти' });
  await userEvent.click(links[1]);
  expect(screen.getByText('Страница статьи')).toBeInTheDocument();
});

test('the cross deletes one', async () => {
  renderPage();
  const crosses = await screen.findAllByRole('button', { name: 'Удалить уведомление' });
  await userEvent.click(crosses[0]);
  expect(deleteNotification).toHaveBeenCalledWith(1);
  await waitFor(() => expect(screen.queryByText(/Тренер ответил/)).not.toBeInTheDocument());
  expect(screen.getByText('Новая статья')).toBeInTheDocument();
});

test('"Очистить все" asks in the member’s gender; "Отмена" keeps them, "Удалить" clears', async () => {
  setSession({ profile: memberProfile({ gender: 0 }) });
  renderPage();
  answer = false;
  await userEvent.click(await screen.findByRole('button', { name: 'Очистить все' }));
  expect(questions).toEqual([
    'Внимание! | Ты уверена, что хочешь очистить все уведомления? | Отмена | Удалить',
  ]);
  expect(clearNotifications).not.toHaveBeenCalled();

  setSession({ profile: memberProfile({ gender: 1 }) });
  answer = true;
  await userEvent.click(screen.getByRole('button', { name: 'Очистить все' }));
  expect(questions[1]).toContain('Ты уверен, что хочешь очистить все уведомления?');
  expect(await screen.findByText('Уведомления отсутствуют')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Очистить все' })).not.toBeInTheDocument();
});

test('empty: "Уведомления отсутствуют" and no "Очистить все"', async () => {
  jest.mocked(getNotifications).mockResolvedValue(ok({ notifications: [], count: 0 }));
  renderPage();
  const block = await screen.findByText('Уведомления отсутствуют');
  expect(within(block.parentElement as HTMLElement).queryByRole('button')).toBeNull();
});

test('a failed load is a failed state with "Повторить", never "Уведомления отсутствуют"', async () => {
  jest.mocked(getNotifications).mockResolvedValueOnce({
    result: null,
    error: { message: 'Нет связи с сервером. Проверь подключение и попробуй еще раз.' },
    status: 0,
    headers: {},
  });
  renderPage();
  expect(await screen.findByText('Не удалось загрузить уведомления.')).toBeVisible();
  expect(
    screen.getByText('Нет связи с сервером. Проверь подключение и попробуй еще раз.'),
  ).toBeVisible();
  expect(screen.queryByText('Уведомления отсутствуют')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Твои уведомления' })).not.toBeInTheDocument();
  // the list says it: no banner on top (the call is silent)
  expect(getNotifications).toHaveBeenCalledWith({ silent: true });

  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('Новая статья')).toBeVisible();
  expect(screen.queryByText('Не удалось загрузить уведомления.')).not.toBeInTheDocument();
});

test('a failed load loads again by itself when the network comes back', async () => {
  jest.mocked(getNotifications).mockResolvedValueOnce({
    result: null,
    error: { message: 'Нет связи с сервером. Проверь подключение и попробуй еще раз.' },
    status: 0,
    headers: {},
  });
  renderPage();
  expect(await screen.findByText('Не удалось загрузить уведомления.')).toBeVisible();
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByText('Новая статья')).toBeVisible();
  expect(getNotifications).toHaveBeenCalledTimes(2);
});
