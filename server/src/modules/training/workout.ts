// A day's workout (drills, sets, exercises), the member's results of it and the report.
//
// The result rule: every attempt is kept (one row per attempt key; a retried post of the same key
// answers the stored row) and a day shows its best attempt (courses.ts bestFirst). A repeat with
// less done, a second device or a late retry adds an attempt but never lowers the day's result;
// the report shows that best attempt too, so the course page and the report always agree.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  DayResultSummary,
  ReportDrill,
  ReportSet,
  WorkoutDrill,
  WorkoutPostResult,
  WorkoutReportResult,
  WorkoutResult,
  WorkoutResultBody,
  WorkoutSet,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import {
  courseDays,
  courseWeeks,
  drills,
  drillSets,
  gymnastics,
  workoutResults,
  workoutResultSets,
  workouts,
} from '../../db/schema';
import { doneValueInRange, type SetKind } from '@club/shared/validation';
import { badRequest } from '../../lib/errors';
import { REFERENCE_TTL_MS, TtlCache, perDatabase } from '../../lib/hot-cache';
import { assertRunning, bestDayResults, bestFirst } from './courses';
import { TRAINING_MESSAGES as M } from './messages';
import { notFound, type PackRow } from './packs';
import { type DoneValues, setCompleted, workoutPercent } from './scoring';
import { starsFor } from './status';

type DrillRow = typeof drills.$inferSelect;
type SetRow = typeof drillSets.$inferSelect;
type GymRow = typeof gymnastics.$inferSelect;

interface DayPlan {
  day: { id: number; name: string };
  workout: typeof workouts.$inferSelect;
  lapBased: boolean;
  drills: DrillRow[];
  setsOf: Map<number, SetRow[]>;
  gyms: Map<number, GymRow>;
}

/** The first day of a course (by week, then day): the only one a demo-day course opens. */
async function firstDayId(db: Db, courseId: number): Promise<number | null> {
  const [first] = await db
    .select({ id: courseDays.id })
    .from(courseDays)
    .innerJoin(courseWeeks, eq(courseWeeks.id, courseDays.weekId))
    .where(eq(courseWeeks.courseId, courseId))
    .orderBy(asc(courseWeeks.sort), asc(courseWeeks.id), asc(courseDays.sort), asc(courseDays.id))
    .limit(1);
  return first?.id ?? null;
}

/**
 * A course day's plan is reference data (only the seed writes courses): kept per process like the
 * course outline (courses.ts), so a workout page and a finish read it once, not in four statements
 * each time. Callers only read the plan.
 */
const planCache = perDatabase((_db: Db) => new TtlCache<string, DayPlan>(REFERENCE_TTL_MS));

/** The plan of a day of the pack's course; 404 for a day of another course (not cached). */
function dayPlan(db: Db, row: PackRow, dayId: number): Promise<DayPlan> {
  return planCache(db).getOrLoad(`${row.course.id}:${dayId}`, () =>
    loadDayPlan(db, row.course.id, dayId),
  );
}

async function loadDayPlan(db: Db, courseId: number, dayId: number): Promise<DayPlan> {
  const [found] = await db
    .select({ day: courseDays, workout: workouts })
    .from(courseDays)
    .innerJoin(courseWeeks, eq(courseWeeks.id, courseDays.weekId))
    .innerJoin(workouts, eq(workouts.dayId, courseDays.id))
    .where(and(eq(courseDays.id, dayId), eq(courseWeeks.courseId, courseId)));
  if (!found) throw notFound(M.dayNotFound);
  const drillRows = await db
    .select()
    .from(drills)
    .where(eq(drills.workoutId, found.workout.id))
    .orderBy(asc(drills.lap), asc(drills.sort), asc(drills.id));
  // warm-ups first (they are done before everything else)
  drillRows.sort((a, b) => Number(b.isWarmup) - Number(a.isWarmup));
  const setRows = drillRows.length
    ? await db
        .select()
        .from(drillSets)
        .where(
          inArray(
            drillSets.drillId,
            drillRows.map((d) => d.id),
          ),
        )
        .orderBy(asc(drillSets.supersetLap), asc(drillSets.sort), asc(drillSets.id))
    : [];
  const gymIds = [
    ...new Set([...drillRows.map((d) => d.gymnasticId), ...setRows.map((s) => s.gymnasticId)]),
  ];
  const gymRows = gymIds.length
    ? await db.select().from(gymnastics).where(inArray(gymnastics.id, gymIds))
    : [];
  const setsOf = new Map<number, SetRow[]>();
  for (const s of setRows) setsOf.set(s.drillId, [...(setsOf.get(s.drillId) ?? []), s]);
  return {
    day: { id: found.day.id, name: found.day.name },
    workout: found.workout,
    lapBased: found.workout.type === 'LAP' || found.workout.type === 'INTENSIVE',
    drills: drillRows,
    setsOf,
    gyms: new Map(gymRows.map((g) => [g.id, g])),
  };
}

