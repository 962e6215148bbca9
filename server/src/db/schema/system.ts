// Installation-wide values the server keeps in the database, so every API process (and every
// machine) of one installation shares them: e.g. the key that signs private file URLs.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
