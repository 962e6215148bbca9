import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { CHAT_MESSAGES as M, type ChatMessage } from '@club/shared/contract';
import { chatAttachments, chatMessages, users } from '../../db/schema';
import { photoWithGps } from '../../lib/photos.testing';
import { loginAs, setup, type TestContext } from '../../test/helpers';
import { getCounts } from '../realtime/service';
import { caller, picture, type FilePart } from './testing';
import { setMemberClock } from '../../lib/clock';

let ctx: TestContext;
let anna: ReturnType<typeof caller>;
let ivan: ReturnType<typeof caller>;
let annaId: number;
let ivanId: number;

const idOf = async (email: string) =>
  (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

beforeAll(async () => {
  ctx = await setup();
  anna = caller(ctx.app, await loginAs(ctx.app, 'demo@club.local'));
  ivan = caller(ctx.app, await loginAs(ctx.app, 'demo2@club.local'));
  annaId = await idOf('demo@club.local');
  ivanId = await idOf('demo2@club.local');
  // here Иван is only another member: his seeded switches (Chats off) would refuse his calls
  await ctx.app.db.update(users).set({ notActiveOptions: [] }).where(eq(users.id, ivanId));
});
afterAll(() => ctx.close());

const page = async (who: ReturnType<typeof caller>, url: string) => {
  const res = await who.get(url);
  expect(res.statusCode).toBe(200);
  return res.json().result as { messages: ChatMessage[]; has_more: boolean };
};
const staffSays = async (channel: string, message: string) => {
  const res = await anna.form('POST', '/api/testers/send_admin_message', { channel, message });
  expect(res.statusCode).toBe(200);
  return res.json().result.id as number;
};
const png = (data: Buffer, filename = 'photo.png'): FilePart => ({
  filename,
  contentType: 'image/png',
  data,
});
const ownUploads = async (userId: number) =>
  readdir(path.join(ctx.app.config.uploadsDir, 'private', 'chat', String(userId))).catch(
    () => [] as string[],
  );
const setClockOffset = (userId: number, ms: number) => setMemberClock(ctx.app.db, userId, ms);

describe('the channel list', () => {
  it('lists the three staff channels with unread counts, last messages and the telegram groups', async () => {
    const res = await anna.get('/api/chat/');
    expect(res.statusCode).toBe(200);
    const { chats, telegram_chats, demo_day } = res.json().result;
    expect(chats.map((c: { id: string; unread: number }) => [c.id, c.unread])).toEqual([
      ['coach', 2],
      ['dietolog', 1],
      ['psyhologist', 0],
    ]);
    expect(chats[0]).toMatchObject({
      name: 'Тренер',
      image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      lastMessage: {
        date: expect.any(Number),
        messageText: 'И обязательно расскажите, как прошла тренировка.',
      },
    });
    expect(telegram_chats).toHaveLength(3);
    expect(telegram_chats[0]).toMatchObject({
      name: 'Клуб: общий чат',
      link: expect.stringMatching(/^https:\/\/t\.me\//),
    });
    expect(demo_day).toBe(false);
  });

  it('needs a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/chat/' })).statusCode).toBe(401);
  });
});

