// «Прогресс»: the queue's states and next page; a report beside an earlier one (the same pose next
// to each other, the changes with their sign), another earlier report chosen, and «Отметить как
// проверенное» with a comment (what is sent, who and when shown after); another discipline's
// review and comment shown beside one's own; nothing to mark for who reviews neither discipline.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clearSession,
  type ProgressQueueItem,
  type ProgressReport,
  type ProgressReportResult,
} from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import { fakeApi } from '../../test/fakeApi';
import { COACH, signInAs } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import ProgressSection from './ProgressSection';

const open = (path: string) =>
  renderAt(path, [{ path: '/staff/progress/*', element: <ProgressSection /> }]);

const photo = (name: string) => ({
  path: `/files/private/${name}.jpg?e=1&s=x`,
  thumb: `/files/private/${name}-t.jpg?e=1&s=x`,
  width: 300,
  height: 400,
  isFromServer: true as const,
});
const item = (id: number, name: string): ProgressQueueItem => ({
  id,
  member: { id: 7, name },
  name: '25.11.2026',
  sent_at: 1_795_600_000,
  weight: 69.4,
  chest_girth: 95,
  waist_girth: 80.5,
  hip_girth: null,
  photos: 3,
  reviewed: [],
});
const report = (id: number, day: string, weight: number, waist: number): ProgressReport => ({
  id,
  name: day,
  sent_at: 1_795_600_000,
  type: 'dynamics',
  weight,
  chest_girth: 95,
  waist_girth: waist,
  hip_girth: null,
  photos: { side: photo(`s${id}`), front: photo(`f${id}`), back: null },
  review: null,
  reviews: [],
});
const detail = (over: Partial<ProgressReportResult> = {}): ProgressReportResult => ({
  member: { id: 7, name: 'Анна Смирнова' },
  report: report(12, '25.11.2026', 69.4, 80.5),
  compare: report(11, '18.11.2026', 70.2, 80),
  differences: { weight: -0.8, chest_girth: 0, waist_girth: 0.5, hip_girth: null },
  earlier: [
    { id: 11, name: '18.11.2026' },
    { id: 9, name: '11.11.2026' },
  ],
  comment_channel: 'coach',
  review_discipline: 'coach',
  ...over,
});

let api: ReturnType<typeof fakeApi>;
let undoMedia: () => void;
beforeEach(() => {
  undoMedia = mockMatchMedia(false);
  signInAs(COACH);
});
afterEach(() => {
  api?.restore();
  undoMedia();
  clearSession();
});