async function assertDemoDay(db: Db, row: PackRow, dayId: number) {
  if (row.course.demoDay && (await firstDayId(db, row.course.id)) !== dayId) {
    throw badRequest(M.demoDayOnly);
  }
}

const setJson = (s: SetRow): WorkoutSet => ({
  set_id: s.id,
  count: s.max ? null : s.count,
  weight: s.weight,
  duration: s.duration,
  max: s.max,
  gymnastic_id: s.gymnasticId,
});

function groupByLap<T>(items: T[], lapOf: (item: T) => number | null): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const lap = lapOf(item) ?? 1;
    groups.set(lap, [...(groups.get(lap) ?? []), item]);
  }
  return new Map([...groups.entries()].sort(([a], [b]) => a - b));
}

function drillJson(plan: DayPlan, d: DrillRow): WorkoutDrill {
  const sets = plan.setsOf.get(d.id) ?? [];
  const superset = d.type === 'SUPERSET';
  return {
    drill_id: d.id,
    sort: d.sort,
    is_warmup: d.isWarmup,
    type: d.type,
    drill_gym_id: d.gymnasticId,
    sets: superset ? [] : sets.map(setJson),
    supersets: superset
      ? {
          superset_id: d.id,
          lapsCount: d.lapsCount,
          laps: [...groupByLap(sets, (s) => s.supersetLap)].map(([lap, lapSets]) => ({
            lap,
            drills: lapSets.map(setJson),
          })),
        }
      : null,
  };
}

/** Drills done once (all of them, or the warm-ups of a lap-based workout) and the laps. */
function splitDrills(plan: DayPlan) {
  const once = plan.lapBased ? plan.drills.filter((d) => d.lap === null) : plan.drills;
  const laps = plan.lapBased
    ? groupByLap(
        plan.drills.filter((d) => d.lap !== null),
        (d) => d.lap,
      )
    : null;
  return { once, laps };
}

export async function workoutOf(
  db: Db,
  row: PackRow,
  dayId: number,
  now: Date,
): Promise<WorkoutResult> {
  const status = assertRunning(row, now);
  const plan = await dayPlan(db, row, dayId);
  await assertDemoDay(db, row, dayId);
  const { once, laps } = splitDrills(plan);
  const usedGyms = [...plan.gyms.values()].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const result: DayResultSummary | null = (await bestDayResults(db, row.up.id)).get(dayId) ?? null;
  return {
    id: plan.day.id,
    user_pack_id: row.up.id,
    status,
    course_name: row.course.courseName,
    title: plan.day.name,
    type: plan.workout.type,
    name: plan.workout.name,
    description: plan.workout.description,
    image: plan.workout.image,
    laps: plan.lapBased ? plan.workout.laps : 0,
    relax: plan.workout.relax,
    drills: once.map((d) => drillJson(plan, d)),
    lapsDrills: laps
      ? Object.fromEntries(
          [...laps].map(([lap, lapDrills]) => [
            String(lap),
            lapDrills.map((d) => drillJson(plan, d)),
          ]),
        )
      : null,
    gymnastics: usedGyms.map((g) => ({
      id: g.id,
      name: g.name,
      description: g.description,
      video: g.video,
      image: g.image,
      sort: g.sort,
    })),
    result,
  };
}

/** The planned sets that count: every set of every drill but the warm-ups. */
function countedSets(plan: DayPlan): SetRow[] {
  return plan.drills.filter((d) => !d.isWarmup).flatMap((d) => plan.setsOf.get(d.id) ?? []);
}

