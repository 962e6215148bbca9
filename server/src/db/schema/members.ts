// Where accounts come from besides the seed (issue 31), and the first stone of staff roles.
// - Roles: a role is a named bundle of permission strings (`members:create`, ...); code checks
//   permissions, never role names (plugins/permissions.ts), and one person may hold several roles.
// - Shop orders: the order webhook's record, one row per order id, so a repeated delivery of the
//   same order changes nothing.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { packs, userPacks } from './catalog';

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    /** stable key, e.g. `admin` */
    name: text('name').notNull(),
    /** what staff read, e.g. «Администратор» */
    title: text('title').notNull(),
    permissions: text('permissions').array().notNull().default([]),
  },
  (t) => [uniqueIndex('roles_name_uq').on(t.name)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const shopOrders = pgTable('shop_orders', {
  /** the shop's own order id */
  orderId: text('order_id').primaryKey(),
  /** sha256 of what the order asked (e-mail, name, pack): the same id with other data is refused */
  digest: text('digest').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  packId: integer('pack_id')
    .notNull()
    .references(() => packs.id),
  userPackId: integer('user_pack_id').references(() => userPacks.id, { onDelete: 'set null' }),
  /** the order made the account (false: an existing member got the pack) */
  createdAccount: boolean('created_account').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
