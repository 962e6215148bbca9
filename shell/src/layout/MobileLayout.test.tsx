import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Modal, publishRealtime } from '@club/shared';
import { __setDeployedForTests } from '../federation/remotes';
import { renderAt, signIn } from '../test/utils';
import { MobileLayout } from './MobileLayout';

beforeEach(() => {
  __setDeployedForTests({});
  publishRealtime({
    rest_time: null,
    not_active_options: [],
    chats: { count: 3, channels: [] },
    notifications: { count: 0 },
  });
});

function Page() {
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <p>Содержимое страницы</p>
      <Link to="/faq/">Ссылка на странице</Link>
      <button type="button" onClick={() => setDialog(true)}>
        Открыть окно
      </button>
      <Modal open={dialog} title="Окно" onClose={() => setDialog(false)} />
    </>
  );
}

const open = () =>
  renderAt(
    <MobileLayout>
      <Page />
    </MobileLayout>,
    '/',
  );
const more = () => screen.getByRole('button', { name: 'Еще' });
const menu = () => screen.queryByRole('menu', { name: 'Еще' });

describe('the mobile "Еще" menu (issue 10, point 6)', () => {
  it('is announced as a menu of menu items, and closes on an outside tap', async () => {
    signIn();
    const user = userEvent.setup();
    open();
    expect(more()).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(more());
    expect(more()).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Динамика',
      'Чаты3',
      'Магазин',
    ]);
    await user.click(screen.getByText('Содержимое страницы'));
    expect(menu()).not.toBeInTheDocument();
    expect(more()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape with the focus back on its button; the keyboard moves through it', async () => {
    signIn();
    const user = userEvent.setup();
    open();
    more().focus();
    await user.keyboard('{Enter}');
    expect(menu()).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Динамика' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: /Чаты/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Магазин' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Динамика' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu()).not.toBeInTheDocument();
    expect(more()).toHaveFocus();
  });

  it('closes when the profile menu or a dialog opens, and on navigation', async () => {
    signIn();
    const user = userEvent.setup();
    open();
    await user.click(more());
    await user.click(screen.getByRole('button', { name: 'Меню профиля' }));
    expect(menu()).not.toBeInTheDocument();
    expect(screen.getByRole('menu', { name: 'Меню профиля' })).toBeInTheDocument();
    // and the other way round
    await user.click(more());
    expect(screen.queryByRole('menu', { name: 'Меню профиля' })).not.toBeInTheDocument();
    expect(menu()).toBeInTheDocument();

    // a dialog opened without a tap outside (e.g. by the keyboard)
    fireEvent.click(screen.getByRole('button', { name: 'Открыть окно' }));
    await waitFor(() => expect(menu()).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Окно' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(more());
    act(() => screen.getByRole('link', { name: 'Ссылка на странице' }).click());
    await waitFor(() => expect(menu()).not.toBeInTheDocument());
  });
});

describe('inactive menu items (issue 10, point 7)', () => {
  it('shows no unread badge on a switched-off Чаты, and no dot on "Еще"', async () => {
    signIn({}, ['CHATS']);
    const user = userEvent.setup();
    const { container } = open();
    expect(container.querySelector('[class*="dot"]')).toBeNull();
    await user.click(more());
    const chats = screen.getByRole('menuitem', { name: 'Чаты' });
    expect(chats).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByLabelText(/непрочитанных/)).not.toBeInTheDocument();
  });

  it('an active Чаты keeps its badge and the dot', async () => {
    signIn();
    const { container } = open();
    expect(container.querySelector('[class*="dot"]')).not.toBeNull();
    await userEvent.setup().click(more());
    expect(screen.getByLabelText('непрочитанных: 3')).toBeInTheDocument();
  });
});
