// «Конкурс»: the queue (a resubmission marked); a report with its photos; approving asks first;
// rejecting needs a reason (said in the form, nothing sent), asks, then sends the reason; a
// decided report shows who decided and why, with no actions; a decision refused as already made
// shows the report again; a resubmission shows the rejected attempts before it and why.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ConfirmHost,
  clearSession,
  type ModeratedReport,
  type ModerationReportResult,
  type WhoAmIResult,
} from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import { fakeApi } from '../../test/fakeApi';
import { signInAs } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import ContestSection from './ContestSection';

const MODERATOR: WhoAmIResult = {
  kind: 'staff',
  id: 105,
  name: 'Марина Кузнецова',
  email: 'moderator@club.local',
  position: 'Модератор конкурса и редактор',
  active: true,
  permissions: ['articles:publish', 'contest:moderate', 'notifications:send'],
  roles: [{ name: 'moderator', title: 'Модератор' }],
  disciplines: [],
};

const open = (path: string) =>
  renderAt(path, [
    {
      path: '/staff/contest/*',
      element: (
        <>
          <ContestSection />
          <ConfirmHost />
        </>
      ),
    },
  ]);

const photo = (name: string) => ({
  path: `/files/private/${name}.jpg?e=1&s=x`,
  thumb: `/files/private/${name}-t.jpg?e=1&s=x`,
  width: 300,
  height: 400,
  isFromServer: true as const,
});
const moderated = (over: Partial<ModeratedReport> = {}): ModeratedReport => ({
  id: 40,
  type: 'before',
  status: 'not_viewed',
  message: null,
  sent_at: 1_795_600_000,
  weight: 67.5,
  chest_girth: 95.5,
  waist_girth: 78,
  hip_girth: 103,
  photos: { side: photo('s'), front: photo('f'), back: photo('b') },
  decision: null,
  resubmission: false,
  ...over,
});
const result = (
  report: ModeratedReport,
  over: Partial<ModerationReportResult> = {},
): ModerationReportResult => ({
  member: { id: 9, name: 'Вера Полякова' },
  contest: 'Преображение',
  report,
  before: null,
  earlier_attempts: [],
  ...over,
});
const queueItem = (id: number, name: string, resubmission: boolean) => ({
  id,
  member: { id, name },
  type: 'before' as const,
  contest: 'Преображение',
  sent_at: 1_795_600_000,
  weight: 67.5,
  chest_girth: 95.5,
  waist_girth: 78,
  hip_girth: 103,
  resubmission,
});

let api: ReturnType<typeof fakeApi>;
let undoMedia: () => void;
beforeEach(() => {
  undoMedia = mockMatchMedia(false);
  signInAs(MODERATOR);
});
afterEach(() => {
  api?.restore();
  undoMedia();
  clearSession();
});

