// Drizzle schema: one source for PGlite and PostgreSQL (SQL migrations in server/drizzle).
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  flag: text('flag').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  style: text('style').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const countryMasks = pgTable('country_masks', {
  id: serial('id').primaryKey(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  code: text('code').notNull(),
  mask: text('mask').notNull(),
  flag: text('flag').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    avatar: text('avatar'),
    gender: smallint('gender').notNull().default(0),
    /** unix seconds */
    birthday: bigint('birthday', { mode: 'number' }),
    phone: text('phone').notNull().default(''),
    telegram: text('telegram'),
    countryId: integer('country_id').references(() => countries.id),
    countryMaskId: integer('country_mask_id').references(() => countryMasks.id),
    height: integer('height'),
    weight: real('weight'),
    isActive: boolean('is_active').notNull().default(true),
    isIntensive: boolean('is_intensive').notNull().default(false),
    isFatsecretAuth: boolean('is_fatsecret_auth').notNull().default(false),
    needEmailVerify: boolean('need_email_verify').notNull().default(false),
    newsletter: boolean('newsletter').notNull().default(false),
    firebaseId: text('firebase_id'),
    firebasePass: text('firebase_pass'),
    notActiveOptions: jsonb('not_active_options').$type<string[]>().notNull().default([]),
    /** per-member clock offset (tester time machine), milliseconds */
    timeOffsetMs: bigint('time_offset_ms', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the token; the token itself is never stored */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** last request made with the session (real time; kept to the minute): the idle expiry counts from it */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** "remember me" at sign-in: the longer idle expiry (sessions of earlier releases count as remembered) */
    remember: boolean('remember').notNull().default(true),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash)],
);

/**
 * The one-use links that set a password: a recovery letter's (valid 1 hour) and a new account's
 * welcome letter's (`purpose` welcome, valid longer). Only the token's sha256 is stored.
 */
export const passwordRecoveries = pgTable(
  'password_recoveries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    /** recovery (the member forgot it) | welcome (a new account's first password) */
    purpose: text('purpose').notNull().default('recovery'),
  },
  (t) => [uniqueIndex('password_recoveries_token_hash_uq').on(t.tokenHash)],
);

export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 (hex) of the hash sent in the link */
    hashDigest: text('hash_digest').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_verifications_hash_uq').on(t.hashDigest)],
);

export const pushTokens = pgTable(
  'push_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('push_tokens_user_token_uq').on(t.userId, t.token)],
);

export const feedbackCategories = pgTable('feedback_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const feedbacks = pgTable('feedbacks', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id')
    .notNull()
    .references(() => feedbackCategories.id),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => faqCategories.id),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    link: text('link'),
    linkId: integer('link_id'),
    fullLink: text('full_link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** coach | dietolog | psyhologist */
    channel: text('channel').notNull(),
    /** USER | ADMIN */
    sender: text('sender').notNull(),
    message: text('message').notNull(),
    /**
     * Read by the member in the first release; the read pointer (chat_read_pointers) is what
     * marks messages read now: a message is read when this is true or its id is at or below it.
     */
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
    /** staff who wrote an ADMIN message, as they were named then (null: the channel's default) */
    adminName: text('admin_name'),
    adminPosition: text('admin_position'),
    /** the staff account that wrote an ADMIN message (null: the tester console, older messages) */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    /** set when the member edited their message (within the edit window) */
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date' }),
    /** the sending client's key: a retried send finds its message instead of storing it twice */
    clientKey: text('client_key'),
  },
  (t) => [
    index('chat_messages_user_idx').on(t.userId, t.channel),
    // keyset pages of one channel (id < last_id order by id desc)
    index('chat_messages_page_idx').on(t.userId, t.channel, t.id),
    uniqueIndex('chat_messages_client_key_uq').on(t.userId, t.clientKey),
  ],
);

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  eventTime: bigint('event_time', { mode: 'number' }).notNull(),
  projectId: text('project_id').notNull(),
  eventName: text('event_name').notNull(),
  /** the member's e-mail (from their token; '' for an event sent without a valid token) */
  userId: text('user_id').notNull(),
  /** the member of the token the event came with, null when anonymous */
  memberId: integer('member_id'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const CHAT_CHANNELS = ['coach', 'dietolog', 'psyhologist'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

// Domain tables, one file per domain (each re-exported here so drizzle-kit and the app see one schema).
export * from './schema/catalog';
export * from './schema/account';
export * from './schema/training';
export * from './schema/nutrition';
export * from './schema/system';
export * from './schema/security';
export * from './schema/community-progress';
export * from './schema/community-messaging';
export * from './schema/mail';
export * from './schema/members';
export * from './schema/staff';
export * from './schema/staff-inbox';
export * from './schema/staff-review';
export * from './schema/staff-articles';
