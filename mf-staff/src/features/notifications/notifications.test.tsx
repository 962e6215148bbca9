// "Уведомления": what was sent (who, to whom, how many; the next page), a notification to every
// member sent only after a confirmation with the number, one to a member picked among those the
// sender sees (no confirmation for one), and bad input said before sending.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmHost, clearSession, type NotificationSent, type WhoAmIResult } from '@club/shared';
import { STAFF_NOTIFICATION_MESSAGES as M } from '@club/shared/staff';
import { mockMatchMedia } from '@club/shared/testing';
import { fakeApi, type Answer, type Sent } from '../../test/fakeApi';
import { memberRow, signInAs } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import NotificationsSection from './NotificationsSection';

const EDITOR: WhoAmIResult = {
  kind: 'staff',
  id: 105,
  name: 'Марина Кузнецова',
  email: 'moderator@club.local',
  position: 'Модератор конкурса и редактор',
  active: true,
  permissions: ['articles:publish', 'notifications:send'],
  roles: [{ name: 'editor', title: 'Редактор' }],
  disciplines: [],
};

const sent = (id: number, extra: Partial<NotificationSent>): NotificationSent => ({
  id,
  sent_at: 1_790_000_000,
  sender: { id: 105, name: 'Марина Кузнецова' },
  audience: 'all',
  member: null,
  course: null,
  text: 'Клуб открыт в праздники',
  link: null,
  recipients: 120,
  ...extra,
});

const open = (path: string) =>
  renderAt(path, [
    {
      path: '/staff/notifications/*',
      element: (
        <>
          <NotificationsSection />
          <ConfirmHost />
        </>
      ),
    },
  ]);

let api: ReturnType<typeof fakeApi>;
let undoMedia: () => void;
const use = (routes: Record<string, (sent: Sent) => Answer>) => {
  api = fakeApi({
    'GET /api/staff/notifications/courses': () => ({
      result: { courses: [{ id: 3, name: 'Стройность за 30 дней', members: 14 }] },
    }),
    ...routes,
  });
};
beforeEach(() => {
  undoMedia = mockMatchMedia(false);
  signInAs(EDITOR);
});
afterEach(() => {
  api?.restore();
  undoMedia();
  clearSession();
});

test('lists what was sent: to whom, by whom, how many; the next page', async () => {
  use({
    'GET /api/staff/notifications': ({ query }) =>
      query.get('before_id') === '8'
        ? {
            result: {
              sent: [sent(7, { audience: 'member', member: null, recipients: 1, text: 'Лично' })],
              next_before_id: null,
            },
          }
        : {
            result: {
              sent: [
                sent(9, { link: '/articles/' }),
                sent(8, {
                  audience: 'course',
                  course: { id: 3, name: 'Стройность за 30 дней' },
                  recipients: 14,
                }),
              ],
              next_before_id: 8,
            },
          },
  });
  open('/staff/notifications/');
  const list = await screen.findByRole('list', { name: 'Отправленные уведомления' });
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Всем участникам');
  expect(items[0]).toHaveTextContent('Получили: 120 участников');
  expect(items[0]).toHaveTextContent('Марина Кузнецова');
  expect(items[0]).toHaveTextContent('/articles/');
  expect(items[1]).toHaveTextContent('Участникам курса «Стройность за 30 дней»');
  expect(items[1]).toHaveTextContent('Получили: 14 участников');
  await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
  expect(await within(list).findByText('Одному участнику')).toBeVisible();
});

