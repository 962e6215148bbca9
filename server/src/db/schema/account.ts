// The store of course packs (spec part 2 §2.8): categories ("Тренировки", "Питание", ...) and the
// packs a member can buy on the club's external shop.
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** A store tab. */
export const storeCategories = pgTable('store_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A pack on sale: price per month in rubles, an external purchase link, optional HTML description. */
export const storePacks = pgTable(
  'store_packs',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => storeCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    description: text('description'),
    link: text('link').notNull(),
    image: text('image').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('store_packs_category_idx').on(t.categoryId)],
);
