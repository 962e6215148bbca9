import { eq } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES as M, type NotificationItem } from '@club/shared/contract';
import { users } from '../../db/schema';
import { loginAs, setup, type TestContext } from '../../test/helpers';
import { caller } from '../chats/testing';
import { getCounts } from '../realtime/service';
import { openStream } from '../realtime/testing';

let ctx: TestContext;
let anna: ReturnType<typeof caller>;
let ivan: ReturnType<typeof caller>;
let annaToken: string;
let annaId: number;
beforeAll(async () => {
  ctx = await setup();
  annaToken = await loginAs(ctx.app, 'demo@club.local');
  anna = caller(ctx.app, annaToken);
  ivan = caller(ctx.app, await loginAs(ctx.app, 'demo2@club.local'));
  [{ id: annaId }] = await ctx.app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'demo@club.local'));
});
afterAll(() => ctx.close());

const list = async (who = anna) => {
  const res = await who.get('/api/cabinet/profile/notifications');
  expect(res.statusCode).toBe(200);
  return res.json().result as { notifications: NotificationItem[]; count: number };
};

describe('notifications', () => {
  it('lists the member’s own, newest first, with links of each kind; reading them clears the count', async () => {
    expect((await getCounts(ctx.app.db, annaId))?.notifications.count).toBe(2);
    const { notifications, count } = await list();
    expect(count).toBe(0);
    expect(notifications.map((n) => [n.link, n.linkId !== null, n.fullLink, n.is_new])).toEqual([
      ['CHATS', false, null, true],
      ['articles', true, null, true],
      ['COURSES', false, '/courses/', false],
      ['nutrition', false, null, false],
      ['ARTICLES', false, null, false],
    ]);
    const times = notifications.map((n) => n.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(notifications[0].content).toBe('<p>Тренер ответил на твой вопрос в чате.</p>');
    expect((await getCounts(ctx.app.db, annaId))?.notifications.count).toBe(0);
    expect((await list()).notifications.every((n) => !n.is_new)).toBe(true);
    // Иван sees only his own
    expect((await list(ivan)).notifications.map((n) => n.content)).toEqual([
      '<p>Подтверди свой e-mail, чтобы не пропустить важные новости.</p>',
    ]);
  });

  it('a push raises the live count on the member’s stream', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(ctx.app, annaToken);
    await stream.counts((c) => c.notifications.count === 0);
    await anna.form('POST', '/api/testers/send_push', { message: 'Новое уведомление' });
    await stream.counts((c) => c.notifications.count === 1);
    stream.close();
  });

  it('deletes one of the member’s own by id; another member’s or a missing one is 404', async () => {
    const [first, second] = (await list()).notifications;
    const other = (await list(ivan)).notifications[0];
    let res = await anna.delete(`/api/cabinet/profile/notification?id=${other.id}`);
    expect([res.statusCode, res.json().error.message]).toEqual([404, M.notFound]);
    expect((await list(ivan)).notifications).toHaveLength(1);

    res = await anna.delete(`/api/cabinet/profile/notification?id=${first.id}`);
    expect(res.statusCode).toBe(200);
    expect((await list()).notifications[0].id).toBe(second.id);
    res = await anna.delete(`/api/cabinet/profile/notification?id=${first.id}`);
    expect(res.statusCode).toBe(404);
  });

  it('refuses a malformed id with 400', async () => {
    for (const url of [
      '/api/cabinet/profile/notification',
      '/api/cabinet/profile/notification?id=abc',
      '/api/cabinet/profile/notification?id=-1',
    ]) {
      const res = await anna.delete(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^Некорректный запрос/);
    }
  });

  it('clears all of the member’s notifications, and only theirs', async () => {
    const res = await anna.delete('/api/cabinet/profile/notifications');
    expect(res.statusCode).toBe(200);
    expect((await list()).notifications).toEqual([]);
    expect((await list(ivan)).notifications).toHaveLength(1);
  });
});
