// The staff app's frame: the header (name, position, sign-out), the navigation made from the
// section list by the staff member's permissions, a section they may not open, both layouts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import { ADMIN, COACH, signInAs } from '../test/fixtures';
import { fakeApi } from '../test/fakeApi';
import { renderAt } from '../test/render';
import StaffApp from './StaffApp';
import { SECTIONS, sectionsFor } from './sections';

const renderApp = (path: string) =>
  renderAt(path, [
    { path: '/staff/*', element: <StaffApp /> },
    { path: '/logout/', element: <h1>Выход</h1> },
  ]);

let undoMedia: () => void;
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  undoMedia = mockMatchMedia(false);
  api = fakeApi({
    'GET /api/staff/members': () => ({ result: { members: [], next: null } }),
  });
});
afterEach(() => {
  api?.restore();
  undoMedia();
  clearSession();
});

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Разделы' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

test('sections follow permissions: an admin manages, a coach reviews progress and sees their members, a moderator the contest', () => {
  expect(sectionsFor(ADMIN.permissions).map((s) => s.title)).toEqual([
    'Шаблоны ответов',
    'Участники',
    'Сотрудники',
    'Роли',
    'Замены',
    'Журнал',
  ]);
  expect(sectionsFor(COACH.permissions).map((s) => s.title)).toEqual([
    'Входящие',
    'Прогресс',
    'Шаблоны ответов',
    'Участники',
  ]);
  expect(
    sectionsFor(['contest:moderate', 'articles:publish', 'notifications:send']).map((s) => s.title),
  ).toEqual(['Конкурс', 'Статьи', 'Уведомления']);
  expect(sectionsFor([])).toEqual([]);
  // a section for every staff member, and one opened by any of several permissions
  const extra = [...SECTIONS, { ...SECTIONS[0], path: 'everyone', title: 'Для всех', anyOf: null }];
  expect(sectionsFor([], extra).map((s) => s.title)).toEqual(['Для всех']);
});

test('an admin: name and position in the header, every management section, a sign-out', async () => {
  signInAs(ADMIN);
  renderApp('/staff/');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Здравствуй, Наталья!' }),
  ).toBeVisible();
  // the app's header (the page's own header follows it)
  const header = screen.getAllByRole('banner')[0];
  expect(within(header).getByText('Наталья Белова')).toBeVisible();
  expect(within(header).getByText('Администратор клуба')).toBeVisible();
  expect(navLinks()).toEqual([
    'Главная',
    'Шаблоны ответов',
    'Участники',
    'Сотрудники',
    'Роли',
    'Замены',
    'Журнал',
  ]);
  expect(screen.getByRole('link', { name: 'Главная' })).toHaveAttribute('aria-current', 'page');
  // what the roles allow, in words
  expect(screen.getByText('Управлять сотрудниками, ролями, назначениями и заменами')).toBeVisible();
  await userEvent.click(within(header).getByRole('link', { name: 'Выйти' }));
  expect(screen.getByRole('heading', { name: 'Выход' })).toBeVisible();
});

test('a coach sees only their sections; a management page says it is not open to them', async () => {
  signInAs(COACH);
  renderApp('/staff/audit/');
  expect(await screen.findByRole('heading', { name: 'Раздел недоступен' })).toBeVisible();
  expect(navLinks()).toEqual(['Главная', 'Входящие', 'Прогресс', 'Шаблоны ответов', 'Участники']);
  await userEvent.click(screen.getByRole('link', { name: 'Участники' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Участники' })).toBeVisible();
  expect(await screen.findByText('Пока за тобой не закреплён ни один участник.')).toBeVisible();
});

test('on a phone the navigation is a menu: opened by «Меню», closed by a choice or Escape', async () => {
  undoMedia();
  undoMedia = mockMatchMedia(true);
  signInAs(ADMIN);
  renderApp('/staff/');
  const menu = await screen.findByRole('button', { name: 'Меню' });
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('navigation', { name: 'Разделы' })).toBeNull();
  await userEvent.click(menu);
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  const nav = screen.getByRole('navigation', { name: 'Разделы' });
  expect(within(nav).getByText('Наталья Белова')).toBeVisible();
  expect(within(nav).getByRole('link', { name: 'Выйти' })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(menu).toHaveFocus();
  await userEvent.click(menu);
  await userEvent.click(
    within(screen.getByRole('navigation', { name: 'Разделы' })).getByRole('link', {
      name: 'Участники',
    }),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Участники' })).toBeVisible();
  expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('without an account on the bus it asks who is signed in', async () => {
  api?.restore();
  api = fakeApi({ 'GET /api/auth/me': () => ({ result: COACH }) });
  signInAs(COACH);
  clearSession();
  const { setSession } = await import('@club/shared');
  setSession({ token: 'staff-token' });
  renderApp('/staff/');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Здравствуй, Алексей!' }),
  ).toBeVisible();
  expect(api.sent.map((s) => `${s.method} ${s.path}`)).toContain('GET /api/auth/me');
});
