// Accounts made by the club (issue 31): by staff holding the members:create permission, and by the
// shop's order webhook (HMAC-signed, idempotent by order id). Both send the welcome letter.
import { Type, type Static } from '@sinclair/typebox';
import { Id, Text } from './rules';

// staffPaths (POST /api/staff/members among them) are in paths-staff.ts, with the staff app's calls.

export const shopPaths = {
  /** POST JSON, signed: an order paid in the shop (README "Shop orders") */
  orders: '/api/shop/orders',
} as const;

/** `sha256=<hex>`: HMAC-SHA256 of the raw request body with SHOP_WEBHOOK_SECRET */
export const SHOP_SIGNATURE_HEADER = 'x-club-signature';

export const StaffMemberBody = Type.Object({
  email: Text({ maxLength: 254 }),
  name: Text({ maxLength: 200 }),
  /** a pack (packs.id) the member gets, to activate within 30 days */
  pack_id: Type.Optional(Type.Union([Id(), Type.Null()])),
});
export type StaffMemberBody = Static<typeof StaffMemberBody>;

export const StaffMemberResult = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  user_pack_id: Type.Union([Type.Integer(), Type.Null()]),
  message: Type.String(),
});
export type StaffMemberResult = Static<typeof StaffMemberResult>;

/** What the shop sends (JSON, checked by the route itself after the signature). */
export interface ShopOrder {
  order_id: string;
  email: string;
  name: string;
  pack_id: number;
}

export const ShopOrderResult = Type.Object({
  order_id: Type.String(),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  user_pack_id: Type.Union([Type.Integer(), Type.Null()]),
  /** the order made a new account (and its welcome letter) */
  account_created: Type.Boolean(),
  /** the order had been taken before: nothing was done again */
  duplicate: Type.Boolean(),
  message: Type.String(),
});
export type ShopOrderResult = Static<typeof ShopOrderResult>;
