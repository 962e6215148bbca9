import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { publishRealtime } from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import { __clearRemoteCacheForTests } from '../federation/RemoteArea';
import { __setDeployedForTests } from '../federation/remotes';
import { renderAt } from '../test/utils';
import { NotificationBell } from './NotificationBell';

const load = loadRemote as jest.Mock;
const counts = (n: number) => ({
  rest_time: null,
  not_active_options: [],
  chats: { count: 0, channels: [] },
  notifications: { count: n },
});

function Panel({ onClose }: { onClose: () => void }) {
  return (
    <>
      <p>Привет из списка</p>
      <button type="button" onClick={onClose}>
        Все уведомления
      </button>
    </>
  );
}

let undoMedia: () => void;
beforeEach(() => {
  undoMedia = mockMatchMedia(false);
  load.mockReset();
  __clearRemoteCacheForTests();
  __setDeployedForTests({ mf_community: 'http://localhost:3003/mf-manifest.json' });
  publishRealtime(counts(0));
});
afterEach(() => undoMedia());

test('the count comes with the stream, and no remote code loads until the member reaches for the bell', async () => {
  load.mockResolvedValue({ default: { NotificationPanel: Panel } });
  renderAt(<NotificationBell />);
  act(() => publishRealtime(counts(3)));
  const bell = screen.getByRole('button', { name: 'Уведомления: новых 3' });
  expect(screen.getByTestId('notifications-count')).toHaveTextContent('3');
  act(() => publishRealtime(counts(120)));
  expect(screen.getByTestId('notifications-count')).toHaveTextContent('99+');
  await new Promise((r) => setTimeout(r, 0));
  expect(load).not.toHaveBeenCalled();

  // the pointer over it warms the list; the click opens it
  await userEvent.hover(bell);
  expect(load).toHaveBeenCalledWith('mf_community/widgets');
  await userEvent.click(bell);
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  const dialog = screen.getByRole('dialog', { name: 'Уведомления' });
  expect(await screen.findByText('Привет из списка')).toBeInTheDocument();
  expect(dialog).toContainElement(screen.getByText('Привет из списка'));

  // Escape closes it and gives the focus back to the bell
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(bell).toHaveFocus();

  // the list's own link closes the dropdown through onClose
  await userEvent.click(bell);
  await userEvent.click(await screen.findByRole('button', { name: 'Все уведомления' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('another menu opening or a click outside closes it', async () => {
  load.mockResolvedValue({ default: { NotificationPanel: Panel } });
  renderAt(
    <>
      <NotificationBell />
      <p>Снаружи</p>
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Уведомления' }));
  expect(await screen.findByText('Привет из списка')).toBeInTheDocument();
  await userEvent.click(screen.getByText('Снаружи'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Уведомления' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  act(() => {
    document.dispatchEvent(new CustomEvent('club:menu-open', { detail: 'profile' }));
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('an mf-community of contract 1.1 (no panel to lend): the dropdown links to the notifications page', async () => {
  load.mockResolvedValue({
    default: { NotificationDropdown: () => <button type="button">старый</button> },
  });
  renderAt(<NotificationBell />);
  await userEvent.click(screen.getByRole('button', { name: 'Уведомления' }));
  const link = await screen.findByRole('link', { name: 'Все уведомления' });
  expect(link).toHaveAttribute('href', '/notifications/');
  expect(screen.queryByRole('button', { name: 'старый' })).not.toBeInTheDocument();
});
