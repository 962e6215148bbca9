// "Сотрудники": the list; a new staff account (the server's refusal shown in the form, success to
// the new account's page); the edit page's save, handing members over and deactivation (refused
// by the server with its reason, or confirmed first).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmHost, clearSession, type RoleEntry, type TeamEntry } from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import { fakeApi } from '../../test/fakeApi';
import { ADMIN, signInAs } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import TeamSection from './TeamSection';

const ROLES: RoleEntry[] = [
  { id: 1, name: 'admin', title: 'Администратор', permissions: ['staff:manage'], holders: 1 },
  { id: 2, name: 'coach', title: 'Тренер', permissions: ['chats:reply:assigned'], holders: 2 },
];
const team = (active = true): TeamEntry[] => [
  {
    id: 101,
    name: 'Алексей Морозов',
    email: 'coach@club.local',
    position: 'Тренер',
    active,
    disciplines: ['coach'],
    roles: [{ name: 'coach', title: 'Тренер' }],
    assigned: { coach: 5, dietolog: 0, psyhologist: 0 },
  },
  {
    id: 102,
    name: 'Игорь Васильев',
    email: 'coach2@club.local',
    position: 'Тренер по силовой подготовке',
    active: true,
    disciplines: ['coach'],
    roles: [{ name: 'coach', title: 'Тренер' }],
    assigned: { coach: 3, dietolog: 0, psyhologist: 0 },
  },
];

const open = (path: string) =>
  renderAt(path, [
    {
      path: '/staff/team/*',
      element: (
        <>
          <TeamSection />
          <ConfirmHost />
        </>
      ),
    },
  ]);

let api: ReturnType<typeof fakeApi>;
let undoMedia: () => void;
beforeEach(() => {
  undoMedia = mockMatchMedia(false);
  signInAs(ADMIN);
});
afterEach(() => {
  api?.restore();
  undoMedia();
  clearSession();
});

test('the list shows positions, roles, members assigned and who is switched off', async () => {
  api = fakeApi({ 'GET /api/staff/team': () => ({ result: { staff: team(false) } }) });
  open('/staff/team/');
  const list = await screen.findByRole('list', { name: 'Сотрудники' });
  const first = within(list).getAllByRole('listitem')[0];
  expect(within(first).getByRole('link', { name: 'Алексей Морозов' })).toBeVisible();
  expect(within(first).getByText('Отключён')).toBeVisible();
  expect(within(first).getByText('Тренер: 5 участников')).toBeVisible();
});

