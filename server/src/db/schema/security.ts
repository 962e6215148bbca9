// Security bookkeeping shared by every API process of an installation: attempt counters of the
// sign-in and request limits, and the installation's state (the first start's completion marker).
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters (lib/limits.ts): `points` counted since the window began, reset when
 * `expire` has passed. Keys name the limit and its subject (`login-email:<e-mail>`, `login-ip:<ip>`).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});

/** Installation state, e.g. `ready`: the first start (schema and demo data) completed. */
export const appState = pgTable('app_state', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