test('to every member: asks with the number first, sends it as confirmed', async () => {
  use({
    'GET /api/staff/members': () => ({ result: { members: [], next: null } }),
    'GET /api/staff/notifications/recipients': () => ({ result: { count: 120 } }),
    'POST /api/staff/notifications': () => ({
      result: { sent: sent(10, {}), message: M.sent(120) },
    }),
    'GET /api/staff/notifications': () => ({
      result: { sent: [sent(10, {})], next_before_id: null },
    }),
  });
  open('/staff/notifications/new');
  const form = await screen.findByRole('form', { name: 'Новое уведомление' });
  await userEvent.click(within(form).getByRole('radio', { name: 'Всем участникам' }));
  await userEvent.type(
    within(form).getByRole('textbox', { name: 'Текст уведомления' }),
    'Клуб открыт в праздники',
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Отправить' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Уведомление получат 120 участников');
  // "Отмена" sends nothing
  await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
  expect(api.sent.some((s) => s.method === 'POST')).toBe(false);

  await userEvent.click(within(form).getByRole('button', { name: 'Отправить' }));
  await userEvent.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отправить (120)' }),
  );
  expect(await screen.findByRole('list', { name: 'Отправленные уведомления' })).toBeVisible();
  expect(api.sent.find((s) => s.method === 'POST')?.body).toEqual({
    audience: 'all',
    text: 'Клуб открыт в праздники',
    expected_count: 120,
  });
  expect(api.banners.map((b) => b.text)).toContain(M.sent(120));
});

test('to one member picked among those the sender sees: no confirmation, the link kept', async () => {
  use({
    'GET /api/staff/members': ({ query }) => ({
      result: {
        members:
          query.get('q') === 'миронова'
            ? [memberRow(21, 'Дарья Миронова')]
            : [memberRow(1, 'Анна Смирнова'), memberRow(21, 'Дарья Миронова')],
        next: null,
      },
    }),
    'GET /api/staff/notifications/recipients': () => ({ result: { count: 1 } }),
    'POST /api/staff/notifications': () => ({
      result: { sent: sent(11, { audience: 'member', recipients: 1 }), message: M.sent(1) },
    }),
    'GET /api/staff/notifications': () => ({ result: { sent: [], next_before_id: null } }),
  });
  open('/staff/notifications/new?link=%2Farticle%2F7');
  const form = await screen.findByRole('form', { name: 'Новое уведомление' });
  expect(within(form).getByRole('textbox', { name: 'Ссылка (необязательно)' })).toHaveValue(
    '/article/7',
  );
  await userEvent.type(within(form).getByRole('textbox', { name: 'Имя или e-mail' }), 'миронова');
  await userEvent.click(within(form).getByRole('button', { name: 'Найти' }));
  const who = within(form).getByRole('combobox', { name: 'Кому' });
  await within(who).findByRole('option', { name: /Дарья Миронова/ });
  expect(within(who).queryByRole('option', { name: /Анна Смирнова/ })).toBeNull();
  await userEvent.selectOptions(who, '21');
  await userEvent.type(
    within(form).getByRole('textbox', { name: 'Текст уведомления' }),
    'Новая статья для тебя',
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Отправить' }));
  expect(await screen.findByText('Уведомлений ещё не отправляли.')).toBeVisible();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(api.sent.find((s) => s.method === 'POST')?.body).toEqual({
    audience: 'member',
    member_id: 21,
    text: 'Новая статья для тебя',
    link: '/article/7',
    expected_count: 1,
  });
});

test('bad input is said before sending; a sender who sees no member is told so', async () => {
  use({ 'GET /api/staff/members': () => ({ result: { members: [], next: null } }) });
  open('/staff/notifications/new');
  const form = await screen.findByRole('form', { name: 'Новое уведомление' });
  expect(await within(form).findByText(/Ты не видишь ни одного участника/)).toBeVisible();
  await userEvent.click(within(form).getByRole('radio', { name: 'Участникам курса' }));
  await userEvent.type(
    within(form).getByRole('textbox', { name: 'Ссылка (необязательно)' }),
    'https://evil.example',
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Отправить' }));
  expect(within(form).getByText(M.textRequired)).toBeVisible();
  expect(within(form).getByText(M.linkInvalid)).toBeVisible();
  expect(within(form).getByText(M.courseRequired)).toBeVisible();
  expect(api.sent.some((s) => s.method === 'POST' || s.path.endsWith('/recipients'))).toBe(false);
});
