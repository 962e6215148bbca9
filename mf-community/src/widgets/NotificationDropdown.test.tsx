import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { publishRealtime } from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import { getNotifications } from '../features/notifications/api/getNotifications';
import widgets from './index';

jest.mock('../features/notifications/api/getNotifications', () => ({
  getNotifications: jest.fn(),
}));

const future = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
const counts = (n: number) => ({
  rest_time: null,
  not_active_options: [],
  chats: { count: 0, channels: [] },
  notifications: { count: n },
});

beforeEach(() => {
  jest.mocked(getNotifications).mockResolvedValue({
    result: {
      notifications: [
        {
          id: 1,
          content: '<p>Привет</p>',
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
    status: 200,
    headers: {},
  });
});

test('desktop: a bell with the live count opens the list, loaded on open; Escape closes it', async () => {
  const undo = mockMatchMedia(false);
  const { NotificationDropdown } = widgets;
  render(
    <MemoryRouter future={future}>
      <NotificationDropdown />
    </MemoryRouter>,
  );
  act(() => publishRealtime(counts(3)));
  const bell = screen.getByRole('button', { name: 'Уведомления: новых 3' });
  expect(screen.getByTestId('notifications-count')).toHaveTextContent('3');
  expect(getNotifications).not.toHaveBeenCalled();
  await userEvent.click(bell);
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  expect(await screen.findByText('Привет')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Твои уведомления' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Очистить все' })).toBeInTheDocument();
  expect(getNotifications).toHaveBeenCalledTimes(1);
  await userEvent.keyboard('{Escape}');
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  expect(bell).toHaveFocus();
  act(() => publishRealtime(counts(0)));
  expect(screen.queryByTestId('notifications-count')).toBeNull();

  // another menu opening (the shell's profile menu) closes it
  const announced: string[] = [];
  document.addEventListener('club:menu-open', (e) => announced.push((e as CustomEvent).detail));
  await userEvent.click(bell);
  expect(announced).toEqual(['notifications']);
  act(() => {
    document.dispatchEvent(new CustomEvent('club:menu-open', { detail: 'profile' }));
  });
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  undo();
});

test('mobile: the bell opens the same dropdown, with the way to the notifications page', async () => {
  const undo = mockMatchMedia(true);
  const { NotificationDropdown } = widgets;
  render(
    <MemoryRouter future={future}>
      <NotificationDropdown />
    </MemoryRouter>,
  );
  act(() => publishRealtime(counts(2)));
  const bell = screen.getByRole('button', { name: 'Уведомления: новых 2' });
  await userEvent.click(bell);
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  const dropdown = screen.getByRole('dialog', { name: 'Уведомления' });
  expect(await screen.findByText('Привет')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Все уведомления' })).toHaveAttribute(
    'href',
    '/notifications/',
  );
  await userEvent.keyboard('{Escape}');
  expect(dropdown).not.toBeInTheDocument();
  expect(bell).toHaveFocus();
  undo();
});

test('desktop: a failed load shows the failed state in the dropdown, and "Повторить" loads it', async () => {
  const undo = mockMatchMedia(false);
  jest.mocked(getNotifications).mockResolvedValueOnce({
    result: null,
    error: { message: 'Ошибка сервера' },
    status: 500,
    headers: {},
  });
  const { NotificationDropdown } = widgets;
  render(
    <MemoryRouter future={future}>
      <NotificationDropdown />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: /^Уведомления/ }));
  const dropdown = screen.getByRole('dialog', { name: 'Уведомления' });
  expect(await screen.findByText('Не удалось загрузить уведомления.')).toBeVisible();
  expect(screen.getByText('Ошибка сервера')).toBeVisible();
  expect(screen.queryByText('Уведомления отсутствуют')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByText('Привет')).toBeInTheDocument();
  expect(dropdown).toBeInTheDocument();
  undo();
});

test('the panel a 1.2 shell shows in its bell: the list loaded on mount, and "Все уведомления" closes it', async () => {
  jest.mocked(getNotifications).mockClear();
  const onClose = jest.fn();
  const { NotificationPanel } = widgets;
  render(
    <MemoryRouter future={future}>
      <NotificationPanel onClose={onClose} />
    </MemoryRouter>,
  );
  expect(await screen.findByText('Привет')).toBeInTheDocument();
  expect(getNotifications).toHaveBeenCalledTimes(1);
  const all = screen.getByRole('link', { name: 'Все уведомления' });
  expect(all).toHaveAttribute('href', '/notifications/');
  await userEvent.click(all);
  expect(onClose).toHaveBeenCalled();
});
