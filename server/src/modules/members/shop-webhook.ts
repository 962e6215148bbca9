// The shop's order webhook (issue 31): POST /api/shop/orders, JSON
//   { "order_id": "A-1001", "email": "buyer@example.ru", "name": "Имя Фамилия", "pack_id": 3 }
// signed with the shared secret SHOP_WEBHOOK_SECRET: header `X-Club-Signature: sha256=<hex>`, the
// HMAC-SHA256 of the raw body. A new e-mail gets an account, the pack and the welcome letter; a
// member who has an account gets the pack. Idempotent by order id: the same order sent again
// answers what the first delivery did and changes nothing; the same id with other data is refused.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  Envelope,
  SHOP_SIGNATURE_HEADER,
  ShopOrderResult,
  isSafeText,
  shopPaths,
  type ShopOrder,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import { shopOrders, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { AppError, MESSAGES, badRequest } from '../../lib/errors';
import { forgetMemberData } from '../../lib/member-data';
import type { Mailer } from '../mail/outbox';
import { audit } from '../staff/audit';
import {
  findPack,
  grantPack,
  insertMember,
  isUniqueViolation,
  memberInputError,
  normalizeEmail,
  type Pack,
} from './service';

export const SHOP_MESSAGES = {
  off: 'Приём заказов магазина не настроен: не задан SHOP_WEBHOOK_SECRET',
  badSignature: 'Неверная подпись запроса',
  orderId: 'Не указан номер заказа (order_id): строка до 100 символов',
  packId: 'Не указан курс (pack_id): целое положительное число',
  otherData: 'Заказ с этим номером уже обработан с другими данными',
  newAccount: 'Заказ обработан: создан аккаунт, курс добавлен, письмо для входа отправлено',
  existing: 'Заказ обработан: курс добавлен участнику клуба',
  duplicate: 'Заказ уже был обработан раньше; повторно ничего не сделано',
} as const;

const BODY_LIMIT = 64 * 1024;

/** `sha256=<hex>` of the body with the secret: the header the shop sends. */
export const signShopBody = (secret: string, body: string | Buffer) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

function signatureValid(secret: string, body: Buffer, header: unknown): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signShopBody(secret, body));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The order of a verified body, or a 400 in Russian. */
export function parseOrder(body: Buffer): ShopOrder {
  let data: unknown;
  try {
    data = JSON.parse(body.toString('utf8'));
  } catch {
    throw badRequest(MESSAGES.badJson);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw badRequest(MESSAGES.badJson);
  const o = data as Record<string, unknown>;
  const orderId = typeof o.order_id === 'number' ? String(o.order_id) : o.order_id;
  if (typeof orderId !== 'string' || !orderId.trim() || orderId.trim().length > 100)
    throw badRequest(SHOP_MESSAGES.orderId);
  // NUL and lone surrogates never reach the database
  if (![orderId, o.email, o.name].every((v) => typeof v !== 'string' || isSafeText(v)))
    throw badRequest(MESSAGES.badRequest);
  const problem = memberInputError(o.email, o.name);
  if (problem) throw badRequest(problem);
  const packId = typeof o.pack_id === 'string' ? Number(o.pack_id) : o.pack_id;
  if (typeof packId !== 'number' || !Number.isInteger(packId) || packId < 1 || packId > 2 ** 31 - 1)
    throw badRequest(SHOP_MESSAGES.packId);
  return {
    order_id: orderId.trim(),
    email: normalizeEmail(o.email as string),
    name: (o.name as string).trim(),
    pack_id: packId,
  };
}

const digestOf = (order: ShopOrder) =>
  createHash('sha256')
    .update(JSON.stringify([order.order_id, order.email, order.name, order.pack_id]))
    .digest('hex');

export interface OrderOutcome {
  order_id: string;
  user_id: number | null;
  user_pack_id: number | null;
  account_created: boolean;
  duplicate: boolean;
  message: string;
}

/** The order's record: the same order again answers the first outcome; other data is a 409. */
async function earlierOutcome(db: Db, order: ShopOrder): Promise<OrderOutcome | null> {
  const [row] = await db.select().from(shopOrders).where(eq(shopOrders.orderId, order.order_id));
  if (!row) return null;
  if (row.digest !== digestOf(order)) throw new AppError(409, SHOP_MESSAGES.otherData);
  return {
    order_id: row.orderId,
    user_id: row.userId,
    user_pack_id: row.userPackId,
    account_created: row.createdAccount,
    duplicate: true,
    message: SHOP_MESSAGES.duplicate,
  };
}

/**
 * One order: the order's record, the account (or the existing member), the pack and the letter in
 * one transaction. Two deliveries at once: the order id's primary key lets one through; the other
 * finds its record. Two orders of one new buyer at once: the e-mail's unique index lets one make
 * the account; the other is tried again and gives that member the pack.
 */
export async function takeOrder(
  deps: { db: Db; mail: Mailer },
  order: ShopOrder,
  now: Date = new Date(),
): Promise<OrderOutcome> {
  const before = await earlierOutcome(deps.db, order);
  if (before) return before;
  const pack = await findPack(deps.db, order.pack_id);
  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await deps.db.transaction((tx) =>
        takeOrderOnce(tx as unknown as Db, deps.mail, order, pack, now),
      );
      if (outcome.account_created) deps.mail.kick();
      else if (outcome.user_id && !outcome.duplicate) forgetMemberData(deps.db, [outcome.user_id]);
      return outcome;
    } catch (err) {
      const conflict =
        isUniqueViolation(err) || (err instanceof AppError && err.statusCode === 409);
      if (!conflict || attempt >= 3) throw err;
      // someone else wrote the order or the account meanwhile: read again
      const again = await earlierOutcome(deps.db, order);
      if (again) return again;
    }
  }
}