describe('messages of a channel', () => {
  it('answers the newest page in order, unread staff messages marked, staff named, pictures signed', async () => {
    const { messages, has_more } = await page(anna, '/api/chat/COACH/');
    expect(has_more).toBe(false);
    expect(messages.map((m) => m.id)).toEqual([...messages.map((m) => m.id)].sort((a, b) => a - b));
    const unread = messages.filter((m) => !m.is_rear_view);
    expect(unread.map((m) => m.message)).toEqual([
      'Здравствуйте, Анна! Замените выпады на ягодичный мостик, 3 подхода по 15 раз.',
      'И обязательно расскажите, как прошла тренировка.',
    ]);
    expect(unread.every((m) => m.sender === 'ADMIN' && !m.is_read)).toBe(true);
    const staff = messages.find((m) => m.sender === 'ADMIN');
    expect(staff?.admin).toEqual({ name: 'Алексей Морозов', position: 'Тренер' });
    const own = messages.find((m) => m.sender === 'USER');
    expect(own).toMatchObject({ admin: null, is_read: true, is_rear_view: true });
    // the member's messages staff answered are read by staff
    expect(own?.is_read_admin).toBe(true);

    const withPicture = messages.find((m) => m.pictures.length > 0) as ChatMessage;
    const [pic] = withPicture.pictures;
    expect(pic).toMatchObject({ name: 'yagodichnyj-mostik.jpg', width: 1200, height: 800 });
    expect(pic.size).toBeGreaterThan(0);
    expect(pic.image).toMatch(/^\/files\/private\/chat\/seed\/.+\.jpg\?e=\d+&s=/);
    const served = await ctx.app.inject({ method: 'GET', url: pic.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const thumb = await ctx.app.inject({ method: 'GET', url: pic.thumb });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
    // never without the signature, never from the public folder
    const key = pic.image.slice('/files/'.length, pic.image.indexOf('?'));
    expect((await ctx.app.inject({ method: 'GET', url: `/files/${key}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
  });

  it('takes the channel in any case and refuses an unknown one with 404', async () => {
    expect((await anna.get('/api/chat/dietolog/')).statusCode).toBe(200);
    const res = await anna.get('/api/chat/SUPPORT/');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(M.chatNotFound);
  });

  it('pages older messages by last_id (keyset), without gaps or repeats, and catches up by after_id', async () => {
    const before = await page(anna, '/api/chat/PSYHOLOGIST/');
    const ids: number[] = [];
    for (let i = 1; i <= 110; i++) ids.push(await staffSays('psyhologist', `Сообщение ${i}`));
    const first = await page(anna, '/api/chat/PSYHOLOGIST/');
    expect(first.messages).toHaveLength(50);
    expect(first.has_more).toBe(true);
    expect(first.messages.at(-1)?.message).toBe('Сообщение 110');
    const second = await page(anna, `/api/chat/PSYHOLOGIST/?last_id=${first.messages[0].id}`);
    expect(second.messages).toHaveLength(50);
    expect(second.has_more).toBe(true);
    expect(second.messages.at(-1)?.id).toBeLessThan(first.messages[0].id);
    const third = await page(anna, `/api/chat/PSYHOLOGIST/?last_id=${second.messages[0].id}`);
    expect(third.has_more).toBe(false);
    const all = [...third.messages, ...second.messages, ...first.messages].map((m) => m.id);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual([...before.messages.map((m) => m.id), ...ids]);

    const newer = await page(anna, `/api/chat/PSYHOLOGIST/?after_id=${ids[104]}`);
    expect(newer.messages.map((m) => m.message)).toEqual([
      'Сообщение 106',
      'Сообщение 107',
      'Сообщение 108',
      'Сообщение 109',
      'Сообщение 110',
    ]);
  });

  it('refuses malformed queries with 400 and a message', async () => {
    for (const url of [
      '/api/chat/COACH/?last_id=abc',
      '/api/chat/COACH/?last_id=0',
      '/api/chat/COACH/?last_id=1&after_id=1',
    ]) {
      const res = await anna.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^Некорректный запрос/);
    }
  });
});

describe('the read pointer', () => {
  it('marks a channel read up to an id, never moves back, never past the newest message', async () => {
    const { messages } = await page(anna, '/api/chat/COACH/');
    const newest = messages.at(-1) as ChatMessage;
    let res = await anna.post('/api/chat/read', { channel: 'coach', last_id: newest.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ unread: 0 });
    expect((await getCounts(ctx.app.db, annaId))?.chats.channels[0]).toEqual({
      channel: 'coach',
      unread: 0,
    });
    // an older id does not make them unread again
    res = await anna.post('/api/chat/read', { channel: 'coach', last_id: messages[0].id });
    expect(res.json().result).toEqual({ unread: 0 });
    // a far future id is clamped: the next staff message is still unread
    await anna.post('/api/chat/read', { channel: 'coach', last_id: 2_000_000_000 });
    await staffSays('coach', 'Новое сообщение тренера');
    expect(
      (await anna.get('/api/chat/'))
        .json()
        .result.chats.find((c: { id: string }) => c.id === 'coach').unread,
    ).toBe(1);
    const after = await page(anna, '/api/chat/COACH/');
    expect(after.messages.at(-1)).toMatchObject({ is_rear_view: false, is_read: false });
  });

  it('refuses a bad body with 400 and an unknown channel with 404', async () => {
    expect((await anna.post('/api/chat/read', { channel: 'coach' })).statusCode).toBe(400);
    expect((await anna.post('/api/chat/read', { channel: 'coach', last_id: 'x' })).statusCode).toBe(
      400,
    );
    expect((await anna.post('/api/chat/read', { channel: 'nobody', last_id: 1 })).statusCode).toBe(
      404,
    );
  });
});

describe('sending', () => {
  it('stores a text message (form fields or multipart) and lists it as the member’s own', async () => {
    const res = await anna.multipart('/api/chat/send', [
      ['channel', 'dietolog'],
      ['message', '  Спасибо, попробую!  '],
    ]);
    expect(res.statusCode).toBe(200);
    const { message } = res.json().result;
    expect(message).toMatchObject({
      channel: 'dietolog',
      sender: 'USER',
      message: 'Спасибо, попробую!',
      admin: null,
      is_edited: false,
      pictures: [],
    });
    const form = await anna.form('POST', '/api/chat/send', {
      channel: 'dietolog',
      message: 'И ещё вопрос',
    });
    expect(form.statusCode).toBe(200);
    const { messages } = await page(anna, '/api/chat/DIETOLOG/');
    expect(messages.slice(-2).map((m) => m.message)).toEqual([
      'Спасибо, попробую!',
      'И ещё вопрос',
    ]);
  });

  it('needs text or a file, refuses over-long text and unknown channels', async () => {
    let res = await anna.form('POST', '/api/chat/send', { channel: 'coach', message: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(M.sendEmpty);
    res = await anna.form('POST', '/api/chat/send', {
      channel: 'coach',
      message: 'я'.repeat(4001),
    });
    expect(res.json().error.message).toBe(M.tooLong);
    res = await anna.form('POST', '/api/chat/send', { channel: 'boss', message: 'Привет' });
    expect(res.statusCode).toBe(404);
    res = await anna.form('POST', '/api/chat/send', { message: 'Привет' });
    expect(res.statusCode).toBe(404);
  });

  it('sends pictures through the photo pipeline: upright, no metadata, names and sizes kept', async () => {
    const phone = await photoWithGps(600, 800, 6);
    const res = await anna.multipart('/api/chat/send', [
      ['channel', 'coach'],
      ['message', 'Вот как я делаю мостик'],
      ['attach[]', { filename: 'IMG_0001.JPG', contentType: 'image/jpeg', data: phone }],
      ['attach[]', png(await picture(64, 48), 'схема.png')],
    ]);
    expect(res.statusCode).toBe(200);
    const { message } = res.json().result as { message: ChatMessage };
    expect(message.pictures.map((p) => [p.name, p.width, p.height])).toEqual([
      ['IMG_0001.JPG', 800, 600],
      ['схема.png', 64, 48],
    ]);
    const [row] = await ctx.app.db
      .select()
      .from(chatAttachments)
      .where(eq(chatAttachments.messageId, message.id))
      .orderBy(chatAttachments.sort);
    expect(row.key).toMatch(new RegExp(`^private/chat/${annaId}/[0-9a-f]+\\.jpg$`));
    const stored = (await ctx.app.storage.read(row.key)) as Buffer;
    expect(stored.length).toBe(message.pictures[0].size);
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
      800,
      600,
      undefined,
      undefined,
    ]);
    expect(stored.includes('PhoneMaker')).toBe(false);
  });

  it('takes a picture without text', async () => {
    const res = await anna.multipart('/api/chat/send', [
      ['channel', 'coach'],
      ['attach[]', png(await picture())],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.message).toMatchObject({
      message: '',
      pictures: [expect.any(Object)],
    });
    const list = (await anna.get('/api/chat/')).json().result.chats;
    expect(list[0].lastMessage.messageText).toBe('Фото');
  });

  it('refuses a sixth file, a non-picture, a file over 5 MB and a broken one: nothing is stored', async () => {
    const countBefore = (
      await ctx.app.db.select().from(chatMessages).where(eq(chatMessages.userId, annaId))
    ).length;
    const filesBefore = (await ownUploads(annaId)).length;
    const ok = png(await picture());
    const cases: [[string, string | FilePart][], number, string][] = [
      [
        [
          ['channel', 'coach'],
          ...Array.from({ length: 6 }, (): [string, FilePart] => ['attach[]', ok]),
        ],
        400,
        M.attachLimit,
      ],
      [
        [
          ['channel', 'coach'],
          ['attach[]', ok],
          ['attach[]', png(Buffer.from('это текст, а не картинка'), 'fake.png')],
        ],
        400,
        M.attachType,
      ],
      [
        [
          ['channel', 'coach'],
          ['attach[]', png(Buffer.concat([await picture(), Buffer.alloc(5242880)]), 'big.png')],
        ],
        413,
        M.attachSize,
      ],
      [
        [
          ['channel', 'coach'],
          ['attach[]', ok],
          ['attach[]', png((await picture(400, 300, 'jpeg')).subarray(0, 300), 'cut.jpg')],
        ],
        400,
        M.attachBroken,
      ],
    ];
    for (const [parts, status, message] of cases) {
      const res = await anna.multipart('/api/chat/send', parts);
      expect([res.statusCode, res.json().error?.message]).toEqual([status, message]);
    }
    expect(
      (await ctx.app.db.select().from(chatMessages).where(eq(chatMessages.userId, annaId))).length,
    ).toBe(countBefore);
    expect((await ownUploads(annaId)).length).toBe(filesBefore);
  });

  it('stores a send repeated with the same client key once, also when both come at once', async () => {
    const key = 'c0ffee00-1111-4222-8333-444455556666';
    const send = () =>
      anna.multipart('/api/chat/send', [
        ['channel', 'coach'],
        ['message', 'Повторная отправка'],
        ['client_key', key],
      ]);
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.json().result.message.id).toBe(first.json().result.message.id);
    expect(again.json().result.message.client_key).toBe(key);

    const racedKey = 'race-0000-1111-2222-333344445555';
    const filesBefore = (await ownUploads(annaId)).length;
    const both = await Promise.all(
      [1, 2].map(async () =>
        anna.multipart('/api/chat/send', [
          ['channel', 'coach'],
          ['message', 'Одновременно'],
          ['client_key', racedKey],
          ['attach[]', png(await picture())],
        ]),
      ),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0].json().result.message.id).toBe(both[1].json().result.message.id);
    const rows = await ctx.app.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, annaId), eq(chatMessages.clientKey, racedKey)));
    expect(rows).toHaveLength(1);
    // one picture and its thumbnail: the loser's files are removed
    expect((await ownUploads(annaId)).length).toBe(filesBefore + 2);
  });

  it('answers a text send repeated with its key with the first message, storing nothing new', async () => {
    const key = 'text-only-0000-1111-2222-3333';
    const send = (channel: string, message: string) =>
      anna.form('POST', '/api/chat/send', { channel, message, client_key: key });
    const stored = async (k: string) =>
      ctx.app.db
        .select({ id: chatMessages.id, message: chatMessages.message })
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, annaId), eq(chatMessages.clientKey, k)));
    const first = await send('coach', 'Только текст');
    expect(first.statusCode).toBe(200);
    const sent = first.json().result.message as ChatMessage;
    expect(sent).toMatchObject({ channel: 'coach', message: 'Только текст', client_key: key });
    // the answer of a send is the message as the channel's page shows it
    const { messages } = await page(anna, '/api/chat/COACH/');
    expect(messages.find((m) => m.id === sent.id)).toEqual(sent);
    const total = async () =>
      (await ctx.app.db.select().from(chatMessages).where(eq(chatMessages.userId, annaId))).length;
    const before = await total();

    // the answer was lost: the same key answers the first message, whatever the text now
    const again = await send('coach', 'Другой текст');
    expect(again.json()).toEqual(first.json());
    // the key on another channel is refused
    const other = await send('dietolog', 'Только текст');
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toBe(M.clientKeyInvalid);
    expect(await total()).toBe(before);
    expect(await stored(key)).toEqual([{ id: sent.id, message: 'Только текст' }]);

    // several sends of one key at once: one message, every answer it
    const racedKey = 'text-race-0000-1111-2222-3333';
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        anna.form('POST', '/api/chat/send', {
          channel: 'coach',
          message: 'Одновременно текстом',
          client_key: racedKey,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await stored(racedKey);
    expect(rows).toHaveLength(1);
    for (const a of answers) expect(a.json().result.message.id).toBe(rows[0].id);
    expect(await total()).toBe(before + 1);
  });

  it('refuses a malformed client key', async () => {
    const res = await anna.form('POST', '/api/chat/send', {
      channel: 'coach',
      message: 'Привет',
      client_key: 'not a key!',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(M.clientKeyInvalid);
  });
});

describe('editing', () => {
  const send = async (message: string) =>
    (await anna.form('POST', '/api/chat/send', { channel: 'psyhologist', message })).json().result
      .message as ChatMessage;

  afterEach(() => setClockOffset(annaId, 0));

  it('changes the member’s own text within the hour and marks it edited', async () => {
    const sent = await send('Черновик');
    const res = await anna.form('PATCH', `/api/chat/message/${sent.id}`, { message: 'Исправлено' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.message).toMatchObject({
      id: sent.id,
      message: 'Исправлено',
      is_edited: true,
      edited_at: expect.any(Number),
    });
    const { messages } = await page(anna, `/api/chat/PSYHOLOGIST/?after_id=${sent.id - 1}`);
    expect(messages[0]).toMatchObject({ message: 'Исправлено', is_edited: true });
  });

  it('refuses an empty text, an old message, a picture-only message and staff messages', async () => {
    const sent = await send('Текст');
    let res = await anna.form('PATCH', `/api/chat/message/${sent.id}`, { message: '  ' });
    expect([res.statusCode, res.json().error.message]).toEqual([400, M.editEmpty]);

    await setClockOffset(annaId, 3_600_001);
    res = await anna.form('PATCH', `/api/chat/message/${sent.id}`, { message: 'Поздно' });
    expect([res.statusCode, res.json().error.message]).toEqual([400, M.editWindowPassed]);
    await setClockOffset(annaId, 3_590_000);
    res = await anna.form('PATCH', `/api/chat/message/${sent.id}`, { message: 'Успела' });
    expect(res.statusCode).toBe(200);
    await setClockOffset(annaId, 0);

    const photoOnly = (
      await anna.multipart('/api/chat/send', [
        ['channel', 'psyhologist'],
        ['attach[]', png(await picture())],
      ])
    ).json().result.message as ChatMessage;
    res = await anna.form('PATCH', `/api/chat/message/${photoOnly.id}`, { message: 'Подпись' });
    expect([res.statusCode, res.json().error.message]).toEqual([400, M.editNoText]);

    const staffId = await staffSays('psyhologist', 'Сообщение психолога');
    res = await anna.form('PATCH', `/api/chat/message/${staffId}`, { message: 'Взлом' });
    expect([res.statusCode, res.json().error.message]).toEqual([403, M.editNotOwn]);
  });

  it('refuses malformed edits with 400', async () => {
    const sent = await send('Текст');
    expect((await anna.form('PATCH', '/api/chat/message/abc', { message: 'x' })).statusCode).toBe(
      400,
    );
    expect((await anna.form('PATCH', `/api/chat/message/${sent.id}`, {})).statusCode).toBe(400);
  });
});

describe('another member', () => {
  it('never reaches Анна’s messages, pictures or pointer', async () => {
    const annaOwn = (
      await anna.multipart('/api/chat/send', [
        ['channel', 'coach'],
        ['message', 'Личное'],
        ['attach[]', png(await picture())],
      ])
    ).json().result.message as ChatMessage;

    const ivanPage = await page(ivan, '/api/chat/COACH/');
    expect(ivanPage.messages.map((m) => m.message)).toEqual([
      'Иван, привет! Как самочувствие после первой недели?',
    ]);
    expect((await ivan.get(`/api/chat/COACH/?after_id=0`)).json().result.messages).toHaveLength(1);

    const edit = await ivan.form('PATCH', `/api/chat/message/${annaOwn.id}`, { message: 'Чужое' });
    expect([edit.statusCode, edit.json().error.message]).toEqual([404, M.messageNotFound]);

    // Иван moving his pointer to Анна's newest id reads nothing of hers, nor his coach channel
    const annaCounts = await getCounts(ctx.app.db, annaId);
    await ivan.post('/api/chat/read', { channel: 'dietolog', last_id: annaOwn.id });
    expect((await getCounts(ctx.app.db, ivanId))?.chats.count).toBe(1);
    // (rest_time counts down by the second: a second may pass between the two reads)
    expect({ ...(await getCounts(ctx.app.db, annaId)), rest_time: 0 }).toEqual({
      ...annaCounts,
      rest_time: 0,
    });

    // a client key is the member's own: Иван sending with Анна's key stores his own message
    const key = 'shared-key-0000-1111-2222';
    const hers = await anna.form('POST', '/api/chat/send', {
      channel: 'coach',
      message: 'Её сообщение',
      client_key: key,
    });
    const his = await ivan.form('POST', '/api/chat/send', {
      channel: 'coach',
      message: 'Его сообщение',
      client_key: key,
    });
    expect(his.statusCode).toBe(200);
    expect(his.json().result.message.message).toBe('Его сообщение');
    expect(his.json().result.message.id).not.toBe(hers.json().result.message.id);
  });
});
