// The shop's order webhook (issue 31): only a body signed with the shared secret is taken; a new
// buyer gets an account, the bought pack and the welcome letter (a real SMTP server here); an order
// sent twice, even at the same moment, is taken once; an existing member gets the pack.
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { mailOutbox, packs, shopOrders, userPacks, users } from '../../db/schema';
import { MESSAGES } from '../../lib/errors';
import { setup, testConfig, type TestContext } from '../../test/helpers';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { SHOP_MESSAGES, signShopBody } from './shop-webhook';

const SECRET = 'shop-secret-for-tests';

let smtp: TestSmtp;
let ctx: TestContext;
let packId: number;
let packName: string;
beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await setup({
    shopWebhookSecret: SECRET,
    mail: { ...testConfig().mail, smtp: { url: smtp.url, tls: 'auto' } },
  });
  const [pack] = await ctx.app.db.select().from(packs).limit(1);
  packId = pack.id;
  packName = pack.name;
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

function send(
  body: unknown,
  opts: { secret?: string; signature?: string | null; app?: FastifyInstance } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature =
    opts.signature === undefined ? signShopBody(opts.secret ?? SECRET, raw) : opts.signature;
  return (opts.app ?? ctx.app).inject({
    method: 'POST',
    url: '/api/shop/orders',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-club-signature': signature }),
    },
    payload: raw,
  });
}

async function counts() {
  const db = ctx.app.db;
  const n = async (
    table: typeof users | typeof mailOutbox | typeof shopOrders | typeof userPacks,
  ) => Number((await db.select({ n: count() }).from(table))[0].n);
  return {
    users: await n(users),
    letters: await n(mailOutbox),
    orders: await n(shopOrders),
    userPacks: await n(userPacks),
  };
}

test('a missing or wrong signature, or one made for another body, is refused; nothing changes', async () => {
  const before = await counts();
  const order = {
    order_id: 'S-1',
    email: 'buyer1@example.ru',
    name: 'Игорь Покупатель',
    pack_id: packId,
  };
  for (const res of [
    await send(order, { signature: null }),
    await send(order, { secret: 'not-the-secret' }),
    // signed for another body (the pack changed on the way)
    await send(order, {
      signature: signShopBody(SECRET, JSON.stringify({ ...order, pack_id: packId + 1 })),
    }),
    await send(order, { signature: 'sha256=zz' }),
  ]) {
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(SHOP_MESSAGES.badSignature);
  }
  expect(await counts()).toEqual(before);
});

