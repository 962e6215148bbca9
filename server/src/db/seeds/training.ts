// Training seed: the course catalogue (categories, blocks, packs, courses with places and diet
// types), each course's weeks, days and workouts, and every demo member's user packs in each status
// with some results. Dates are relative to the seed's `now`, so statuses read the same on any day.
import { asc } from 'drizzle-orm';
import { workoutPercent, type DoneValues } from '../../modules/training/scoring';
import { starsFor } from '../../modules/training/status';
import type { Db } from '../client';
import {
  activities,
  courseBlocks,
  courseCategories,
  courseDays,
  courseDietaTypes,
  coursePlaces,
  courses,
  courseWeeks,
  dietaTargets,
  dietaTypes,
  drills,
  drillSets,
  gymnastics,
  packs,
  places,
  userPacks,
  workoutResults,
  workoutResultSets,
  workouts,
} from '../schema';
import {
  CATEGORIES,
  COURSES,
  type DrillPlan,
  EXERCISES,
  type ExerciseKey,
  type SetPlan,
  TYPE_IMAGES,
  WORKOUTS,
} from './training-content';
import { createA11yMembers } from './a11y-members';
import { SHOP_URL } from './store';
import type { Member, SeedContext } from './types';

const DAY = 86_400_000;

/** Inserts rows in chunks and gives back their ids in the order given (serial ids follow it). */
async function insertIds<T extends { id: number }>(
  rows: unknown[],
  insert: (chunk: never[]) => Promise<T[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const got = await insert(rows.slice(i, i + 500) as never[]);
    ids.push(...got.map((r) => r.id).sort((a, b) => a - b));
  }
  return ids;
}

interface SeededSet {
  id: number;
  plan: SetPlan;
  warmup: boolean;
}
interface SeededDay {
  id: number;
  sets: SeededSet[];
}

