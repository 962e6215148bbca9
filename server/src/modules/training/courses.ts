// Courses list, course page (weeks and days with the member's results) and the place change.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  ActivationPlace,
  CourseCategory,
  CoursesMainResult,
  CourseWeeksResult,
  DayResultSummary,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import {
  courseBlocks,
  courseCategories,
  courseDays,
  courses,
  dietaTargets,
  packs,
  coursePlaces,
  courseWeeks,
  places,
  userPacks,
  workoutResults,
} from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { REFERENCE_TTL_MS, TtlCache, perDatabase } from '../../lib/hot-cache';
import { memberData, type TimedAnswer } from '../../lib/member-data';
import { TRAINING_MESSAGES as M } from './messages';
import { memberPacks, notFound, type PackRow, sortedCards } from './packs';
import { packChangesAt, packStatus, placeChangeRefusal } from './status';

export async function coursesMain(db: Db, userId: number, now: Date): Promise<CoursesMainResult> {
  const rows = await memberPacks(db, userId);
  const cards = sortedCards(rows, now);
  const rowOf = new Map(rows.map((r) => [r.up.id, r]));
  const categoryRows = await db
    .select()
    .from(courseCategories)
    .orderBy(asc(courseCategories.sort), asc(courseCategories.id));

  const categories: CourseCategory[] = [];
  for (const category of categoryRows) {
    const blocks = new Map<number, CourseCategory['blocks'][number] & { sort: number }>();
    for (const card of cards) {
      const { block } = rowOf.get(card.user_pack_id)!;
      if (block.categoryId !== category.id) continue;
      const entry = blocks.get(block.id) ?? {
        id: block.id,
        block_name: block.blockName,
        courses: [],
        sort: block.sort,
      };
      entry.courses.push(card);
      blocks.set(block.id, entry);
    }
    if (!blocks.size) continue;
    categories.push({
      id: category.id,
      name: category.name,
      blocks: [...blocks.values()]
        .sort((a, b) => a.sort - b.sort || a.id - b.id)
        .map(({ sort: _sort, ...block }) => block),
    });
  }
  return { categories };
}

// The catalogue of a course (its places, weeks and days) is reference data: read once per process.
const placeCache = perDatabase(
  (_db: Db) => new TtlCache<number, ActivationPlace[]>(REFERENCE_TTL_MS),
);

/** The course's places in order. */
export async function placesOfCourse(db: Db, courseId: number): Promise<ActivationPlace[]> {
  return placeCache(db).getOrLoad(courseId, () =>
    db
      .select({ id: places.id, title: places.title })
      .from(coursePlaces)
      .innerJoin(places, eq(places.id, coursePlaces.placeId))
      .where(eq(coursePlaces.courseId, courseId))
      .orderBy(asc(coursePlaces.sort), asc(places.sort), asc(places.id)),
  );
}

type WeekRow = typeof courseWeeks.$inferSelect;
type DayRow = typeof courseDays.$inferSelect;
const outlineCache = perDatabase(
  (_db: Db) => new TtlCache<number, { weeks: WeekRow[]; days: DayRow[] }>(REFERENCE_TTL_MS),
);

/** The course's weeks and days in order. */
function courseOutline(db: Db, courseId: number) {
  return outlineCache(db).getOrLoad(courseId, async () => {
    const weeks = await db
      .select()
      .from(courseWeeks)
      .where(eq(courseWeeks.courseId, courseId))
      .orderBy(asc(courseWeeks.sort), asc(courseWeeks.id));
    const days = weeks.length
      ? await db
          .select()
          .from(courseDays)
          .where(
            inArray(
              courseDays.weekId,
              weeks.map((w) => w.id),
            ),
          )
          .orderBy(asc(courseDays.sort), asc(courseDays.id))
      : [];
    return { weeks, days };
  });
}

/** Refuses packs whose course cannot be opened (not activated yet, or ended). */
export function assertRunning(row: PackRow, now: Date) {
  const status = packStatus(row.up, now);
  if (status === 'PURCHASED') throw badRequest(M.notActivated);
  if (status === 'ELAPSED') throw badRequest(M.elapsed);
  return status;
}

/** A leading <style>...</style> block (and the blank space around it) is not part of the text. */
export function stripLeadingStyle(html: string): string {
  return html.replace(/^\s*<style\b[^>]*>[\s\S]*?<\/style>\s*/i, '');
}

/**
 * The result rule: every attempt of a day is kept (a row per attempt key), and the day shows its
 * best one: the highest percent, then the most stars, then the latest. A repeat, a retried post
 * or a second device can add an attempt but never lowers what the course shows. (workout.ts
 * storeAttempt orders a day's attempts the same way in its own SQL: change both together.)
 */
export const bestFirst = [
  desc(workoutResults.percent),
  desc(workoutResults.stars),
  desc(workoutResults.createdAt),
  desc(workoutResults.id),
] as const;

const resultsQuery = perDatabase((db: Db) =>
  db
    .select({
      dayId: workoutResults.dayId,
      percent: workoutResults.percent,
      stars: workoutResults.stars,
    })
    .from(workoutResults)
    .where(eq(workoutResults.userPackId, sql.placeholder('userPackId')))
    .orderBy(...bestFirst)
    .prepare('best_day_results'),
);