test('the queue lists the new reports, loads the next page, and says when there are none', async () => {
  api = fakeApi({
    'GET /api/staff/progress/reports': ({ query }) =>
      query.get('after_id') === '2'
        ? { result: { reports: [item(3, 'Дмитрий Орлов')], next: null } }
        : {
            result: {
              reports: [
                item(1, 'Анна Смирнова'),
                { ...item(2, 'Алина Кравцова'), reviewed: ['dietolog'] },
              ],
              next: { after_at: 1_795_600_000, after_id: 2 },
            },
          },
  });
  open('/staff/progress/');
  const list = await screen.findByRole('list', { name: 'Отчёты на проверку' });
  expect(
    within(list)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Анна Смирнова: отчёт за 25.11.2026', 'Алина Кравцова: отчёт за 25.11.2026']);
  expect(within(list).getAllByText('69,4 кг')).toHaveLength(2);
  // the other discipline has reviewed the second one
  expect(within(list).getAllByText('Диетолог: проверено')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
  expect(await within(list).findByRole('link', { name: /Дмитрий Орлов/ })).toBeVisible();
  expect(api.sent.at(-1)?.query.get('after_at')).toBe('1795600000');
  expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
});

test('an empty queue and a failed one', async () => {
  let fail = true;
  api = fakeApi({
    'GET /api/staff/progress/reports': () =>
      fail ? { status: 503, error: 'Сервер перегружен' } : { result: { reports: [], next: null } },
  });
  open('/staff/progress/');
  expect(await screen.findByText('Не удалось загрузить отчёты.')).toBeVisible();
  expect(screen.getByText('Сервер перегружен')).toBeVisible();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(
    await screen.findByText('Новых отчётов нет: все отчёты твоих участников проверены.'),
  ).toBeVisible();
});

test('a report beside the earlier one: same pose together, changes with sign; reviewed with a comment', async () => {
  api = fakeApi({
    'GET /api/staff/progress/reports/12': ({ query }) =>
      query.get('compare') === '9'
        ? {
            result: detail({
              compare: report(9, '11.11.2026', 71, 81),
              differences: { weight: -1.6, chest_girth: 0, waist_girth: -0.5, hip_girth: null },
            }),
          }
        : { result: detail() },
    'POST /api/staff/progress/reports/12/review': ({ body }) => ({
      result: {
        message: 'Отчёт отмечен как проверенный, комментарий отправлен участнику в чат',
        review: {
          discipline: 'coach',
          by: { id: 101, name: 'Алексей Морозов' },
          at: 1_795_700_000,
          comment: (body as { comment: string }).comment,
        },
      },
    }),
  });
  open('/staff/progress/12');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Анна Смирнова: отчёт за 25.11.2026' }),
  ).toBeVisible();
  // each pose shows the earlier photo and the new one next to each other
  const side = screen.getByRole('group', { name: 'Вид сбоку' });
  expect(
    within(side)
      .getAllByRole('img')
      .map((i) => i.getAttribute('alt')),
  ).toEqual(['Вид сбоку, Ранее: 18.11.2026', 'Вид сбоку, Сейчас: 25.11.2026']);
  expect(
    within(screen.getByRole('group', { name: 'Вид сзади' })).getAllByText('Нет фото'),
  ).toHaveLength(2);
  expect(
    screen.getByRole('table', { name: 'Ранее: 18.11.2026 · Сейчас: 25.11.2026' }),
  ).toBeVisible();
  const weight = screen.getByRole('row', { name: /Вес/ });
  expect(
    within(weight)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['70,2 кг', '69,4 кг', '−0,8 кг']);
  expect(
    within(screen.getByRole('row', { name: /Обхват талии/ })).getByText('+0,5 см'),
  ).toBeVisible();
  expect(
    within(screen.getByRole('row', { name: /Обхват груди/ })).getByText('без изменений'),
  ).toBeVisible();

  // another earlier report
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Сравнить с отчётом' }), '9');
  expect(await screen.findByText('−1,6 кг')).toBeVisible();
  expect(api.sent.at(-1)?.query.get('compare')).toBe('9');

  expect(
    screen.getByText('Комментарий придёт участнику в чат «Тренер» от твоего имени.'),
  ).toBeVisible();
  await userEvent.type(
    screen.getByRole('textbox', { name: 'Комментарий участнику (необязательно)' }),
    'Отличная динамика!',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Отметить как проверенное' }));
  expect(await screen.findByText(/^Отмечено как проверенное: Алексей Морозов, /)).toBeVisible();
  expect(api.sent.at(-1)?.body).toEqual({ comment: 'Отличная динамика!' });
  expect(screen.getByText('Комментарий: Отличная динамика!')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Отметить как проверенное' })).toBeNull();
});

test('neither the coach nor the dietitian of the member: nothing to mark; a first report has nothing beside it', async () => {
  api = fakeApi({
    'GET /api/staff/progress/reports/12': () => ({
      result: detail({
        compare: null,
        differences: null,
        earlier: [],
        comment_channel: null,
        review_discipline: null,
      }),
    }),
  });
  open('/staff/progress/12');
  expect(await screen.findByText('Это первый отчёт участника: сравнить не с чем.')).toBeVisible();
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.queryByRole('combobox')).toBeNull();
  expect(screen.getByRole('columnheader', { name: 'Сейчас' })).toBeVisible();
  expect(screen.getByRole('table', { name: 'Сейчас: 25.11.2026' })).toBeVisible();
  expect(screen.queryByRole('columnheader', { name: 'Разница' })).toBeNull();
  expect(screen.getByText(/^Отметить отчёт может тренер или диетолог участника/)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Отметить как проверенное' })).toBeNull();
});

test("the dietitian sees the coach's review with his comment and marks her own; one made meanwhile loads again", async () => {
  const coachReview = {
    discipline: 'coach' as const,
    by: { id: 101, name: 'Алексей Морозов' },
    at: 1_795_650_000,
    comment: 'Отличная динамика!',
  };
  api = fakeApi({
    'GET /api/staff/progress/reports/12': () => ({
      result: detail({
        report: { ...report(12, '25.11.2026', 69.4, 80.5), reviews: [coachReview] },
        comment_channel: 'dietolog',
        review_discipline: 'dietolog',
      }),
    }),
    'POST /api/staff/progress/reports/12/review': () => ({
      status: 409,
      error: 'Этот отчёт уже отмечен как проверенный',
    }),
  });
  open('/staff/progress/12');
  const others = await screen.findByRole('list', { name: 'Отметки других специалистов' });
  expect(within(others).getByText(/^Тренер: Алексей Морозов, /)).toBeVisible();
  expect(within(others).getByText('Комментарий: Отличная динамика!')).toBeVisible();
  expect(
    screen.getByText('Комментарий придёт участнику в чат «Диетолог» от твоего имени.'),
  ).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Отметить как проверенное' }));
  // refused: the server's message in a banner, and the report loads again
  expect(api.banners.at(-1)?.text).toBe('Этот отчёт уже отмечен как проверенный');
  expect(api.sent.filter((s) => s.method === 'GET')).toHaveLength(2);
});