/** Weeks, days, workouts, drills and sets of every course; returns each course's days in order. */
async function seedContent(
  db: Db,
  courseIds: Map<string, number>,
  gymIds: Map<ExerciseKey, number>,
): Promise<Map<string, SeededDay[]>> {
  const weekRows = COURSES.flatMap((c) =>
    c.weeks.map((_, w) => ({ courseId: courseIds.get(c.key)!, name: `Неделя ${w + 1}`, sort: w })),
  );
  const weekIds = await insertIds(weekRows, (chunk) =>
    db.insert(courseWeeks).values(chunk).returning({ id: courseWeeks.id }),
  );

  const dayPlans = COURSES.flatMap((c, ci) => {
    const before = COURSES.slice(0, ci).reduce((n, x) => n + x.weeks.length, 0);
    let dayNo = 0;
    return c.weeks.flatMap((week, w) =>
      week.map((key, d) => ({ course: c.key, weekId: weekIds[before + w], key, d, no: ++dayNo })),
    );
  });
  const dayIds = await insertIds(
    dayPlans.map((p) => ({
      weekId: p.weekId,
      name: `День ${p.no}`,
      img: TYPE_IMAGES[WORKOUTS[p.key].type],
      sort: p.d,
    })),
    (chunk) => db.insert(courseDays).values(chunk).returning({ id: courseDays.id }),
  );
  const workoutIds = await insertIds(
    dayPlans.map((p, i) => {
      const w = WORKOUTS[p.key];
      return {
        dayId: dayIds[i],
        type: w.type,
        name: w.name,
        description: w.description,
        image: TYPE_IMAGES[w.type],
        laps: 'laps' in w ? w.laps : 0,
        relax: 'relax' in w ? w.relax : 0,
      };
    }),
    (chunk) => db.insert(workouts).values(chunk).returning({ id: workouts.id }),
  );

  // drills: warm-ups, then the drills (once, or once per lap of a lap-based workout)
  const drillPlans = dayPlans.flatMap((p, i) => {
    const w = WORKOUTS[p.key] as {
      warmups: DrillPlan[];
      drills: DrillPlan[];
      laps?: number;
    };
    const laps = w.laps ?? 0;
    const main = laps
      ? Array.from({ length: laps }, (_, l) => w.drills.map((plan) => ({ plan, lap: l + 1 })))
      : [w.drills.map((plan) => ({ plan, lap: null as number | null }))];
    return [
      ...w.warmups.map((plan) => ({ plan, lap: null as number | null, warmup: true })),
      ...main.flat().map((x) => ({ ...x, warmup: false })),
    ].map((x, sort) => ({ ...x, sort, dayIndex: i, workoutId: workoutIds[i] }));
  });
  const drillIds = await insertIds(
    drillPlans.map((d) => ({
      workoutId: d.workoutId,
      type: d.plan.kind,
      gymnasticId: gymIds.get(d.plan.kind === 'GENERAL' ? d.plan.ex : d.plan.exs[0][0])!,
      lap: d.lap,
      isWarmup: d.warmup,
      lapsCount: d.plan.kind === 'SUPERSET' ? d.plan.laps : 0,
      sort: d.sort,
    })),
    (chunk) => db.insert(drills).values(chunk).returning({ id: drills.id }),
  );

  const setPlans = drillPlans.flatMap((d, i) => {
    const rows =
      d.plan.kind === 'GENERAL'
        ? d.plan.sets.map((s) => ({ ex: (d.plan as { ex: ExerciseKey }).ex, s, lap: null }))
        : Array.from({ length: d.plan.laps }, (_, l) =>
            (d.plan as { exs: [ExerciseKey, SetPlan][] }).exs.map(([ex, s]) => ({
              ex,
              s,
              lap: l + 1,
            })),
          ).flat();
    return rows.map((r, sort) => ({ ...r, sort, drillId: drillIds[i], drill: d }));
  });
  const setIds = await insertIds(
    setPlans.map((p) => ({
      drillId: p.drillId,
      gymnasticId: gymIds.get(p.ex)!,
      supersetLap: p.lap,
      count: p.s.max ? null : (p.s.count ?? null),
      weight: p.s.weight ?? null,
      duration: p.s.duration ?? null,
      max: p.s.max ?? false,
      sort: p.sort,
    })),
    (chunk) => db.insert(drillSets).values(chunk).returning({ id: drillSets.id }),
  );

  const days = new Map<string, SeededDay[]>();
  dayPlans.forEach((p, i) => {
    const sets = setPlans
      .map((s, j) => ({ s, id: setIds[j] }))
      .filter(({ s }) => s.drill.dayIndex === i)
      .map(({ s, id }) => ({ id, plan: s.s, warmup: s.drill.warmup }));
    days.set(p.course, [...(days.get(p.course) ?? []), { id: dayIds[i], sets }]);
  });
  return days;
}

/** The catalogue: categories, blocks, packs, courses with places and diet types. */
async function seedCatalogue(db: Db) {
  const blockIds = new Map<string, number>();
  for (const [sort, category] of CATEGORIES.entries()) {
    const [row] = await db
      .insert(courseCategories)
      .values({ name: category.name, sort })
      .returning();
    const blocks = await db
      .insert(courseBlocks)
      .values(category.blocks.map((blockName, i) => ({ categoryId: row.id, blockName, sort: i })))
      .returning();
    for (const b of blocks) blockIds.set(b.blockName, b.id);
  }
  const placeRows = await db.select().from(places);
  const typeRows = await db.select().from(dietaTypes);

  const courseIds = new Map<string, number>();
  const packIds = new Map<string, number>();
  for (const [sort, c] of COURSES.entries()) {
    const [pack] = await db
      .insert(packs)
      .values({
        blockId: blockIds.get(c.block)!,
        name: c.packName,
        image: c.image,
        shopLink: `${SHOP_URL}/${c.slug}`,
        contest: c.contest,
        durationDays: c.durationDays,
        sort,
      })
      .returning();
    const [course] = await db
      .insert(courses)
      .values({
        packId: pack.id,
        courseName: c.courseName,
        description: c.description,
        target: c.target,
        starsMax: 3,
        demoDay: c.demoDay,
      })
      .returning();
    await db.insert(coursePlaces).values(
      c.places.map((title, i) => ({
        courseId: course.id,
        placeId: placeRows.find((p) => p.title === title)!.id,
        sort: i,
      })),
    );
    await db.insert(courseDietaTypes).values(
      c.dietaTypes.map((name, i) => ({
        courseId: course.id,
        dietaTypeId: typeRows.find((t) => t.name === name)!.id,
        sort: i,
      })),
    );
    courseIds.set(c.key, course.id);
    packIds.set(c.key, pack.id);
  }
  return { courseIds, packIds };
}

