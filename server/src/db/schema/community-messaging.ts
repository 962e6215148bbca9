// Chats, notifications and articles (spec part 2 §2.5, §2.7, §2.10). The chat messages and the
// notifications themselves are the core tables `chat_messages` and `notifications` (schema.ts);
// this file adds what the first release did not have: attachments, read pointers, the telegram
// group links, and the articles with their categories, favourites and views.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { chatMessages, users } from '../schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// ---------- Chats ----------

/**
 * An image attached to a chat message: stored through the photo pipeline as a private file (key,
 * never a URL) with its thumbnail; width and height let the client reserve the space before the
 * image loads.
 */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the file name the member chose (shown under the picture) */
    name: text('name').notNull(),
    /** bytes of the stored image */
    size: integer('size').notNull(),
    key: text('key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('chat_attachments_message_idx').on(t.messageId)],
);

/**
 * One read pointer per member and channel: every staff message with an id at or below
 * `lastReadId` is read by the member; `adminLastReadId` is the same for staff reading the
 * member's messages (is_read_admin).
 */
export const chatReadPointers = pgTable(
  'chat_read_pointers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    lastReadId: integer('last_read_id').notNull().default(0),
    adminLastReadId: integer('admin_last_read_id').notNull().default(0),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel] })],
);

/** The club's group chats on the messaging service ("Чаты в телеграме"), the same for everyone. */
export const telegramChats = pgTable('telegram_chats', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  link: text('link').notNull(),
  photo: text('photo'),
  message: text('message').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

// ---------- Articles ----------

/**
 * What the search's column reads one for one (`translate`): Cyrillic capitals and ё as lower case
 * and е; typographic quotes, dashes, the ellipsis and non-breaking spaces as spaces (a database of
 * ctype C counts every non-ASCII character as a letter, so «похудеть» would be one word there).
 */
const SEARCH_PUNCTUATION = '«»„“”‘’‚—–‑…\u00a0\u202f№°•·';
const SEARCH_FOLD_FROM = `АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯё${SEARCH_PUNCTUATION}`;
const SEARCH_FOLD_TO = `абвгдеежзийклмнопрстуфхцчшщъыьэюяе${' '.repeat(SEARCH_PUNCTUATION.length)}`;
const fold = (column: string) =>
  sql.raw(`translate(coalesce("${column}", ''), '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}')`);

/** PostgreSQL's tsvector, for the generated search column. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** HTML of the club's editors (the client sanitises it before showing) */
    content: text('content').notNull(),
    /** the same text without markup: list excerpts and the search */
    contentText: text('content_text').notNull(),
    mainImage: text('main_image'),
    /** the one article shown apart ("Ознакомлен"); the newest special one wins */
    isSpecial: boolean('is_special').notNull().default(false),
    view: integer('view').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    /**
     * draft | published | unpublished (issue 28: the editors' articles). Members only ever see
     * 'published' (modules/articles/service.ts); the first release's rows were all published.
     */
    status: text('status').notNull().default('published'),
    /** first published (the date members see); null for the first release's rows: created_at */
    publishedAt: at('published_at'),
    /** the staff member who wrote it and who changed it last (null: the seed) */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Russian full-text search: title weighs more than the text. The configuration is named
     * ('russian'), never the server default, so PGlite and PostgreSQL stem alike.
     */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('russian', coalesce("title", '')), 'A') || setweight(to_tsvector('russian', coalesce("content_text", '')), 'B')`,
    ),
    /**
     * What the search reads (modules/articles/search.ts): the same words, case-folded and with ё
     * read as е by the query itself (`translate`), so the result never depends on the database's
     * LC_CTYPE (under ctype C, PostgreSQL lowercases no Cyrillic and 'Сон' stays 'Сон'). The
     * first release's `search` above stays as it was (upgrades keep every column's values).
     */
    searchForms: tsvector('search_forms').generatedAlwaysAs(
      sql`setweight(to_tsvector('russian', ${fold('title')}), 'A') || setweight(to_tsvector('russian', ${fold('content_text')}), 'B')`,
    ),
  },
  (t) => [
    index('articles_search_idx').using('gin', t.search),
    index('articles_search_forms_idx').using('gin', t.searchForms),
    index('articles_category_idx').on(t.categoryId, t.createdAt),
    index('articles_created_idx').on(t.createdAt),
    // the staff app's list: newest first, by keyset
    index('articles_status_idx').on(t.status, t.id),
  ],
);

export const articleFavorites = pgTable(
  'article_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] })],
);

/** The member's last counted view of an article: a reload within minutes does not count again. */
export const articleViews = pgTable(
  'article_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    viewedAt: at('viewed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] })],
);