test('the queue lists the reports waiting, across the club; a resubmission is marked', async () => {
  api = fakeApi({
    'GET /api/staff/contest/reports': () => ({
      result: {
        reports: [queueItem(40, 'Вера Полякова', false), queueItem(41, 'Дарья Никитина', true)],
        next: null,
      },
    }),
  });
  open('/staff/contest/');
  const list = await screen.findByRole('list', { name: 'Конкурсные отчёты на проверку' });
  const [first, second] = within(list).getAllByRole('listitem');
  expect(within(first).getByRole('link').textContent).toBe('Вера Полякова: Отчёт "До"');
  expect(within(first).getByText(/^Преображение; отправлен/)).toBeVisible();
  expect(within(first).queryByText('Повторная отправка')).toBeNull();
  expect(within(second).getByRole('link').textContent).toBe('Дарья Никитина: Отчёт "До"');
  expect(within(second).getByText('Повторная отправка')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
});

test('a resubmission shows the rejected attempts before it, who rejected them and why', async () => {
  api = fakeApi({
    'GET /api/staff/contest/reports/41': () => ({
      result: result(moderated({ id: 41, weight: 67.2, resubmission: true }), {
        earlier_attempts: [
          {
            id: 40,
            status: 'reject',
            sent_at: 1_795_500_000,
            weight: 67.5,
            chest_girth: 95.5,
            waist_girth: 78,
            hip_girth: 103,
            decision: {
              status: 'reject',
              by: { id: 105, name: 'Марина Кузнецова' },
              at: 1_795_550_000,
              reason: 'На фото сбоку не видно силуэта',
            },
          },
        ],
      }),
    }),
  });
  open('/staff/contest/41');
  expect(
    await screen.findByText('Участник отправил этот отчёт вместо отклонённого.', { exact: false }),
  ).toBeVisible();
  const attempts = screen.getByRole('list', { name: 'Предыдущие отправки' });
  expect(within(attempts).getByText(/^Отклонён: Марина Кузнецова, /)).toBeVisible();
  expect(within(attempts).getByText('Причина: На фото сбоку не видно силуэта')).toBeVisible();
  expect(within(attempts).getByText('67,5 кг')).toBeVisible();
  // the new one is still to decide
  expect(screen.getByRole('button', { name: 'Принять' })).toBeVisible();
});

test('a rejection needs a reason, asks first, and sends the reason; then shows who decided', async () => {
  let report = moderated();
  api = fakeApi({
    'GET /api/staff/contest/reports/40': () => ({ result: result(report) }),
    'POST /api/staff/contest/reports/40/decision': ({ body }) => {
      const reason = (body as { reason: string }).reason;
      const decision = {
        status: 'reject' as const,
        by: { id: 105, name: 'Марина Кузнецова' },
        at: 1_795_700_000,
        reason,
      };
      report = moderated({ status: 'reject', decision });
      return {
        result: { message: 'Отчёт отклонён. Участник получил уведомление с причиной.', decision },
      };
    },
  });
  open('/staff/contest/40');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Вера Полякова: Отчёт "До"' }),
  ).toBeVisible();
  expect(
    within(screen.getByRole('group', { name: 'Вид спереди' })).getByRole('img'),
  ).toHaveAttribute('src', '/files/private/f-t.jpg?e=1&s=x');

  await userEvent.click(screen.getByRole('button', { name: 'Отклонить' }));
  await userEvent.click(screen.getByRole('button', { name: 'Отклонить отчёт' }));
  expect(screen.getByText('Укажи причину отказа: участник увидит её в уведомлении')).toBeVisible();
  expect(api.sent.filter((s) => s.method === 'POST')).toHaveLength(0);

  await userEvent.type(
    screen.getByRole('textbox', { name: 'Причина отказа' }),
    'На фото сбоку не видно силуэта',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Отклонить отчёт' }));
  const ask = await screen.findByRole('dialog', { name: 'Отклонить отчёт?' });
  expect(within(ask).getByText(/Изменить решение будет нельзя/)).toBeVisible();
  await userEvent.click(within(ask).getByRole('button', { name: 'Отклонить' }));

  expect(await screen.findByText(/^Отклонён: Марина Кузнецова, /)).toBeVisible();
  expect(screen.getByText('Причина: На фото сбоку не видно силуэта')).toBeVisible();
  expect(api.sent.find((s) => s.method === 'POST')?.body).toEqual({
    status: 'reject',
    reason: 'На фото сбоку не видно силуэта',
  });
  expect(screen.queryByRole('button', { name: 'Принять' })).toBeNull();
});

test('approving asks first; «Отмена» sends nothing; a decision made meanwhile is shown', async () => {
  let report = moderated();
  api = fakeApi({
    'GET /api/staff/contest/reports/40': () => ({ result: result(report) }),
    'POST /api/staff/contest/reports/40/decision': () => {
      report = moderated({
        status: 'approve',
        decision: {
          status: 'approve',
          by: { id: 106, name: 'Другой модератор' },
          at: 1_795_700_000,
          reason: null,
        },
      });
      return { status: 409, error: 'По этому отчёту уже принято решение, изменить его нельзя' };
    },
  });
  open('/staff/contest/40');
  await userEvent.click(await screen.findByRole('button', { name: 'Принять' }));
  let ask = await screen.findByRole('dialog', { name: 'Принять отчёт?' });
  await userEvent.click(within(ask).getByRole('button', { name: 'Отмена' }));
  expect(api.sent.filter((s) => s.method === 'POST')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Принять' }));
  ask = await screen.findByRole('dialog', { name: 'Принять отчёт?' });
  await userEvent.click(within(ask).getByRole('button', { name: 'Принять' }));
  expect(await screen.findByText(/^Принят: Другой модератор, /)).toBeVisible();
  expect(api.banners.at(-1)?.text).toBe('По этому отчёту уже принято решение, изменить его нельзя');
});