test('a new staff account: the server’s refusal stays in the form; success opens the account', async () => {
  let refuse = true;
  api = fakeApi({
    'GET /api/staff/roles': () => ({ result: { roles: ROLES } }),
    'POST /api/staff/team': () =>
      refuse
        ? { status: 409, error: 'Аккаунт с таким e-mail уже есть в клубе' }
        : { result: { id: 105, message: 'Сотрудник создан. Письмо со ссылкой…' } },
    'GET /api/staff/team': () => ({ result: { staff: team() } }),
  });
  open('/staff/team/new');
  await userEvent.type(
    await screen.findByRole('textbox', { name: 'Имя и фамилия' }),
    'Вера Котова',
  );
  await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'vera@club.local');
  await userEvent.type(screen.getByRole('textbox', { name: /^Должность/ }), 'Психолог');
  await userEvent.click(
    within(screen.getByRole('group', { name: 'Роли' })).getByRole('checkbox', { name: 'Тренер' }),
  );
  const directions = screen.getByRole('group', { name: /^Направления/ });
  await userEvent.click(within(directions).getByRole('checkbox', { name: 'Тренер' }));
  await userEvent.click(screen.getByRole('button', { name: 'Создать и отправить письмо' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Аккаунт с таким e-mail уже есть в клубе',
  );
  expect(api.sent.find((s) => s.method === 'POST')?.body).toEqual({
    name: 'Вера Котова',
    email: 'vera@club.local',
    position: 'Психолог',
    roles: ['coach'],
    disciplines: ['coach'],
  });
  refuse = false;
  await userEvent.click(screen.getByRole('button', { name: 'Создать и отправить письмо' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Сотрудник' })).toBeVisible();
  expect(api.banners.map((b) => b.text)).toContain('Сотрудник создан. Письмо со ссылкой…');
});

test('edit: save, hand the members over, and deactivation asked first and refused with the reason', async () => {
  let current = team();
  api = fakeApi({
    'GET /api/staff/team': () => ({ result: { staff: current } }),
    'GET /api/staff/roles': () => ({ result: { roles: ROLES } }),
    'PATCH /api/staff/team/101': () => ({ result: { id: 101, message: 'Изменения сохранены' } }),
    'POST /api/staff/team/101/transfer': () => {
      current = current.map((s) =>
        s.id === 101 ? { ...s, assigned: { coach: 0, dietolog: 0, psyhologist: 0 } } : s,
      );
      return {
        result: { id: 101, message: 'Участников передано: 5. Теперь их ведёт Игорь Васильев.' },
      };
    },
    'PUT /api/staff/team/101/active': () => ({
      status: 409,
      error:
        'За сотрудником Алексей Морозов закреплено участников: 5. Сначала передай их другому сотруднику.',
    }),
  });
  open('/staff/team/101');
  const position = await screen.findByRole('textbox', { name: /^Должность/ });
  await userEvent.clear(position);
  await userEvent.type(position, 'Старший тренер');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  expect(api.sent.find((s) => s.method === 'PATCH')?.body).toMatchObject({
    position: 'Старший тренер',
    roles: ['coach'],
    disciplines: ['coach'],
  });

  // deactivation: asked first, then the server's reason in a banner
  await userEvent.click(screen.getByRole('button', { name: 'Отключить' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/больше не сможет войти/)).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Отключить' }));
  await screen.findByRole('heading', { name: 'Доступ' });
  expect(api.banners.map((b) => b.text)).toContain(
    'За сотрудником Алексей Морозов закреплено участников: 5. Сначала передай их другому сотруднику.',
  );

  const transfer = screen.getByRole('form', { name: 'Передать участников: Тренер' });
  await userEvent.selectOptions(
    within(transfer).getByRole('combobox', { name: 'Передать всех сотруднику' }),
    '102',
  );
  await userEvent.click(within(transfer).getByRole('button', { name: 'Передать всех' }));
  expect(await screen.findByText('За сотрудником не закреплён ни один участник.')).toBeVisible();
  expect(api.sent.find((s) => s.path.endsWith('/transfer'))?.body).toEqual({
    discipline: 'coach',
    to_staff_id: 102,
  });
});

test('a coach without the coach discipline is warned about before saving: she could never be given members', async () => {
  api = fakeApi({
    'GET /api/staff/roles': () => ({ result: { roles: ROLES } }),
    'POST /api/staff/team': () => ({
      result: { id: 106, message: 'Сотрудник создан. Письмо со ссылкой…' },
    }),
    'GET /api/staff/team': () => ({ result: { staff: team() } }),
  });
  open('/staff/team/new');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Имя и фамилия' }), 'Ольга Лис');
  await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'olga@club.local');
  await userEvent.type(screen.getByRole('textbox', { name: /^Должность/ }), 'Тренер');
  const warning =
    'Роль «Тренер» выбрана без направления «Тренер»: участников этого направления за сотрудником закрепить будет нельзя. Отметь направление «Тренер».';
  expect(screen.queryByText(warning)).toBeNull();
  await userEvent.click(
    within(screen.getByRole('group', { name: 'Роли' })).getByRole('checkbox', { name: 'Тренер' }),
  );
  // said at once, under the disciplines
  expect(screen.getByText(warning)).toBeVisible();

  // and asked before saving: going back sends nothing
  await userEvent.click(screen.getByRole('button', { name: 'Создать и отправить письмо' }));
  let dialog = await screen.findByRole('dialog', { name: 'Сохранить без направления?' });
  expect(within(dialog).getByText(warning)).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуться к форме' }));
  expect(api.sent.some((s) => s.method === 'POST')).toBe(false);

  // with the discipline: no warning, no question
  const directions = screen.getByRole('group', { name: /^Направления/ });
  await userEvent.click(within(directions).getByRole('checkbox', { name: 'Тренер' }));
  expect(screen.queryByText(warning)).toBeNull();
  await userEvent.click(within(directions).getByRole('checkbox', { name: 'Тренер' }));

  // saving anyway is still possible (a coach who will answer later)
  await userEvent.click(screen.getByRole('button', { name: 'Создать и отправить письмо' }));
  dialog = await screen.findByRole('dialog', { name: 'Сохранить без направления?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить всё равно' }));
  await waitFor(() =>
    expect(api.sent.find((s) => s.method === 'POST')?.body).toMatchObject({
      roles: ['coach'],
      disciplines: [],
    }),
  );
});

test('editing: taking the discipline away from a coach is warned about and asked first', async () => {
  api = fakeApi({
    'GET /api/staff/team': () => ({ result: { staff: team() } }),
    'GET /api/staff/roles': () => ({ result: { roles: ROLES } }),
    'PATCH /api/staff/team/102': () => ({ result: { id: 102, message: 'Изменения сохранены' } }),
  });
  open('/staff/team/102');
  const directions = await screen.findByRole('group', { name: /^Направления/ });
  await userEvent.click(within(directions).getByRole('checkbox', { name: 'Тренер' }));
  expect(screen.getByText(/Роль «Тренер» выбрана без направления «Тренер»/)).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  const dialog = await screen.findByRole('dialog', { name: 'Сохранить без направления?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуться к форме' }));
  expect(api.sent.some((s) => s.method === 'PATCH')).toBe(false);
});
