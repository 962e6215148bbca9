// Progress review and contest moderation (issue 28 items 6, 7).
// - progress_reviews: a dynamics report marked reviewed by a staff member for their discipline
//   (coach or dietolog; once per discipline: the coach's review leaves the report in the
//   dietitian's queue, issue 42 item 12), with the comment posted into the member's chat of that
//   discipline. Reviews made before there were disciplines (migration 0015) carry over as the
//   review of the discipline that made it, or of both when that cannot be told.
// - contest_decisions: every decision on a contest report, who made it (a moderator; null: the
//   tester console, which resets cases) and why. The report's status is the decision in force.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { dynamicsReports } from './community-progress';

/** The disciplines that review body progress (a psychologist does not). */
export const REVIEW_DISCIPLINES = ['coach', 'dietolog'] as const;
export type ReviewDiscipline = (typeof REVIEW_DISCIPLINES)[number];

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const progressReviews = pgTable(
  'progress_reviews',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => dynamicsReports.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** who reviewed (null once their account is gone: the audit log keeps the name) */
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: moment('reviewed_at').notNull(),
    /** the discipline reviewed: coach | dietolog */
    discipline: text('discipline').$type<ReviewDiscipline>().notNull(),
    comment: text('comment'),
    /** the chat the comment went to (coach, dietolog) and its message */
    channel: text('channel'),
    chatMessageId: integer('chat_message_id'),
  },
  (t) => [
    uniqueIndex('progress_reviews_report_discipline_uq').on(t.reportId, t.discipline),
    index('progress_reviews_member_idx').on(t.memberId),
  ],
);

export const contestDecisions = pgTable(
  'contest_decisions',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => dynamicsReports.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** approve | reject */
    status: text('status').notNull(),
    reason: text('reason'),
    /** the moderator; null: the tester console */
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** staff | tester */
    source: text('source').notNull(),
    decidedAt: moment('decided_at').notNull(),
  },
  (t) => [index('contest_decisions_report_idx').on(t.reportId, t.id)],
);
