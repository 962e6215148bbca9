// "Журнал": entries in words with their actor's roles, filters in the address (actor, member,
// action), the next page by keyset, and an action this app does not know yet shown as it is.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, type AuditEntry } from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import { fakeApi } from '../../test/fakeApi';
import { ADMIN, DIRECTORY, signInAs } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import AuditPage from './AuditPage';
import { describeEntry } from './describe';

const entry = (id: number, patch: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: 1_790_000_000,
  actor: { id: 100, name: 'Наталья Белова' },
  actor_roles: ['admin'],
  action: 'assignment.change',
  member: { id: 7, name: 'Алина Кравцова' },
  details: {
    discipline: 'coach',
    discipline_label: 'Тренер',
    from: { id: 101, name: 'Алексей Морозов' },
    to: { id: 102, name: 'Игорь Васильев' },
  },
  ...patch,
});

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

test('describes each action in words; an unknown one shows its details', () => {
  expect(describeEntry(entry(1))).toBe('Тренер: Алексей Морозов → Игорь Васильев');
  expect(
    describeEntry(
      entry(2, {
        action: 'staff.update',
        details: {
          staff: { id: 101, name: 'Алексей Морозов' },
          changes: { position: { from: 'Тренер', to: 'Старший тренер' } },
        },
      }),
    ),
  ).toBe('Алексей Морозов: должность: Тренер → Старший тренер');
  expect(describeEntry(entry(3, { action: 'later.action', details: { report: 5 } }))).toBe(
    '{"report":5}',
  );
  // progress review and contest moderation
  expect(
    describeEntry(
      entry(4, {
        action: 'contest.reject',
        details: { report_id: 5, kind: 'before', reason: 'Нет фото сбоку', source: 'staff' },
      }),
    ),
  ).toBe('Отчёт "До"; причина: Нет фото сбоку');
  expect(
    describeEntry(
      entry(5, { action: 'contest.approve', details: { kind: 'after', source: 'tester' } }),
    ),
  ).toBe('Отчёт "После" (консоль тестировщика)');
  expect(
    describeEntry(
      entry(6, {
        action: 'progress.review',
        details: { report_date: '25.11.2026', comment: 'Так держать' },
      }),
    ),
  ).toBe('Отчёт за 25.11.2026; комментарий в чат: «Так держать»');
  expect(
    describeEntry(
      entry(7, {
        action: 'photos.read',
        details: { kind: 'progress', report_dates: ['25.11.2026', '18.11.2026'] },
      }),
    ),
  ).toBe('Отчёты за 25.11.2026, 18.11.2026');
});

test('filters by actor, member and action, and pages by keyset', async () => {
  api = fakeApi({
    'GET /api/staff/directory': () => ({ result: { staff: DIRECTORY } }),
    'GET /api/staff/audit': ({ query }) =>
      query.get('before_id') === '2'
        ? { result: { entries: [entry(1)], next_before_id: null } }
        : { result: { entries: [entry(3), entry(2)], next_before_id: 2 } },
  });
  renderAt('/staff/audit/?member=7', [{ path: '/staff/audit/*', element: <AuditPage /> }]);
  const list = await screen.findByRole('list', { name: 'Записи журнала' });
  expect(within(list).getAllByText('Изменено назначение')).toHaveLength(2);
  expect(within(list).getAllByText('(роли: admin)')).toHaveLength(2);
  expect(screen.getByText(/Только действия по участнику №7/)).toBeVisible();
  expect(api.sent.at(-1)?.query.get('member_id')).toBe('7');

  await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
  await within(list).findAllByText('Изменено назначение');
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  expect(api.sent.at(-1)?.query.get('before_id')).toBe('2');

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Действие' }), 'cover.create');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Сотрудник' }), '101');
  await userEvent.click(screen.getByRole('button', { name: 'Показать' }));
  await screen.findByRole('list', { name: 'Записи журнала' });
  const last = api.sent.at(-1)!;
  expect([
    last.query.get('action'),
    last.query.get('actor_id'),
    last.query.get('member_id'),
  ]).toEqual(['cover.create', '101', '7']);
  await userEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
  await screen.findByRole('list', { name: 'Записи журнала' });
  expect([...api.sent.at(-1)!.query.keys()]).toEqual([]);
});