/** The attempt's own result and the day's best after it. */
async function postAnswer(
  db: Db,
  r: typeof workoutResults.$inferSelect,
): Promise<WorkoutPostResult> {
  const best = (await bestDayResults(db, r.userPackId)).get(r.dayId);
  return {
    percent: r.percent,
    stars: r.stars,
    time: r.time,
    best: best ?? { stars: r.stars, percents: r.percent },
  };
}

const SET_KINDS: SetKind[] = ['count', 'duration', 'weight'];

/** Each reported value within the spec's limits for its set (a "max" set goes up to 999). */
function assertDoneValues(set: SetRow, done: DoneValues) {
  for (const kind of SET_KINDS) {
    if (!doneValueInRange(kind, done[kind], set.max)) throw badRequest(M.setValueRange);
  }
}

async function storedAttempt(db: Db, userPackId: number, attemptId: string) {
  const [stored] = await db
    .select()
    .from(workoutResults)
    .where(and(eq(workoutResults.userPackId, userPackId), eq(workoutResults.attemptId, attemptId)));
  return stored;
}

export async function postWorkoutResult(
  db: Db,
  row: PackRow,
  dayId: number,
  body: WorkoutResultBody,
  now: Date,
): Promise<WorkoutPostResult> {
  const plan = await dayPlan(db, row, dayId);
  let scored: Awaited<ReturnType<typeof scoredAttempt>>;
  try {
    scored = await scoredAttempt(db, row, dayId, plan, body, now);
  } catch (refusal) {
    // a retry of a stored attempt answers what the first post answered, whatever happened since
    // (the course frozen or ended, other values sent): the key is looked up only when refusing
    const stored = await storedAttempt(db, row.up.id, body.attempt_id);
    if (!stored) throw refusal;
    if (stored.dayId !== dayId) throw badRequest(M.attemptOtherDay);
    return postAnswer(db, stored);
  }
  const stored = await storeAttempt(
    db,
    {
      userPackId: row.up.id,
      dayId,
      attemptId: body.attempt_id,
      time: body.time,
      percent: scored.percent,
      stars: scored.stars,
      createdAt: now,
    },
    scored.done,
  );
  if (stored) return stored;
  // the attempt's key was stored before (a retry) or by a concurrent post: answer with it
  const earlier = await storedAttempt(db, row.up.id, body.attempt_id);
  if (!earlier || earlier.dayId !== dayId) throw badRequest(M.attemptOtherDay);
  return postAnswer(db, earlier);
}

/** The attempt's percent and stars from the sets done; refuses what may not be stored. */
async function scoredAttempt(
  db: Db,
  row: PackRow,
  dayId: number,
  plan: DayPlan,
  body: WorkoutResultBody,
  now: Date,
) {
  const status = assertRunning(row, now);
  if (status === 'FROSTED') throw badRequest(M.frozenNoResults);
  await assertDemoDay(db, row, dayId);

  const daySets = new Map(
    plan.drills.flatMap((d) => (plan.setsOf.get(d.id) ?? []).map((s) => [s.id, s] as const)),
  );
  const done = new Map<number, DoneValues>();
  for (const r of body.results) {
    const set = daySets.get(r.set_id);
    if (!set) throw badRequest(M.setForeign);
    if (done.has(r.set_id)) throw badRequest(M.setTwice);
    assertDoneValues(set, r);
    done.set(r.set_id, r);
  }
  const percent = workoutPercent(
    countedSets(plan).map((s) => ({ ...s, count: s.max ? null : s.count })),
    done,
  );
  return { percent, stars: starsFor(percent, row.course.starsMax), done };
}

/**
 * Stores a new attempt with its sets and answers it with the day's best after it, in one
 * statement (atomic without a transaction): the INSERT of the attempt, the INSERT of its sets from
 * the attempt's row, and the best of the day's stored attempts and this one in bestFirst's order
 * (what bestDayResults reads for the day once it is stored: the statement's own reads do not see
 * its inserts). Nothing is stored and undefined answered when the attempt's key is stored already.
 */
