// "Участники": the list's three states, the search, the next page by keyset; a member's card with
// its history and a reassignment (staff:manage only).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import { fakeApi, type Answer, type Sent } from '../../test/fakeApi';
import { ADMIN, COACH, DIRECTORY, memberCard, memberRow, signInAs } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import MembersSection from './MembersSection';

const open = (path: string) =>
  renderAt(path, [{ path: '/staff/members/*', element: <MembersSection /> }]);

let api: ReturnType<typeof fakeApi>;
let undoMedia: () => void;
const use = (routes: Record<string, (sent: Sent) => Answer>) => {
  api = fakeApi(routes);
};
beforeEach(() => {
  undoMedia = mockMatchMedia(false);
});
afterEach(() => {
  api?.restore();
  undoMedia();
  clearSession();
});

test('lists the members with their staff, searches, and loads the next page', async () => {
  signInAs(COACH);
  use({
    'GET /api/staff/members': ({ query }) => {
      if (query.get('q') === 'смирн')
        return { result: { members: [memberRow(1, 'Анна Смирнова')], next: null } };
      if (query.get('after_id') === '2')
        return { result: { members: [memberRow(3, 'Дмитрий Орлов')], next: null } };
      return {
        result: {
          members: [memberRow(1, 'Анна Смирнова'), memberRow(2, 'Алина Кравцова')],
          next: { after_name: 'Алина Кравцова', after_id: 2 },
        },
      };
    },
  });
  open('/staff/members/');
  const list = await screen.findByRole('list', { name: 'Участники' });
  expect(
    within(list)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Анна Смирнова', 'Алина Кравцова']);
  expect(within(list).getAllByText('Алексей Морозов')).toHaveLength(2);
  await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
  expect(await within(list).findByRole('link', { name: 'Дмитрий Орлов' })).toBeVisible();
  expect(api.sent.at(-1)?.query.get('after_name')).toBe('Алина Кравцова');
  expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();

  await userEvent.type(screen.getByRole('textbox', { name: 'Имя или e-mail' }), 'смирн');
  await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
  const found = await screen.findByRole('list', { name: 'Участники' });
  await within(found).findByText('m1@club.local');
  expect(
    within(found)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Анна Смирнова']);
});

test('a failed load says so with the server’s reason and loads again on «Повторить»', async () => {
  signInAs(COACH);
  let fail = true;
  use({
    'GET /api/staff/members': () =>
      fail
        ? { status: 503, error: 'Сервер перегружен' }
        : { result: { members: [memberRow(1, 'Анна Смирнова')], next: null } },
  });
  open('/staff/members/');
  expect(await screen.findByText('Не удалось загрузить участников.')).toBeVisible();
  expect(screen.getByText('Сервер перегружен')).toBeVisible();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('link', { name: 'Анна Смирнова' })).toBeVisible();
  // no banner over the list's own failure
  expect(api.banners).toEqual([]);
});

test('an admin reassigns a member’s coach: the card reloads with the new coach', async () => {
  signInAs(ADMIN);
  let coach = 101;
  use({
    'GET /api/staff/members/7': () => ({ result: memberCard(coach) }),
    'GET /api/staff/directory': () => ({ result: { staff: DIRECTORY } }),
    'PUT /api/staff/members/7/assignments/coach': ({ body }) => {
      coach = (body as { staff_id: number }).staff_id;
      return { result: { message: 'Назначение сохранено' } };
    },
  });
  open('/staff/members/7');
  expect(await screen.findByRole('heading', { level: 1, name: 'Алина Кравцова' })).toBeVisible();
  const form = await screen.findByRole('form', { name: 'Смена: Тренер' });
  // the current coach is not offered; nor are staff of other disciplines
  const select = within(form).getByRole('combobox', { name: 'Назначить тренером' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Выбери сотрудника', 'Игорь Васильев — Тренер по силовой подготовке']);
  await userEvent.click(within(form).getByRole('button', { name: 'Назначить' }));
  expect(within(form).getByText('Выбери сотрудника', { selector: 'p' })).toBeVisible();
  await userEvent.selectOptions(select, '102');
  await userEvent.click(within(form).getByRole('button', { name: 'Назначить' }));
  expect(api.sent.find((s) => s.method === 'PUT')?.body).toEqual({ staff_id: 102 });
  const history = await screen.findByRole('list', { name: 'История назначений' });
  expect(await within(history).findByText(/Игорь Васильев/)).toBeVisible();
  expect(api.banners.map((b) => b.text)).toContain('Назначение сохранено');
});

test('a coach sees the card without the forms to reassign', async () => {
  signInAs(COACH);
  use({ 'GET /api/staff/members/7': () => ({ result: memberCard() }) });
  open('/staff/members/7');
  expect(await screen.findByRole('heading', { name: 'Кто ведёт участника' })).toBeVisible();
  expect(screen.queryByRole('form')).toBeNull();
  expect(api.sent.map((s) => s.path)).not.toContain('/api/staff/directory');
});