/** The member's best result of each day of a user pack. */
export async function bestDayResults(
  db: Db,
  userPackId: number,
): Promise<Map<number, DayResultSummary>> {
  const rows = await resultsQuery(db).execute({ userPackId });
  const best = new Map<number, DayResultSummary>();
  for (const r of rows) {
    if (!best.has(r.dayId)) best.set(r.dayId, { stars: r.stars, percents: r.percent });
  }
  return best;
}

/**
 * The course page's one read: the member's own user pack (as ownPack) with the best result of
 * each day (bestFirst's order, the first row of a day wins), prepared once per database handle.
 */
const coursePageQuery = perDatabase((db: Db) =>
  db
    .select({
      up: userPacks,
      pack: packs,
      course: courses,
      block: courseBlocks,
      targetName: dietaTargets.name,
      results: sql<[number, number, number][]>`(
        select coalesce(json_agg(json_build_array(r.day_id, r.percent, r.stars)
          order by r.percent desc, r.stars desc, r.created_at desc, r.id desc), '[]'::json)
        from ${workoutResults} r where r.user_pack_id = ${userPacks.id})`,
    })
    .from(userPacks)
    .innerJoin(packs, eq(packs.id, userPacks.packId))
    .innerJoin(courses, eq(courses.id, userPacks.courseId))
    .innerJoin(courseBlocks, eq(courseBlocks.id, packs.blockId))
    .leftJoin(dietaTargets, eq(dietaTargets.id, userPacks.dietaTargetId))
    .where(
      and(eq(userPacks.id, sql.placeholder('id')), eq(userPacks.userId, sql.placeholder('userId'))),
    )
    .prepare('course_page'),
);

/**
 * The course page of the member's own user pack `id` (404 "Курс не найден" for anyone else's) at
 * the member's `now`, with the moment it may change (its status).
 */
export async function coursePageAnswer(
  db: Db,
  userId: number,
  id: number,
  now: Date,
): Promise<TimedAnswer<CourseWeeksResult>> {
  // kept per member until their user packs or results change (lib/member-data.ts); the query
  // asks for the member's own pack, and a pack not found is not kept
  const [found] = await memberData(db).getOrLoad(
    userId,
    `course_page:${id}`,
    () => coursePageQuery(db).execute({ id, userId }),
    (rows) => rows.length > 0,
  );
  if (!found) throw notFound(M.courseNotFound);
  const { results, ...row } = found;
  const best = new Map<number, DayResultSummary>();
  for (const [dayId, percents, stars] of results)
    if (!best.has(dayId)) best.set(dayId, { stars, percents });
  return {
    result: await courseWeeksOf(db, row, now, best),
    until: packChangesAt(row.up, now, false),
  };
}

export async function courseWeeksOf(
  db: Db,
  row: PackRow,
  now: Date,
  bestResults?: Map<number, DayResultSummary>,
): Promise<CourseWeeksResult> {
  const status = assertRunning(row, now);
  const [available, { weeks: weekRows, days: dayRows }, results] = await Promise.all([
    placesOfCourse(db, row.course.id),
    courseOutline(db, row.course.id),
    bestResults ?? bestDayResults(db, row.up.id),
  ]);
  const current = available.find((p) => p.id === row.up.placeId) ?? null;
  const placeRefusal = placeChangeRefusal(row.up, status, available.length);
  return {
    user_pack_id: row.up.id,
    status,
    course: {
      id: row.course.id,
      course_name: row.course.courseName,
      description: stripLeadingStyle(row.course.description),
    },
    place: {
      current_place: current,
      available_places: available,
      can_change: placeRefusal === null,
      refusal: placeRefusal,
    },
    target: row.course.target,
    weeks: weekRows.map((w) => ({
      id: w.id,
      name: w.name,
      sort: w.sort,
      days: dayRows
        .filter((d) => d.weekId === w.id)
        .map((d) => ({
          id: d.id,
          sort: d.sort,
          img: d.img,
          name: d.name,
          result: results.get(d.id) ?? null,
        })),
    })),
    demo_day: row.course.demoDay,
    stars_max: row.course.starsMax,
  };
}

export async function changePlace(db: Db, row: PackRow, placeId: number, now: Date) {
  const status = packStatus(row.up, now);
  const available = await placesOfCourse(db, row.course.id);
  const refusal = placeChangeRefusal(row.up, status, available.length);
  if (refusal) throw badRequest(refusal);
  if (!available.some((p) => p.id === placeId)) throw badRequest(M.placeForeign);
  if (row.up.placeId === placeId) throw badRequest(M.placeSame);
  // the one change per course: only the update that still sees place_changed_at empty wins
  const updated = await db
    .update(userPacks)
    .set({ placeId, placeChangedAt: now })
    .where(
      and(
        eq(userPacks.id, row.up.id),
        eq(userPacks.userId, row.up.userId),
        isNull(userPacks.placeChangedAt),
      ),
    )
    .returning({ id: userPacks.id });
  if (!updated.length) throw badRequest(M.placeOnce);
  return { message: M.placeChanged };
}
