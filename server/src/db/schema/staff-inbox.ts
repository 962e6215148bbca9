// The staff inbox and conversation (issue 28 items 4 and 5). A conversation is a member and one of
// their staff channels (coach, dietolog, psyhologist); its messages stay in chat_messages. Here:
// - staff_inbox_state: each staff member's own view of a conversation — their read pointer (by
//   message id), "mark unread", and a snooze — kept apart from "needs an answer", which is the
//   conversation's own fact (the member's last message is newer than the last staff answer);
// - staff_notes: internal notes, staff-only, in their own table so no member call (which reads
//   chat_messages only) can ever return one; a note sits after the message that was newest when
//   it was written (after_message_id), which places it in the conversation's keyset pages;
// - saved_replies: club-wide (owner null, managed with staff:manage) and personal ones;
// - inbox_settings: the club's working hours, time zone and answer target per discipline (one
//   row; the code's defaults apply while there is none: 09:00-21:00 Europe/Moscow, Mon-Sat, 24 h).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../schema';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const staffInboxState = pgTable(
  'staff_inbox_state',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** every message with an id at or below it is read by this staff member */
    lastReadId: integer('last_read_id').notNull().default(0),
    /** "mark unread": shown unread until the staff member opens the conversation again */
    markedUnread: boolean('marked_unread').notNull().default(false),
    /** hidden from "needs an answer" until then (or until the member writes again) */
    snoozedUntil: moment('snoozed_until'),
    /** the member's newest message when snoozed: a newer one ends the snooze */
    snoozedAtMessageId: integer('snoozed_at_message_id').notNull().default(0),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.memberId, t.channel] })],
);

/**
 * Each conversation's own facts, kept by the database as messages come and go (triggers on
 * chat_messages, migration 0013_chat_conversations), so an inbox of hundreds of conversations reads
 * one row each instead of searching every conversation's messages: the newest message, the newest
 * of the member's and of the staff's, and since when the member has waited for an answer (the
 * member's first message after the last staff answer; null: nothing to answer).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    lastId: integer('last_id').notNull(),
    lastUserId: integer('last_user_id'),
    lastAdminId: integer('last_admin_id'),
    waitingSince: moment('waiting_since'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel] })],
);

export const staffNotes = pgTable(
  'staff_notes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** the author's name and position when they wrote it */
    authorName: text('author_name').notNull(),
    authorPosition: text('author_position').notNull(),
    text: text('text').notNull(),
    /** the conversation's newest message id when written (0: none yet) */
    afterMessageId: integer('after_message_id').notNull().default(0),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('staff_notes_conversation_idx').on(t.memberId, t.channel, t.afterMessageId)],
);

export const savedReplies = pgTable(
  'saved_replies',
  {
    id: serial('id').primaryKey(),
    /** null: club-wide (staff:manage); else the staff member's own */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [index('saved_replies_owner_idx').on(t.ownerId)],
);

export const inboxSettings = pgTable(
  'inbox_settings',
  {
    /** always 1: one row for the club */
    id: integer('id').primaryKey().default(1),
    /** an IANA time zone, e.g. Europe/Moscow */
    timeZone: text('time_zone').notNull().default('Europe/Moscow'),
    /** minutes after midnight, local time */
    dayStartMinute: integer('day_start_minute').notNull().default(540),
    dayEndMinute: integer('day_end_minute').notNull().default(1260),
    /** ISO weekdays worked: 1 Monday … 7 Sunday */
    workDays: integer('work_days')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5,6}'::integer[]`),
    coachTargetHours: integer('coach_target_hours').notNull().default(24),
    dietologTargetHours: integer('dietolog_target_hours').notNull().default(24),
    psyhologistTargetHours: integer('psyhologist_target_hours').notNull().default(24),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('inbox_settings_one_ck', sql`${t.id} = 1`),
    check('inbox_settings_day_ck', sql`${t.dayStartMinute} < ${t.dayEndMinute}`),
  ],
);
