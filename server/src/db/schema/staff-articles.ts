// The staff app's articles and notifications (issue 28, item 8). The articles themselves are the
// `articles` table (community-messaging.ts: status, published_at, created_by, updated_by added);
// this file holds what a notification sent by staff leaves behind besides the members' own rows
// in `notifications`: one entry per send, for the history ("who sent what to whom, how many").
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses, users } from '../schema';

// newest first by id: the primary key is the history's only index
export const notificationSends = pgTable('notification_sends', {
  id: serial('id').primaryKey(),
  /** the staff member who sent it (null once their account is gone) */
  senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
  /** member | course | all */
  audience: text('audience').notNull(),
  /** audience member: the member (null once their account is gone) */
  memberId: integer('member_id').references(() => users.id, { onDelete: 'set null' }),
  /** audience course: the course */
  courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
  /** the plain text the staff member wrote (the members' rows hold it as HTML) */
  text: text('text').notNull(),
  /** the in-app path it leads to, if any */
  link: text('link'),
  /** how many members received it */
  recipients: integer('recipients').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
});