async function takeOrderOnce(
  tx: Db,
  mail: Mailer,
  order: ShopOrder,
  pack: Pack,
  now: Date,
): Promise<OrderOutcome> {
  const [claimed] = await tx
    .insert(shopOrders)
    .values({
      orderId: order.order_id,
      digest: digestOf(order),
      packId: pack.id,
      createdAccount: false,
      createdAt: now,
    })
    .onConflictDoNothing({ target: shopOrders.orderId })
    .returning({ orderId: shopOrders.orderId });
  if (!claimed) {
    const before = await earlierOutcome(tx, order);
    if (before) return before;
    throw new AppError(409, SHOP_MESSAGES.otherData);
  }
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, order.email));
  let userId: number;
  let userPackId: number;
  let created = false;
  if (member) {
    userId = member.id;
    userPackId = await grantPack(tx, member.id, pack, now);
  } else {
    const made = await insertMember(tx, mail, { email: order.email, name: order.name, pack }, now);
    // the account and its staff, recorded with the order (no staff member acted: the system)
    await audit(tx, {
      actor: null,
      action: 'member.create',
      memberId: made.userId,
      details: { email: order.email, pack_id: pack.id, assigned: made.assigned, source: 'shop' },
      at: now,
    });
    userId = made.userId;
    userPackId = made.userPackId as number;
    created = true;
  }
  await tx
    .update(shopOrders)
    .set({ userId, userPackId, createdAccount: created })
    .where(eq(shopOrders.orderId, order.order_id));
  return {
    order_id: order.order_id,
    user_id: userId,
    user_pack_id: userPackId,
    account_created: created,
    duplicate: false,
    message: created ? SHOP_MESSAGES.newAccount : SHOP_MESSAGES.existing,
  };
}

/**
 * The webhook's plugin. Its own body parser keeps the raw bytes of every content type: the
 * signature is checked on exactly what was sent, before anything is parsed.
 */
const shopWebhook: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    shopPaths.orders,
    {
      schema: { response: { 200: Envelope(ShopOrderResult) } },
      config: {
        public: true,
        rateLimit: { max: 600, timeWindow: 60_000 },
      },
    },
    async (request, reply) => {
      const secret = app.config.shopWebhookSecret;
      if (!secret) throw new AppError(403, SHOP_MESSAGES.off);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!signatureValid(secret, body, request.headers[SHOP_SIGNATURE_HEADER]))
        throw new AppError(401, SHOP_MESSAGES.badSignature);
      const outcome = await takeOrder({ db: app.db, mail: app.mail }, parseOrder(body));
      if (outcome.user_id && !outcome.duplicate) await app.realtime.notifyMember(outcome.user_id);
      reply.header('cache-control', 'no-store');
      return ok(outcome);
    },
  );
};

export default shopWebhook;
