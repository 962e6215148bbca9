// «Шаблоны ответов»: one's own and the club's replies, a new one saved, one's own removed; the club's
// working hours and answer targets only for staff:manage.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, type SavedReply } from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import { fakeApi } from '../../test/fakeApi';
import { ADMIN, COACH, signInAs } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import RepliesPage from './RepliesPage';

let api: ReturnType<typeof fakeApi>;
let undoMedia: () => void;
beforeEach(() => {
  undoMedia = mockMatchMedia(false);
});
afterEach(() => {
  api?.restore();
  undoMedia();
  clearSession();
});

const open = () =>
  renderAt('/staff/replies/', [{ path: '/staff/replies/*', element: <RepliesPage /> }]);

test('a coach keeps their own replies; the club’s are read-only to them; no hours form', async () => {
  signInAs(COACH);
  let replies: SavedReply[] = [
    { id: 1, title: 'Приветствие', text: 'Здравствуйте!', club: true, editable: false },
    { id: 2, title: 'Разминка', text: 'Десять минут разминки', club: false, editable: true },
  ];
  api = fakeApi({
    'GET /api/staff/saved-replies': () => ({ result: { replies } }),
    'POST /api/staff/saved-replies': ({ body }) => {
      const b = body as { title: string; text: string; club: boolean };
      if (!b.title) return { error: 'Укажи название шаблона' };
      replies = [...replies, { id: 3, title: b.title, text: b.text, club: b.club, editable: true }];
      return { result: { reply: replies.at(-1) } };
    },
    'DELETE /api/staff/saved-replies/2': () => {
      replies = replies.filter((r) => r.id !== 2);
      return { result: { message: 'Шаблон удалён' } };
    },
  });
  open();
  const list = await screen.findByRole('list', { name: 'Шаблоны' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Удалить шаблон «Приветствие»' })).toBeNull();
  expect(screen.queryByRole('checkbox', { name: 'Для всего клуба' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Рабочее время и сроки ответа' })).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Сохранить шаблон' }));
  expect(await screen.findByText('Укажи название шаблона')).toBeVisible();
  await userEvent.type(screen.getByRole('textbox', { name: 'Название' }), 'Вода');
  await userEvent.type(screen.getByRole('textbox', { name: 'Текст' }), 'Пей 30 мл на кг веса');
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить шаблон' }));
  expect(await within(list).findByText('Пей 30 мл на кг веса')).toBeVisible();
  expect(
    api.sent.find((s) => s.method === 'POST' && (s.body as { title: string }).title === 'Вода')
      ?.body,
  ).toEqual({
    title: 'Вода',
    text: 'Пей 30 мл на кг веса',
    club: false,
  });

  await userEvent.click(screen.getByRole('button', { name: 'Удалить шаблон «Разминка»' }));
  await waitFor(() => expect(screen.queryByText('Десять минут разминки')).toBeNull());
  expect(screen.getByText('Приветствие')).toBeVisible();
});

test('an admin makes club replies and changes the working hours and answer targets', async () => {
  signInAs(ADMIN);
  const settings = {
    time_zone: 'Europe/Moscow',
    day_start: '09:00',
    day_end: '21:00',
    work_days: [1, 2, 3, 4, 5, 6],
    target_hours: { coach: 24, dietolog: 24, psyhologist: 24 },
  };
  api = fakeApi({
    'GET /api/staff/saved-replies': () => ({ result: { replies: [] } }),
    'GET /api/staff/inbox/settings': () => ({ result: settings }),
    'PUT /api/staff/inbox/settings': ({ body }) => ({ result: body }),
  });
  open();
  expect(await screen.findByText('Шаблонов пока нет.')).toBeVisible();
  expect(screen.getByRole('checkbox', { name: 'Для всего клуба' })).toBeVisible();
  const hours = await screen.findByRole('region', { name: 'Рабочее время и сроки ответа' });
  await userEvent.click(within(hours).getByRole('checkbox', { name: 'Сб' }));
  const coach = within(hours).getByRole('spinbutton', { name: 'Тренер: срок ответа, ч' });
  await userEvent.clear(coach);
  await userEvent.type(coach, '12');
  await userEvent.click(within(hours).getByRole('button', { name: 'Сохранить' }));
  expect(await within(hours).findByText('Сохранено')).toBeVisible();
  expect(api.sent.find((s) => s.method === 'PUT')?.body).toEqual({
    ...settings,
    work_days: [1, 2, 3, 4, 5],
    target_hours: { coach: 12, dietolog: 24, psyhologist: 24 },
  });
});
