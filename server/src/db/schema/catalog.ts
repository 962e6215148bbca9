// The club's course catalogue and the activation reference data, shared by the training module
// (activation, freeze, place) and the nutrition module (plans per diet type, once-per-course type
// change). Workout content (weeks, days, workouts, exercises, sets, results) lives in ./training.ts.
import {
  bigint,
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
import { users } from '../schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Activity level asked in the questionnaire ("additional"). */
export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/** Where a member trains (home, gym...). */
export const places = pgTable('places', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Diet target ("Похудение", ...); a contest target enables the contest checkbox. */
export const dietaTargets = pgTable('dieta_targets', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  contest: boolean('contest').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/** Diet type ("Классическое", "Вегетарианское", ...): the unit nutrition plans are written for. */
export const dietaTypes = pgTable('dieta_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/**
 * Which diet types a target offers for an eating type (0 five meals, 1 three meals) and a cooking
 * type (0 "Люблю готовить", 1 "Некогда готовить"): the spec's
 * dieta_targets[].dieta_types.eating_types[eating].complexity[cooking] = [diet types].
 */
export const dietaTargetOptions = pgTable(
  'dieta_target_options',
  {
    id: serial('id').primaryKey(),
    targetId: integer('target_id')
      .notNull()
      .references(() => dietaTargets.id, { onDelete: 'cascade' }),
    eatingType: smallint('eating_type').notNull(),
    cookingType: smallint('cooking_type').notNull(),
    dietaTypeId: integer('dieta_type_id')
      .notNull()
      .references(() => dietaTypes.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('dieta_target_options_target_idx').on(t.targetId)],
);

/** Course list tabs ("Похудение", "Набор массы", ...). */
export const courseCategories = pgTable('course_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A block of course cards inside a category (block_name). */
export const courseBlocks = pgTable('course_blocks', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => courseCategories.id),
  blockName: text('block_name').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** What a member buys: a pack holds one course (pack{id,name}, course{course_name}). */
export const packs = pgTable('packs', {
  id: serial('id').primaryKey(),
  blockId: integer('block_id')
    .notNull()
    .references(() => courseBlocks.id),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  /** the club shop page of this pack (ELAPSED cards link here) */
  shopLink: text('shop_link').notNull().default(''),
  contest: boolean('contest').notNull().default(false),
  /** days an activated course runs (contest courses: exactly 30) */
  durationDays: integer('duration_days').notNull().default(30),
  sort: integer('sort').notNull().default(0),
});

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  packId: integer('pack_id')
    .notNull()
    .references(() => packs.id),
  courseName: text('course_name').notNull(),
  /** HTML; a leading <style> block is stripped when served */
  description: text('description').notNull().default(''),
  target: text('target').notNull().default(''),
  starsMax: smallint('stars_max').notNull().default(3),
  /** demo-day course: only the first day can be done, nutrition partly disabled */
  demoDay: boolean('demo_day').notNull().default(false),
});

/** Places a course can be done in (change-place choices). */
export const coursePlaces = pgTable(
  'course_places',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('course_places_uq').on(t.courseId, t.placeId)],
);

/** Diet types a course offers; the first (by sort) is "the course's first diet type". */
export const courseDietaTypes = pgTable(
  'course_dieta_types',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    dietaTypeId: integer('dieta_type_id')
      .notNull()
      .references(() => dietaTypes.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('course_dieta_types_uq').on(t.courseId, t.dietaTypeId)],
);

/**
 * A member's copy of a pack ("user pack"). The status is never stored: it is computed from these
 * moments and the member's own clock (PURCHASED before activation, ACTIVATED, FROSTED while a
 * freeze runs, ELAPSED after expiry or when the activation window passed).
 */
export const userPacks = pgTable(
  'user_packs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packId: integer('pack_id')
      .notNull()
      .references(() => packs.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    purchasedAt: at('purchased_at').notNull(),
    /** a purchased pack must be activated before this moment */
    activateBefore: at('activate_before').notNull(),
    activatedAt: at('activated_at'),
    /** end of the subscription; moved later by every freeze */
    expiresAt: at('expires_at'),
    frostStartedAt: at('frost_started_at'),
    frostEndsAt: at('frost_ends_at'),
    /** last time a freeze was started (once a day) */
    lastFrostAt: at('last_frost_at'),
    placeId: integer('place_id').references(() => places.id),
    placeChangedAt: at('place_changed_at'),
    activityId: integer('activity_id').references(() => activities.id),
    dietaTargetId: integer('dieta_target_id').references(() => dietaTargets.id),
    /** 0 five meals a day, 1 three meals a day */
    eatingType: smallint('eating_type'),
    /** cooking type: 0 "Люблю готовить", 1 "Некогда готовить" */
    isSimple: smallint('is_simple'),
    dietaTypeId: integer('dieta_type_id').references(() => dietaTypes.id),
    /** once per course (nutrition module) */
    dietaTypeChangedAt: at('dieta_type_changed_at'),
    /** contest participation: no freeze, no place or diet type change */
    contest: boolean('contest').notNull().default(false),
    contestRefusedAt: at('contest_refused_at'),
    /** questionnaire answers kept with the pack (weight in kg, birthday unix seconds) */
    weight: real('weight'),
    height: integer('height'),
    birthday: bigint('birthday', { mode: 'number' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('user_packs_user_idx').on(t.userId)],
);
