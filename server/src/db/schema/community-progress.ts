// The member's body progress (spec part 2 §2.4, §2.6): dynamics reports with their private photos,
// and the before/after contest of contest packs. A contest report is a dynamics report too (it
// shows in the member's list), marked with its contest, participation and review status.
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../schema';
import { packs, userPacks } from './catalog';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** kg or cm, 30.0..200.0: numeric keeps the one decimal exact (a real would answer 62.29999). */
const measurement = (name: string) => numeric(name, { precision: 4, scale: 1, mode: 'number' });

/**
 * A before/after contest run with a contest pack: members who activated the pack with the contest
 * flag (user_packs.contest) take part until they refuse (user_packs.contest_refused_at).
 */
export const contests = pgTable(
  'contests',
  {
    id: serial('id').primaryKey(),
    packId: integer('pack_id')
      .notNull()
      .references(() => packs.id),
    name: text('name').notNull(),
    /** banner image URL */
    photo: text('photo').notNull().default(''),
    /** HTML */
    rules: text('rules').notNull().default(''),
    /** HTML */
    prizes: text('prizes').notNull().default(''),
    /** the nomination a member competes in, by gender */
    nominationFemale: text('nomination_female').notNull().default(''),
    nominationMale: text('nomination_male').notNull().default(''),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('contests_pack_uq').on(t.packId)],
);

export const REPORT_KINDS = ['dynamics', 'before', 'after'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const CONTEST_STATUSES = ['not_viewed', 'approve', 'reject'] as const;
export type ContestStatus = (typeof CONTEST_STATUSES)[number];

/** A body report: the day it describes, up to four figures, and up to three photos (below). */
export const dynamicsReports = pgTable(
  'dynamics_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the day the report describes (the member's calendar) */
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    weight: measurement('weight'),
    chestGirth: measurement('chest_girth'),
    waistGirth: measurement('waist_girth'),
    hipGirth: measurement('hip_girth'),
    /** dynamics, or before / after for a contest report */
    kind: text('kind').$type<ReportKind>().notNull().default('dynamics'),
    /** contest reports: the contest and the participation (user pack) they belong to */
    contestId: integer('contest_id').references(() => contests.id),
    userPackId: integer('user_pack_id').references(() => userPacks.id, { onDelete: 'cascade' }),
    /** contest reports: the club's review and what it says */
    status: text('status').$type<ContestStatus>(),
    message: text('message'),
    /**
     * contest reports: when the member sent a new report in place of this rejected one (issue 42
     * item 11); a replaced report is history — the participation's report of its kind is the one
     * not replaced
     */
    replacedAt: at('replaced_at'),
    /** the client's key of the send: a retried send finds the report it already made */
    idempotencyKey: text('idempotency_key'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('dynamics_reports_user_date_idx').on(t.userId, t.reportDate),
    uniqueIndex('dynamics_reports_idempotency_uq').on(t.userId, t.idempotencyKey),
    // one before and one after report in force per participation (dynamics rows have nulls: never
    // equal); rejected ones the member replaced stay beside it as history
    uniqueIndex('dynamics_reports_contest_current_uq')
      .on(t.userPackId, t.kind)
      .where(sql`${t.replacedAt} is null`),
    index('dynamics_reports_contest_history_idx')
      .on(t.userPackId, t.kind)
      .where(sql`${t.replacedAt} is not null`),
  ],
);

export const PHOTO_VIEW_NAMES = ['side', 'front', 'back'] as const;

/** A report's photo: storage keys (private/...) of the picture and its thumbnail, never URLs. */
export const dynamicsReportPhotos = pgTable(
  'dynamics_report_photos',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => dynamicsReports.id, { onDelete: 'cascade' }),
    view: text('view').$type<(typeof PHOTO_VIEW_NAMES)[number]>().notNull(),
    key: text('key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [uniqueIndex('dynamics_report_photos_view_uq').on(t.reportId, t.view)],
);
