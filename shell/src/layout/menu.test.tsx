import { screen } from '@testing-library/react';
import { publishRealtime } from '@club/shared';
import { SideMenu } from './DesktopLayout';
import { isItemDisabled, MAIN_MENU, MORE_MENU, PROFILE_MENU } from './menu';
import { renderAt, signIn } from '../test/utils';

describe('menus', () => {
  it('maps items to their codes', () => {
    const codes = Object.fromEntries([...MAIN_MENU, ...PROFILE_MENU].map((i) => [i.label, i.code]));
    expect(codes).toMatchObject({
      Курсы: 'COURSES',
      Питание: 'DIETA',
      Динамика: 'DYNAMICS',
      Статьи: 'ARTICLES',
      Чаты: 'CHATS',
      'Обратная связь': 'FEEDBACK',
    });
    const chats = MAIN_MENU.find((i) => i.key === 'chats');
    expect(chats && isItemDisabled(chats, ['CHATS'])).toBe(true);
    expect(chats && isItemDisabled(chats, ['DIETA'])).toBe(false);
  });

  it('renders switched-off items disabled, not as links', () => {
    signIn({}, ['DIETA', 'CHATS']);
    renderAt(<SideMenu collapsed={false} />);
    expect(screen.getByRole('link', { name: /Курсы/ })).toHaveAttribute('href', '/courses/');
    expect(screen.queryByRole('link', { name: /Питание/ })).toBeNull();
    const dieta = screen.getByText('Питание').closest('[aria-disabled]');
    expect(dieta).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Чаты').closest('[aria-disabled]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Написать' })).toHaveAttribute('href', '/feedback/');
  });

  it('shows the unread badge only on an active Чаты (a greyed item invites no tap)', () => {
    publishRealtime({
      rest_time: null,
      not_active_options: [],
      chats: { count: 4, channels: [] },
      notifications: { count: 0 },
    });
    signIn({}, ['CHATS']);
    const { unmount } = renderAt(<SideMenu collapsed={false} />);
    expect(screen.queryByLabelText('непрочитанных: 4')).toBeNull();
    unmount();
    signIn({}, []);
    renderAt(<SideMenu collapsed={false} />);
    expect(screen.getByLabelText('непрочитанных: 4')).toBeInTheDocument();
  });

  it('reaches the store from the side menu and the mobile "Еще" sheet', () => {
    signIn({}, []);
    renderAt(<SideMenu collapsed={false} />);
    expect(screen.getByRole('link', { name: /Магазин/ })).toHaveAttribute('href', '/store/');
    const store = MORE_MENU.find((i) => i.key === 'store');
    expect(store?.routes).toEqual(['store', 'store-course']);
  });
});
