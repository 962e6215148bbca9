// "Роли": each role's permissions in words; editing a bundle; a new role refused with the
// server's reason, then made.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, type RoleEntry } from '@club/shared';
import { fakeApi } from '../../test/fakeApi';
import { ADMIN, signInAs } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import RolesSection from './RolesSection';

const ROLES: RoleEntry[] = [
  {
    id: 2,
    name: 'coach',
    title: 'Тренер',
    permissions: ['chats:reply:assigned', 'progress:review'],
    holders: 2,
  },
];
const open = (path: string) =>
  renderAt(path, [{ path: '/staff/roles/*', element: <RolesSection /> }]);

let api: ReturnType<typeof fakeApi>;
beforeEach(() => signInAs(ADMIN));
afterEach(() => {
  api?.restore();
  clearSession();
});

test('lists roles with their permissions in words and edits a bundle', async () => {
  api = fakeApi({
    'GET /api/staff/roles': () => ({ result: { roles: ROLES } }),
    'PATCH /api/staff/roles/2': () => ({ result: { id: 2, message: 'Роль сохранена' } }),
    'GET /api/auth/me': () => ({ result: ADMIN }),
  });
  open('/staff/roles/');
  const list = await screen.findByRole('list', { name: 'Роли' });
  expect(within(list).getByText('Отвечать в чатах своих участников')).toBeVisible();
  expect(within(list).getByText('код coach; сотрудников с ролью: 2')).toBeVisible();
  await userEvent.click(within(list).getByRole('link', { name: 'Тренер' }));
  const add = await screen.findByRole('checkbox', { name: 'Читать журнал действий' });
  expect(screen.getByRole('checkbox', { name: 'Отвечать в чатах своих участников' })).toBeChecked();
  await userEvent.click(add);
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(await screen.findByRole('list', { name: 'Роли' })).toBeVisible();
  expect(api.sent.find((s) => s.method === 'PATCH')?.body).toEqual({
    title: 'Тренер',
    permissions: ['chats:reply:assigned', 'progress:review', 'audit:read'],
  });
});

test('a new role: the server’s refusal in the form', async () => {
  api = fakeApi({
    'POST /api/staff/roles': () => ({ status: 409, error: 'Роль с таким кодом уже есть' }),
  });
  open('/staff/roles/new');
  await userEvent.type(screen.getByRole('textbox', { name: /^Код роли/ }), 'coach');
  await userEvent.type(screen.getByRole('textbox', { name: 'Название' }), 'Ещё тренер');
  await userEvent.click(screen.getByRole('button', { name: 'Создать роль' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Роль с таким кодом уже есть');
});
