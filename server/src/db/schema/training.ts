// Workout content of the courses (weeks, days, workouts, exercises, drills, sets) and the members'
// workout results. A day has one workout; a drill is one page of it: a GENERAL drill is one exercise
// with its sets, a SUPERSET drill several exercises done in laps (one set per exercise per lap).
// Lap-based workouts (LAP, INTENSIVE) give each drill the lap it belongs to.
import {
  boolean,
  index,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses, userPacks } from './catalog';

export const WORKOUT_TYPES = ['GENERAL', 'SUPERSET', 'LAP', 'INTENSIVE'] as const;
export type WorkoutTypeName = (typeof WORKOUT_TYPES)[number];
export const DRILL_TYPES = ['GENERAL', 'SUPERSET'] as const;
export type DrillTypeName = (typeof DRILL_TYPES)[number];

export const courseWeeks = pgTable(
  'course_weeks',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('course_weeks_course_idx').on(t.courseId)],
);

export const courseDays = pgTable(
  'course_days',
  {
    id: serial('id').primaryKey(),
    weekId: integer('week_id')
      .notNull()
      .references(() => courseWeeks.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    img: text('img'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('course_days_week_idx').on(t.weekId)],
);

export const workouts = pgTable(
  'workouts',
  {
    id: serial('id').primaryKey(),
    dayId: integer('day_id')
      .notNull()
      .references(() => courseDays.id, { onDelete: 'cascade' }),
    type: text('type').$type<WorkoutTypeName>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    /** lap count of LAP / INTENSIVE workouts (0 otherwise) */
    laps: smallint('laps').notNull().default(0),
    /** rest after each lap, seconds */
    relax: integer('relax').notNull().default(0),
  },
  (t) => [uniqueIndex('workouts_day_uq').on(t.dayId)],
);

/** An exercise ("gymnastic"): technique text and a video-hosting id. */
export const gymnastics = pgTable('gymnastics', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  video: text('video'),
  image: text('image'),
  sort: integer('sort').notNull().default(0),
});

export const drills = pgTable(
  'drills',
  {
    id: serial('id').primaryKey(),
    workoutId: integer('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    type: text('type').$type<DrillTypeName>().notNull().default('GENERAL'),
    /** the (first) exercise of the drill */
    gymnasticId: integer('gymnastic_id')
      .notNull()
      .references(() => gymnastics.id),
    /** lap of a lap-based workout (1..laps); null for warm-ups and non-lap workouts */
    lap: smallint('lap'),
    isWarmup: boolean('is_warmup').notNull().default(false),
    /** laps of a SUPERSET drill */
    lapsCount: smallint('laps_count').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('drills_workout_idx').on(t.workoutId)],
);

/** A planned set; superset sets carry their superset lap. Null values are not planned. */
export const drillSets = pgTable(
  'drill_sets',
  {
    id: serial('id').primaryKey(),
    drillId: integer('drill_id')
      .notNull()
      .references(() => drills.id, { onDelete: 'cascade' }),
    gymnasticId: integer('gymnastic_id')
      .notNull()
      .references(() => gymnastics.id),
    /** lap inside a SUPERSET drill (1..lapsCount); null for GENERAL drills */
    supersetLap: smallint('superset_lap'),
    count: integer('count'),
    weight: real('weight'),
    duration: integer('duration'),
    max: boolean('max').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('drill_sets_drill_idx').on(t.drillId)],
);

/**
 * A finished workout of a member's user pack. attempt_id is the client's idempotency key: a
 * retried post with the same key finds this row instead of adding one.
 */
export const workoutResults = pgTable(
  'workout_results',
  {
    id: serial('id').primaryKey(),
    userPackId: integer('user_pack_id')
      .notNull()
      .references(() => userPacks.id, { onDelete: 'cascade' }),
    dayId: integer('day_id')
      .notNull()
      .references(() => courseDays.id, { onDelete: 'cascade' }),
    attemptId: text('attempt_id').notNull(),
    /** seconds the workout took */
    time: integer('time').notNull(),
    percent: smallint('percent').notNull(),
    stars: smallint('stars').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('workout_results_attempt_uq').on(t.userPackId, t.attemptId),
    index('workout_results_day_idx').on(t.userPackId, t.dayId),
  ],
);

export const workoutResultSets = pgTable(
  'workout_result_sets',
  {
    id: serial('id').primaryKey(),
    resultId: integer('result_id')
      .notNull()
      .references(() => workoutResults.id, { onDelete: 'cascade' }),
    setId: integer('set_id')
      .notNull()
      .references(() => drillSets.id, { onDelete: 'cascade' }),
    count: real('count'),
    duration: real('duration'),
    weight: real('weight'),
  },
  (t) => [uniqueIndex('workout_result_sets_uq').on(t.resultId, t.setId)],
);
