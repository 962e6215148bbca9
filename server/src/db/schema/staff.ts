// The staff app (issue 28). An account holding any role (members.ts: roles, user_roles) is staff.
// - staff_profiles: what members and colleagues see of a staff member (position), whether the
//   account is active, and the disciplines (chat channels) they answer.
// - member_assignments: each member's coach, dietitian and psychologist, with history: a row per
//   period, the current one open (ends_at null; one per member and discipline).
// - staff_covers: a staff member away (holiday) and who answers for them, from when until when (the
//   server's clock decides which covers are in effect: modules/staff/visibility.ts).
// - audit_log: append-only (the database refuses UPDATE, DELETE and TRUNCATE; migration
//   0011_staff_app_rules). No foreign keys: a key's ON DELETE action would be an UPDATE or DELETE.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../schema';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const staffProfiles = pgTable('staff_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** what members see beside the staff member's answers, e.g. «Тренер» */
  position: text('position').notNull(),
  /** a deactivated staff member cannot sign in and holds no permission */
  active: boolean('active').notNull().default(true),
  /** the chat channels they answer: coach, dietolog, psyhologist */
  disciplines: text('disciplines').array().notNull().default([]),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

export const memberAssignments = pgTable(
  'member_assignments',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the chat channel: coach, dietolog, psyhologist */
    discipline: text('discipline').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id),
    startsAt: moment('starts_at').notNull(),
    /** null: the current assignment */
    endsAt: moment('ends_at'),
    /** who assigned (null: the system — the seed, a new account) */
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('member_assignments_current_uq')
      .on(t.memberId, t.discipline)
      .where(sql`${t.endsAt} is null`),
    // the visibility rule: a staff member's current members of a discipline
    index('member_assignments_staff_idx')
      .on(t.staffId, t.discipline, t.memberId)
      .where(sql`${t.endsAt} is null`),
    index('member_assignments_member_idx').on(t.memberId, t.startsAt),
  ],
);

export const staffCovers = pgTable(
  'staff_covers',
  {
    id: serial('id').primaryKey(),
    absentId: integer('absent_id')
      .notNull()
      .references(() => users.id),
    coverId: integer('cover_id')
      .notNull()
      .references(() => users.id),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    index('staff_covers_cover_idx').on(t.coverId, t.endsAt),
    index('staff_covers_absent_idx').on(t.absentId, t.endsAt),
    check('staff_covers_period_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check('staff_covers_people_ck', sql`${t.absentId} <> ${t.coverId}`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: moment('at').notNull().defaultNow(),
    /** who acted (null: the system); no foreign key, see above */
    actorId: integer('actor_id'),
    /** the actor's role names when they acted */
    actorRoles: text('actor_roles').array().notNull().default([]),
    action: text('action').notNull(),
    /** the member concerned, if any */
    memberId: integer('member_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_member_idx').on(t.memberId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);
