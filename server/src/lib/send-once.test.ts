// Issue 27, item 5: twenty retries of one send with the same key (sent at once, while the first
// still runs) decode its photos once: the key is claimed before any photo is decoded. Evidence
// without timing: a counter on the photo pipeline.
import { eq } from 'drizzle-orm';
import { chatAttachments, chatMessages, dynamicsReports } from '../db/schema';
import { caller, ELENA, jpeg, ANNA, type Caller } from '../modules/dynamics/testing';
import { multipartParts } from '../test/multipart';
import { setup, type TestContext } from '../test/helpers';
import { processPhoto } from './photos';

jest.mock('./photos', () => {
  const actual = jest.requireActual<typeof import('./photos')>('./photos');
  return { ...actual, processPhoto: jest.fn(actual.processPhoto) };
});
const decoded = processPhoto as jest.MockedFunction<typeof processPhoto>;

let ctx: TestContext;
let anna: Caller;
let elena: Caller;
beforeAll(async () => {
  // every retry counts against the per-member limits: room for them here
  ctx = await setup({ chatSendRateMax: 1000, reportRateMax: 1000 });
  [anna, elena] = await Promise.all([ANNA, ELENA].map((e) => caller(ctx.app, e)));
}, 120_000);
afterAll(() => ctx.close());
beforeEach(() => decoded.mockClear());

const RETRIES = 20;

describe('a send repeated with the same key while the first still runs', () => {
  it('dynamics: one report, its three photos decoded once, every answer the same report', async () => {
    const key = 'retry-dynamics-0001';
    const body = {
      weight: '70.5',
      photo_front: await jpeg(300, 400, '#a88'),
      photo_side: await jpeg(300, 400, '#8a8'),
      photo_back: await jpeg(300, 400, '#88a'),
    };
    const answers = await Promise.all(
      Array.from({ length: RETRIES }, () => anna.post('/api/dynamics/create', body, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(RETRIES).fill(200));
    const ids = new Set(answers.map((a) => a.json().result.report.id as number));
    expect(ids.size).toBe(1);
    expect(decoded).toHaveBeenCalledTimes(3);
    const rows = await ctx.app.db
      .select()
      .from(dynamicsReports)
      .where(eq(dynamicsReports.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it('contest: one report, its three photos decoded once', async () => {
    const key = 'retry-contest-0001';
    const body = {
      type: 'before',
      weight: '67.5',
      chest_girth: '95.5',
      waist_girth: '78',
      hip_girth: '103',
      photo_side: await jpeg(),
      photo_front: await jpeg(),
      photo_back: await jpeg(),
    };
    const answers = await Promise.all(
      Array.from({ length: RETRIES }, () => elena.post('/api/contest/report', body, key)),
    );
    expect(answers.map((a) => [a.statusCode, a.json().error])).toEqual(
      Array(RETRIES).fill([200, null]),
    );
    expect(new Set(answers.map((a) => a.json().result.report.id)).size).toBe(1);
    expect(decoded).toHaveBeenCalledTimes(3);
  });

  it('chat: one message, its two pictures decoded once', async () => {
    const clientKey = 'retry-chat-0001';
    const picture = await jpeg(64, 48);
    const parts: [string, string | typeof picture][] = [
      ['channel', 'coach'],
      ['message', 'Отправлено один раз'],
      ['client_key', clientKey],
      ['attach[]', picture],
      ['attach[]', picture],
    ];
    const { payload, headers } = multipartParts(parts);
    const answers = await Promise.all(
      Array.from({ length: RETRIES }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/chat/send',
          headers: { ...headers, 'x-auth-token': anna.token },
          payload,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(RETRIES).fill(200));
    expect(new Set(answers.map((a) => a.json().result.message.id)).size).toBe(1);
    expect(decoded).toHaveBeenCalledTimes(2);
    const rows = await ctx.app.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.clientKey, clientKey));
    expect(rows).toHaveLength(1);
    expect(
      await ctx.app.db
        .select()
        .from(chatAttachments)
        .where(eq(chatAttachments.messageId, rows[0].id)),
    ).toHaveLength(2);
  });

  it('a first send that fails leaves the key to the next one', async () => {
    const key = 'retry-failing-0001';
    const broken = { weight: '70', photo_front: { ...(await jpeg()), data: Buffer.from('нет') } };
    const failed = await anna.post('/api/dynamics/create', broken, key);
    expect(failed.statusCode).toBe(400);
    const ok = await anna.post(
      '/api/dynamics/create',
      { weight: '70', photo_front: await jpeg() },
      key,
    );
    expect(ok.statusCode).toBe(200);
  });
});