type CourseKey = (typeof COURSES)[number]['key'];

interface MemberPackSeed {
  course: CourseKey;
  /** days from now (negative: in the past) */
  purchased: number;
  activateBefore: number;
  activated?: number;
  expires?: number;
  frost?: { started: number; ends: number };
  place?: 'Дома' | 'В зале';
  target?: string;
  eating?: 0 | 1;
  cooking?: 0 | 1;
  dietaType?: string;
  contest?: boolean;
  /** completion of the first days' results (1 = every set as planned) */
  results?: number[];
}

/**
 * What each demo member owns, in this order (user pack ids follow it: Анна's eight, then Иван's).
 * Activated packs carry every questionnaire choice (the nutrition module reads the diet type).
 */
export const MEMBER_PACKS: MemberPackSeed[] = [
  {
    course: 'slim',
    purchased: -25,
    activateBefore: 5,
    activated: -10,
    expires: 20,
    place: 'Дома',
    target: 'Похудение',
    eating: 0,
    cooking: 0,
    dietaType: 'Классическое',
    results: [1, 0.75, 0.4],
  },
  {
    course: 'strong',
    purchased: -5,
    activateBefore: 25,
    activated: -3,
    expires: 27,
    place: 'В зале',
    target: 'Набор мышечной массы',
    eating: 0,
    cooking: 0,
    dietaType: 'Классическое',
  },
  { course: 'functional', purchased: -2, activateBefore: 28 },
  { course: 'transform', purchased: -1, activateBefore: 13 },
  {
    course: 'back',
    purchased: -15,
    activateBefore: 15,
    activated: -12,
    // 30 days plus the 7 days of the running freeze
    expires: 25,
    frost: { started: -2, ends: 5 },
    place: 'Дома',
    target: 'Поддержание формы',
    eating: 0,
    cooking: 0,
    dietaType: 'Без лактозы',
  },
  {
    course: 'abs',
    purchased: -50,
    activateBefore: -20,
    activated: -45,
    expires: -15,
    place: 'Дома',
    target: 'Похудение',
    eating: 0,
    cooking: 1,
    dietaType: 'Классическое',
  },
  {
    course: 'demo',
    purchased: -1,
    activateBefore: 29,
    activated: -1,
    expires: 6,
    place: 'Дома',
    target: 'Похудение',
    eating: 0,
    cooking: 0,
    dietaType: 'Классическое',
  },
  {
    course: 'marathon',
    purchased: -6,
    activateBefore: 24,
    activated: -5,
    expires: 25,
    place: 'Дома',
    target: 'Конкурс «До и после»',
    eating: 0,
    cooking: 0,
    dietaType: 'Классическое',
    contest: true,
  },
];

const planOf = (s: SetPlan) => ({
  count: s.max ? null : (s.count ?? null),
  weight: s.weight ?? null,
  duration: s.duration ?? null,
  max: s.max ?? false,
});

/** The values a member reports for a set done to `share` of its plan. */
function doneAt(plan: SetPlan, share: number): DoneValues {
  const part = (v: number | undefined) => (v === undefined ? null : Math.round(v * share));
  return plan.max
    ? { count: Math.round(15 * share) }
    : { count: part(plan.count), duration: part(plan.duration), weight: part(plan.weight) };
}

