import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { ChatMessage } from '@club/shared/contract';
import { chatReadPointers, users } from '../../db/schema';
import { loginAs, setup, type TestContext } from '../../test/helpers';
import { getCounts } from '../realtime/service';
import { caller, picture } from '../chats/testing';

let ctx: TestContext;
let anna: ReturnType<typeof caller>;
let ivan: ReturnType<typeof caller>;
let annaId: number;
beforeAll(async () => {
  ctx = await setup();
  anna = caller(ctx.app, await loginAs(ctx.app, 'demo@club.local'));
  ivan = caller(ctx.app, await loginAs(ctx.app, 'demo2@club.local'));
  // here Иван is only another member: his seeded switches (Chats off) would refuse his calls
  await ctx.app.db
    .update(users)
    .set({ notActiveOptions: [] })
    .where(eq(users.email, 'demo2@club.local'));
  [{ id: annaId }] = await ctx.app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'demo@club.local'));
});
afterAll(() => ctx.close());

const messagesOf = async (who: ReturnType<typeof caller>, channel: string) =>
  (await who.get(`/api/chat/${channel}/`)).json().result.messages as ChatMessage[];

describe('tester chats', () => {
  it('lists the chats a tester can pick: id and name', async () => {
    const res = await anna.get('/api/testers/chats');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.chats).toEqual([
      { id: 'coach', name: 'Тренер' },
      { id: 'dietolog', name: 'Диетолог' },
      { id: 'psyhologist', name: 'Психолог' },
    ]);
  });

  it('sends a staff message into the caller’s own channel (form: message, channel)', async () => {
    const own = (
      await anna.form('POST', '/api/chat/send', { channel: 'psyhologist', message: 'Вопрос' })
    ).json().result.message as ChatMessage;
    expect(own.is_read_admin).toBe(false);
    const res = await anna.form('POST', '/api/testers/send_admin_message', {
      message: 'Ответ психолога',
      channel: 'psyhologist',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ message: 'Success', id: expect.any(Number) });
    const list = await messagesOf(anna, 'PSYHOLOGIST');
    expect(list.at(-1)).toMatchObject({
      message: 'Ответ психолога',
      sender: 'ADMIN',
      admin: { name: 'Ольга Лебедева', position: 'Психолог' },
      is_rear_view: false,
    });
    // staff answering has read the member's question
    expect(list.find((m) => m.id === own.id)?.is_read_admin).toBe(true);
    expect((await getCounts(ctx.app.db, annaId))?.chats.channels[2].unread).toBe(1);
    // only the caller's chats
    expect((await messagesOf(ivan, 'PSYHOLOGIST')).length).toBe(0);
  });

  it('refuses an unknown chat (404), an empty or missing message and a missing channel (400)', async () => {
    let res = await anna.form('POST', '/api/testers/send_admin_message', {
      message: 'x',
      channel: 'boss',
    });
    expect(res.statusCode).toBe(404);
    res = await anna.form('POST', '/api/testers/send_admin_message', {
      message: ' ',
      channel: 'coach',
    });
    expect([res.statusCode, res.json().error.message]).toEqual([
      400,
      'Напиши сообщение или прикрепи фото',
    ]);
    res = await anna.form('POST', '/api/testers/send_admin_message', { channel: 'coach' });
    expect(res.statusCode).toBe(400);
    res = await anna.form('POST', '/api/testers/delete_chat', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Некорректный запрос/);
  });

  it('deletes the caller’s chat (form: channel): messages, own pictures, read pointer', async () => {
    await anna.multipart('/api/chat/send', [
      ['channel', 'dietolog'],
      ['attach[]', { filename: 'a.png', contentType: 'image/png', data: await picture() }],
    ]);
    const folder = path.join(ctx.app.config.uploadsDir, 'private', 'chat', String(annaId));
    expect((await readdir(folder)).length).toBe(2);
    const ivanBefore = await messagesOf(ivan, 'COACH');

    const res = await anna.form('POST', '/api/testers/delete_chat', { channel: 'dietolog' });
    expect(res.statusCode).toBe(200);
    expect(await messagesOf(anna, 'DIETOLOG')).toEqual([]);
    expect(await readdir(folder)).toEqual([]);
    const pointers = await ctx.app.db
      .select()
      .from(chatReadPointers)
      .where(eq(chatReadPointers.userId, annaId));
    expect(pointers.map((p) => p.channel)).not.toContain('dietolog');
    // the seed's pictures of other chats are still served
    const coach = await messagesOf(anna, 'COACH');
    const seeded = coach.flatMap((m) => m.pictures)[0];
    expect((await ctx.app.inject({ method: 'GET', url: seeded.image })).statusCode).toBe(200);
    expect(await messagesOf(ivan, 'COACH')).toEqual(ivanBefore);
    expect((await anna.get('/api/chat/')).json().result.chats[1]).toMatchObject({
      id: 'dietolog',
      unread: 0,
      lastMessage: null,
    });
  });
});

describe('tester push', () => {
  it('creates a notification for the caller, as text, counted live', async () => {
    const before = (await getCounts(ctx.app.db, annaId))?.notifications.count ?? 0;
    const res = await anna.form('POST', '/api/testers/send_push', {
      message: 'Тест <b>пуша</b> & проверка',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ message: 'Success', id: expect.any(Number) });
    expect((await getCounts(ctx.app.db, annaId))?.notifications.count).toBe(before + 1);
    const list = (await anna.get('/api/cabinet/profile/notifications')).json().result;
    expect(list.notifications[0]).toMatchObject({
      content: '<p>Тест &lt;b&gt;пуша&lt;/b&gt; &amp; проверка</p>',
      is_new: true,
    });
  });

  it('refuses an empty push', async () => {
    const res = await anna.form('POST', '/api/testers/send_push', { message: '   ' });
    expect([res.statusCode, res.json().error.message]).toEqual([400, 'Напиши текст уведомления']);
    expect((await anna.form('POST', '/api/testers/send_push', {})).statusCode).toBe(400);
  });
});