async function storeAttempt(
  db: Db,
  attempt: typeof workoutResults.$inferInsert,
  done: Map<number, DoneValues>,
): Promise<WorkoutPostResult | undefined> {
  const insert = db
    .insert(workoutResults)
    .values(attempt)
    .onConflictDoNothing({ target: [workoutResults.userPackId, workoutResults.attemptId] })
    .returning();
  const sets = done.size
    ? sql`, s as (insert into ${workoutResultSets} (result_id, set_id, count, duration, weight)
        select r.id, v.set_id, v.count, v.duration, v.weight from r, (values ${sql.join(
          [...done].map(
            ([setId, v]) =>
              sql`(${setId}::int, ${v.count ?? null}::real, ${v.duration ?? null}::real, ${v.weight ?? null}::real)`,
          ),
          sql`, `,
        )}) as v(set_id, count, duration, weight))`
    : sql``;
  const result = (await db.execute(sql`with r as ${insert}${sets}
    select r.percent, r.stars, r.time, best.percent as best_percent, best.stars as best_stars
    from r cross join lateral (
      select d.percent, d.stars from (
        select o.percent, o.stars, o.created_at, o.id from ${workoutResults} o
        where o.user_pack_id = r.user_pack_id and o.day_id = r.day_id
        union all select r.percent, r.stars, r.created_at, r.id
      ) d order by d.percent desc, d.stars desc, d.created_at desc, d.id desc limit 1
    ) best`)) as unknown as {
    rows: {
      percent: number;
      stars: number;
      time: number;
      best_percent: number;
      best_stars: number;
    }[];
  };
  const [r] = result.rows;
  if (!r) return undefined;
  return {
    percent: Number(r.percent),
    stars: Number(r.stars),
    time: Number(r.time),
    best: { stars: Number(r.best_stars), percents: Number(r.best_percent) },
  };
}

export async function workoutReport(
  db: Db,
  row: PackRow,
  dayId: number,
): Promise<WorkoutReportResult> {
  const plan = await dayPlan(db, row, dayId);
  // the day's best attempt: the one the course page shows
  const [result] = await db
    .select()
    .from(workoutResults)
    .where(and(eq(workoutResults.userPackId, row.up.id), eq(workoutResults.dayId, dayId)))
    .orderBy(...bestFirst)
    .limit(1);
  if (!result) throw notFound(M.resultNotFound);
  const doneRows = await db
    .select()
    .from(workoutResultSets)
    .where(eq(workoutResultSets.resultId, result.id));
  const done = new Map<number, DoneValues>(doneRows.map((r) => [r.setId, r]));

  const reportSet = (s: SetRow): ReportSet => {
    const d = done.get(s.id);
    const planned = { ...s, count: s.max ? null : s.count };
    return {
      set_id: s.id,
      name: plan.gyms.get(s.gymnasticId)?.name ?? '',
      need_count: planned.count,
      done_count: d?.count ?? null,
      need_weight: s.weight,
      done_weight: d?.weight ?? null,
      need_duration: s.duration,
      done_duration: d?.duration ?? null,
      is_completed: setCompleted(planned, d),
      is_max: s.max,
    };
  };
  const reportDrill = (d: DrillRow): ReportDrill => {
    const sets = (plan.setsOf.get(d.id) ?? []).map(reportSet);
    const superset = d.type === 'SUPERSET';
    const names = [...new Set((plan.setsOf.get(d.id) ?? []).map((s) => s.gymnasticId))].map(
      (id) => plan.gyms.get(id)?.name ?? '',
    );
    return {
      drill_id: d.id,
      sort: d.sort,
      is_completed: sets.every((s) => s.is_completed),
      name: superset ? names.join(' + ') : (plan.gyms.get(d.gymnasticId)?.name ?? ''),
      type: d.type,
      sets: superset ? [] : sets,
      laps: superset
        ? [...groupByLap(plan.setsOf.get(d.id) ?? [], (s) => s.supersetLap)].map(
            ([lap, lapSets]) => ({ lap, sets: lapSets.map(reportSet) }),
          )
        : [],
    };
  };

  const counted = plan.drills.filter((d) => !d.isWarmup);
  const laps = plan.lapBased
    ? groupByLap(
        counted.filter((d) => d.lap !== null),
        (d) => d.lap,
      )
    : null;
  return {
    id: plan.day.id,
    user_pack_id: row.up.id,
    type: plan.workout.type,
    title: plan.day.name,
    name: plan.workout.name,
    time: result.time,
    percent: result.percent,
    stars: result.stars,
    drills: plan.lapBased ? [] : counted.map(reportDrill),
    lapsDrills: laps
      ? Object.fromEntries([...laps].map(([lap, ds]) => [String(lap), ds.map(reportDrill)]))
      : null,
  };
}