async function seedMemberPacks(
  db: Db,
  now: Date,
  member: Member,
  catalogue: { courseIds: Map<string, number>; packIds: Map<string, number> },
  days: Map<string, SeededDay[]>,
) {
  const at = (d: number | undefined) =>
    d === undefined ? null : new Date(now.getTime() + d * DAY);
  // One after another: the seed runs in one transaction, i.e. on one PostgreSQL client, which
  // takes one query at a time (pg 8 queues overlapping ones with a deprecation warning, pg 9 refuses)
  const placeRows = await db.select().from(places);
  const targetRows = await db.select().from(dietaTargets);
  const typeRows = await db.select().from(dietaTypes);
  const activityRows = await db.select().from(activities).orderBy(asc(activities.sort));
  const rows = MEMBER_PACKS.map((p, sort) => ({
    userId: member.id,
    packId: catalogue.packIds.get(p.course)!,
    courseId: catalogue.courseIds.get(p.course)!,
    purchasedAt: at(p.purchased)!,
    activateBefore: at(p.activateBefore)!,
    activatedAt: at(p.activated),
    expiresAt: at(p.expires),
    frostStartedAt: at(p.frost?.started),
    frostEndsAt: at(p.frost?.ends),
    lastFrostAt: at(p.frost?.started),
    placeId: p.place ? placeRows.find((x) => x.title === p.place)!.id : null,
    activityId: p.activated !== undefined ? activityRows[1].id : null,
    dietaTargetId: p.target ? targetRows.find((t) => t.name === p.target)!.id : null,
    eatingType: p.eating ?? null,
    isSimple: p.cooking ?? null,
    dietaTypeId: p.dietaType ? typeRows.find((t) => t.name === p.dietaType)!.id : null,
    contest: p.contest ?? false,
    weight: p.activated !== undefined ? member.weight : null,
    height: p.activated !== undefined ? member.height : null,
    birthday: p.activated !== undefined ? member.birthday : null,
    sort,
  }));
  const ids = await insertIds(rows, (chunk) =>
    db.insert(userPacks).values(chunk).returning({ id: userPacks.id }),
  );

  for (const [i, p] of MEMBER_PACKS.entries()) {
    const courseDaysList = days.get(p.course) ?? [];
    for (const [d, share] of (p.results ?? []).entries()) {
      const day = courseDaysList[d];
      const done = new Map(day.sets.map((s) => [s.id, doneAt(s.plan, share)]));
      const planned = day.sets
        .filter((s) => !s.warmup)
        .map((s) => ({ id: s.id, ...planOf(s.plan) }));
      const percent = workoutPercent(planned, done);
      const [result] = await db
        .insert(workoutResults)
        .values({
          userPackId: ids[i],
          dayId: day.id,
          attemptId: `seed-${ids[i]}-${day.id}`,
          time: Math.round(1800 + 900 * share),
          percent,
          stars: starsFor(percent, 3),
          createdAt: new Date(at(p.activated)!.getTime() + (d + 1) * DAY),
        })
        .returning();
      // every set was ticked (with the values reached)
      const reported = [...done];
      if (reported.length) {
        await db.insert(workoutResultSets).values(
          reported.map(([setId, v]) => ({
            resultId: result.id,
            setId,
            count: v.count ?? null,
            duration: v.duration ?? null,
            weight: v.weight ?? null,
          })),
        );
      }
    }
  }
}

export async function seedTraining({ db, now, anna, ivan }: SeedContext): Promise<void> {
  const gymRows = await db
    .insert(gymnastics)
    .values(
      (Object.keys(EXERCISES) as ExerciseKey[]).map((key, sort) => ({
        name: EXERCISES[key].name,
        description: EXERCISES[key].text,
        video: EXERCISES[key].video,
        image: null,
        sort,
      })),
    )
    .returning();
  const gymIds = new Map(
    (Object.keys(EXERCISES) as ExerciseKey[]).map((key) => [
      key,
      gymRows.find((g) => g.name === EXERCISES[key].name)!.id,
    ]),
  );
  const catalogue = await seedCatalogue(db);
  const days = await seedContent(db, catalogue.courseIds, gymIds);
  // Анна's and Иван's packs first: their user pack ids are the ones the docs and tests name
  const a11y = await createA11yMembers(db, now);
  for (const member of [anna, ivan, ...a11y])
    await seedMemberPacks(db, now, member, catalogue, days);
}