test('a new buyer: the account, the pack and the welcome letter; the same order again changes nothing', async () => {
  const before = await counts();
  const order = {
    order_id: 'A-1001',
    email: 'Buyer2@Example.ru',
    name: 'Вера Покупателева',
    pack_id: packId,
  };
  const first = await send(order);
  expect(first.statusCode).toBe(200);
  const taken = first.json().result;
  expect(taken).toMatchObject({
    order_id: 'A-1001',
    account_created: true,
    duplicate: false,
    message: SHOP_MESSAGES.newAccount,
  });
  const [member] = await ctx.app.db.select().from(users).where(eq(users.id, taken.user_id));
  expect(member).toMatchObject({ email: 'buyer2@example.ru', name: 'Вера Покупателева' });
  const [pack] = await ctx.app.db
    .select()
    .from(userPacks)
    .where(eq(userPacks.id, taken.user_pack_id));
  expect(pack).toMatchObject({ userId: member.id, packId, activatedAt: null });
  expect(pack.activateBefore.getTime() - pack.purchasedAt.getTime()).toBe(30 * 86400_000);

  await ctx.app.mail.runOnce();
  expect(smtp.messages).toHaveLength(1);
  const letter = smtp.messages[0];
  expect(letter.to).toEqual(['buyer2@example.ru']);
  expect(letter.parsed.subject).toBe('Добро пожаловать в Клуб: данные для входа');
  expect(letter.parsed.text).toContain(`открыт курс «${packName}»`);
  expect(letter.parsed.text).toContain('этот e-mail: buyer2@example.ru');
  expect(letter.parsed.text).toMatch(/\/reset-pass\/#token=\S+/);

  // the shop sends it again (a retry after a timeout): the first answer, nothing new
  const again = await send(order);
  expect(again.statusCode).toBe(200);
  expect(again.json().result).toEqual({
    ...taken,
    duplicate: true,
    message: SHOP_MESSAGES.duplicate,
  });
  const after = await counts();
  expect(after).toEqual({
    users: before.users + 1,
    letters: before.letters + 1,
    orders: before.orders + 1,
    userPacks: before.userPacks + 1,
  });
  await ctx.app.mail.runOnce();
  expect(smtp.messages).toHaveLength(1);

  // the same order id with other data is not the same order
  const other = await send({ ...order, pack_id: packId + 1 });
  expect(other.statusCode).toBe(409);
  expect(other.json().error.message).toBe(SHOP_MESSAGES.otherData);
  expect(await counts()).toEqual(after);
});

test('two deliveries of one order at the same moment: one account, one letter', async () => {
  const before = await counts();
  const order = {
    order_id: 'A-2002',
    email: 'buyer3@example.ru',
    name: 'Лев Быстров',
    pack_id: packId,
  };
  const [a, b] = await Promise.all([send(order), send(order)]);
  expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
  expect([a.json().result.duplicate, b.json().result.duplicate].sort()).toEqual([false, true]);
  expect(a.json().result.user_id).toBe(b.json().result.user_id);
  expect(await counts()).toEqual({
    users: before.users + 1,
    letters: before.letters + 1,
    orders: before.orders + 1,
    userPacks: before.userPacks + 1,
  });
});

test('a member who has an account gets the pack, and no welcome letter', async () => {
  const before = await counts();
  const [anna] = await ctx.app.db.select().from(users).where(eq(users.email, 'demo@club.local'));
  const res = await send({
    order_id: 'A-3003',
    email: 'DEMO@club.local',
    name: 'Анна',
    pack_id: packId,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().result).toMatchObject({
    user_id: anna.id,
    account_created: false,
    message: SHOP_MESSAGES.existing,
  });
  expect(await counts()).toEqual({
    ...before,
    orders: before.orders + 1,
    userPacks: before.userPacks + 1,
  });
  const [granted] = await ctx.app.db
    .select()
    .from(userPacks)
    .where(eq(userPacks.id, res.json().result.user_pack_id));
  expect(granted.userId).toBe(anna.id);
});

test('bad orders get a clear message and leave nothing behind', async () => {
  const before = await counts();
  const cases: [unknown, number, string][] = [
    ['{"order_id":', 400, MESSAGES.badJson],
    [[1, 2], 400, MESSAGES.badJson],
    [{ email: 'a@example.ru', name: 'А', pack_id: packId }, 400, SHOP_MESSAGES.orderId],
    [
      { order_id: 'B-1', email: 'not-an-email', name: 'А', pack_id: packId },
      400,
      'Некорректный email',
    ],
    [
      { order_id: 'B-2', email: 'b@example.ru', name: '', pack_id: packId },
      400,
      'Не заполнено поле имя',
    ],
    [
      { order_id: 'B-3', email: 'c@example.ru', name: 'В', pack_id: 'x' },
      400,
      SHOP_MESSAGES.packId,
    ],
    [
      { order_id: 'B-4', email: 'd@example.ru', name: 'Г', pack_id: 999999 },
      400,
      'Курс с таким номером (pack_id) не найден',
    ],
  ];
  for (const [body, status, message] of cases) {
    const res = await send(body);
    expect({ status: res.statusCode, message: res.json().error?.message }).toEqual({
      status,
      message,
    });
  }
  expect(await counts()).toEqual(before);
});

test('without SHOP_WEBHOOK_SECRET the webhook takes no order', async () => {
  const bare = await buildApp({ config: testConfig(), database: ctx.testDb.database });
  try {
    const res = await send(
      { order_id: 'C-1', email: 'e@example.ru', name: 'Д', pack_id: packId },
      { app: bare },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(SHOP_MESSAGES.off);
  } finally {
    await bare.close();
  }
});
