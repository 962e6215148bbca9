// "Замены": the list by state, a new cover (times of the browser's zone sent as unix seconds, the
// server's refusal in the form), ending one under way after asking.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmHost, clearSession, type CoverEntry } from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import { fakeApi } from '../../test/fakeApi';
import { ADMIN, DIRECTORY, signInAs } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import CoversPage, { unixOfLocal } from './CoversPage';

const cover = (id: number, state: CoverEntry['state']): CoverEntry => ({
  id,
  absent: { id: 101, name: 'Алексей Морозов', position: 'Тренер' },
  cover: { id: 102, name: 'Игорь Васильев', position: 'Тренер по силовой подготовке' },
  starts_at: 1_790_000_000,
  ends_at: 1_790_600_000,
  state,
  created_by: { id: 100, name: 'Наталья Белова' },
});

const open = () =>
  renderAt('/staff/covers/', [
    {
      path: '/staff/covers/*',
      element: (
        <>
          <CoversPage />
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

test('a datetime-local value is read in the browser’s zone (Moscow in tests)', () => {
  expect(unixOfLocal('2026-12-01T10:00')).toBe(Date.UTC(2026, 11, 1, 7, 0) / 1000);
  expect(unixOfLocal('')).toBeNull();
});

test('a new cover: checked here, refused by the server with its reason, then made', async () => {
  let refuse = true;
  let covers = [cover(1, 'ended')];
  api = fakeApi({
    'GET /api/staff/directory': () => ({ result: { staff: DIRECTORY } }),
    'GET /api/staff/covers': () => ({ result: { covers } }),
    'POST /api/staff/covers': () => {
      if (refuse)
        return { status: 400, error: 'У сотрудника Алексей Морозов уже есть замена на эти дни' };
      covers = [cover(2, 'planned'), ...covers];
      return { result: { id: 2, message: 'Замена назначена' } };
    },
  });
  open();
  const form = await screen.findByRole('button', { name: 'Назначить замену' });
  await userEvent.click(form);
  expect(screen.getByRole('alert')).toHaveTextContent('Выбери, кто отсутствует и кто его замещает');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Кто отсутствует' }), '101');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Кто замещает' }), '102');
  await userEvent.click(form);
  expect(screen.getByRole('alert')).toHaveTextContent('Укажи дату и время');
  await userEvent.type(screen.getByLabelText('С'), '2026-12-01T10:00');
  await userEvent.type(screen.getByLabelText('По'), '2026-12-14T18:00');
  await userEvent.click(form);
  expect(await screen.findByRole('alert')).toHaveTextContent('уже есть замена на эти дни');
  expect(api.sent.find((s) => s.method === 'POST')?.body).toEqual({
    absent_id: 101,
    cover_id: 102,
    starts_at: Date.UTC(2026, 11, 1, 7, 0) / 1000,
    ends_at: Date.UTC(2026, 11, 14, 15, 0) / 1000,
  });
  refuse = false;
  await userEvent.click(form);
  const list = await screen.findByRole('list', { name: 'Замены' });
  expect(await within(list).findByText('Запланирована')).toBeVisible();
  expect(within(list).getByText('Завершена')).toBeVisible();
});

test('a cover under way is ended after asking', async () => {
  let covers = [cover(3, 'active')];
  api = fakeApi({
    'GET /api/staff/directory': () => ({ result: { staff: DIRECTORY } }),
    'GET /api/staff/covers': () => ({ result: { covers } }),
    'POST /api/staff/covers/3/end': () => {
      covers = [cover(3, 'ended')];
      return { result: { id: 3, message: 'Замена завершена' } };
    },
  });
  open();
  await userEvent.click(
    await screen.findByRole('button', {
      name: 'Завершить сейчас: Алексей Морозов — Игорь Васильев',
    }),
  );
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Завершить' }));
  expect(await screen.findByText('Завершена')).toBeVisible();
  expect(api.banners.map((b) => b.text)).toContain('Замена завершена');
});
