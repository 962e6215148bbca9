// Activation of a purchased user pack: the questionnaire's reference data (activities, the
// course's places, diet targets with their eating/cooking/diet type options) and the activation
// itself, which checks every choice against that data before starting the course.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type {
  ActivationBody,
  ActivationDietaTarget,
  ActivationInfoResult,
  ActivationResult,
  DietaTypeOption,
} from '@club/shared/contract';
import { HEIGHT_MAX, HEIGHT_MIN } from '@club/shared/validation';
import type { Db } from '../../db/client';
import {
  activities,
  countries,
  countryMasks,
  courseDietaTypes,
  dietaTargetOptions,
  dietaTargets,
  dietaTypes,
  userPacks,
  users,
} from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { placesOfCourse } from './courses';
import { TRAINING_MESSAGES as M } from './messages';
import { memberPacks, type PackRow } from './packs';
import { expiryOf, packStatus } from './status';

/** Refuses packs that are not PURCHASED (already running, or the activation window passed). */
export function assertPurchased(row: PackRow, now: Date) {
  const status = packStatus(row.up, now);
  if (status === 'PURCHASED') return;
  if (row.up.activatedAt) throw badRequest(status === 'ELAPSED' ? M.elapsed : M.alreadyActivated);
  throw badRequest(M.activationWindowPassed);
}

interface TargetOptions extends ActivationDietaTarget {
  /** [eating][cooking] diet type ids, in order */
  ids: Record<0 | 1, Record<0 | 1, number[]>>;
}

/** The targets a pack offers (contest targets only for contest packs) with their options. */
async function targetsFor(db: Db, contestPack: boolean): Promise<TargetOptions[]> {
  const targets = await db
    .select()
    .from(dietaTargets)
    .orderBy(asc(dietaTargets.sort), asc(dietaTargets.id));
  const offered = targets.filter((t) => contestPack || !t.contest);
  if (!offered.length) return [];
  const options = await db
    .select({
      targetId: dietaTargetOptions.targetId,
      eatingType: dietaTargetOptions.eatingType,
      cookingType: dietaTargetOptions.cookingType,
      id: dietaTypes.id,
      name: dietaTypes.name,
      description: dietaTypes.description,
    })
    .from(dietaTargetOptions)
    .innerJoin(dietaTypes, eq(dietaTypes.id, dietaTargetOptions.dietaTypeId))
    .where(
      inArray(
        dietaTargetOptions.targetId,
        offered.map((t) => t.id),
      ),
    )
    .orderBy(asc(dietaTargetOptions.sort), asc(dietaTargetOptions.id));

  return offered.map((t) => {
    const ids: TargetOptions['ids'] = { 0: { 0: [], 1: [] }, 1: { 0: [], 1: [] } };
    const lists: Record<string, Record<string, DietaTypeOption[]>> = {};
    for (const eating of [0, 1] as const) {
      const complexity: Record<string, DietaTypeOption[]> = {};
      for (const cooking of [0, 1] as const) {
        const mine = options.filter(
          (o) => o.targetId === t.id && o.eatingType === eating && o.cookingType === cooking,
        );
        complexity[cooking] = mine.map(({ id, name, description }) => ({ id, name, description }));
        ids[eating][cooking] = mine.map((o) => o.id);
      }
      // an eating type with no option at all is not offered
      if (ids[eating][0].length || ids[eating][1].length) lists[eating] = complexity;
    }
    return {
      id: t.id,
      name: t.name,
      contest: t.contest,
      dieta_types: {
        eating_types: Object.fromEntries(
          Object.entries(lists).map(([k, v]) => [k, { complexity: v }]),
        ),
      },
      ids,
    };
  });
}

/** The course's first diet type (by sort): the one taken with three meals or no time to cook. */
async function firstDietaType(db: Db, courseId: number): Promise<DietaTypeOption | null> {
  const [first] = await db
    .select({ id: dietaTypes.id, name: dietaTypes.name, description: dietaTypes.description })
    .from(courseDietaTypes)
    .innerJoin(dietaTypes, eq(dietaTypes.id, courseDietaTypes.dietaTypeId))
    .where(eq(courseDietaTypes.courseId, courseId))
    .orderBy(asc(courseDietaTypes.sort), asc(dietaTypes.sort), asc(dietaTypes.id))
    .limit(1);
  return first ?? null;
}

/** Another course of the member is running (ACTIVATED or FROSTED). */
async function hasRunningCourse(db: Db, userId: number, exceptId: number, now: Date) {
  return (await memberPacks(db, userId)).some((r) => {
    if (r.up.id === exceptId) return false;
    const status = packStatus(r.up, now);
    return status === 'ACTIVATED' || status === 'FROSTED';
  });
}

export async function activationInfo(
  db: Db,
  row: PackRow,
  now: Date,
): Promise<ActivationInfoResult> {
  assertPurchased(row, now);
  const [member] = await db.select().from(users).where(eq(users.id, row.up.userId));
  const [activityRows, placeRows, targets, first, sequential] = await Promise.all([
    db.select().from(activities).orderBy(asc(activities.sort), asc(activities.id)),
    placesOfCourse(db, row.course.id),
    targetsFor(db, row.pack.contest),
    firstDietaType(db, row.course.id),
    hasRunningCourse(db, row.up.userId, row.up.id, now),
  ]);
  return {
    user_pack_id: row.up.id,
    course_name: row.course.courseName,
    activities: activityRows.map((a) => ({
      id: a.id,
      title: a.title,
      description: a.description,
    })),
    places: placeRows,
    dieta_targets: targets.map(({ ids: _ids, ...t }) => t),
    first_dieta_type: first,
    show_sequential_warning: sequential,
    profile: {
      user_pack_id: row.up.id,
      weight: row.up.weight ?? member?.weight ?? null,
      height: row.up.height ?? member?.height ?? null,
      birthday: row.up.birthday ?? member?.birthday ?? null,
      place: row.up.placeId ?? (placeRows.length === 1 ? placeRows[0].id : null),
      country: member?.countryId ?? null,
      country_mask: member?.countryMaskId ?? null,
      dieta_target: row.up.dietaTargetId,
      dieta_eating_type: row.up.eatingType,
      is_simple: row.up.isSimple,
      dieta_type: row.up.dietaTypeId,
      contest: row.up.contest,
      additional: row.up.activityId,
    },
  };
}

const pick = <T>(value: T | null | undefined, fallback: T): T =>
  value === null || value === undefined ? fallback : value;

export async function activate(
  db: Db,
  row: PackRow,
  body: Partial<ActivationBody>,
  now: Date,
): Promise<ActivationResult> {
  assertPurchased(row, now);
  const height = Number(body.height);
  if (!Number.isInteger(height) || height < HEIGHT_MIN || height > HEIGHT_MAX) {
    throw badRequest(M.heightRange);
  }
  const coursePlaces = await placesOfCourse(db, row.course.id);
  if (!coursePlaces.some((p) => p.id === body.place)) throw badRequest(M.place);
  const [activity] =
    body.additional === undefined
      ? []
      : await db.select().from(activities).where(eq(activities.id, body.additional));
  if (!activity) throw badRequest(M.activity);
  const [country] =
    body.country === undefined
      ? []
      : await db.select().from(countries).where(eq(countries.id, body.country));
  if (!country) throw badRequest(M.country);
  if (body.country_mask !== undefined && body.country_mask !== null) {
    const [mask] = await db
      .select()
      .from(countryMasks)
      .where(eq(countryMasks.id, body.country_mask));
    if (!mask) throw badRequest(M.country);
  }

  const targets = await targetsFor(db, row.pack.contest);
  const target =
    body.dieta_target === undefined || body.dieta_target === null
      ? targets[0]
      : targets.find((t) => t.id === body.dieta_target);
  if (!target) throw badRequest(M.target);
  const eating = pick(body.dieta_eating_type, 0);
  if ((eating !== 0 && eating !== 1) || !(String(eating) in target.dieta_types.eating_types)) {
    throw badRequest(M.eatingType);
  }
  const cooking = pick(body.is_simple, 0);
  if ((cooking !== 0 && cooking !== 1) || !target.ids[eating][cooking].length) {
    throw badRequest(M.cookingType);
  }
  let dietaTypeId: number;
  if (eating === 1 || cooking === 1) {
    // the spec: three meals a day or no time to cook take the course's first diet type
    dietaTypeId = (await firstDietaType(db, row.course.id))?.id ?? target.ids[eating][cooking][0];
  } else {
    dietaTypeId = pick(body.dieta_type, target.ids[0][0][0]);
    if (!target.ids[0][0].includes(dietaTypeId)) throw badRequest(M.dietaType);
  }
  const contest = body.contest === true;
  if (contest && !target.contest) throw badRequest(M.contestTarget);

  const expiresAt = expiryOf(now, row.pack.durationDays, contest || row.pack.contest);
  const updated = await db
    .update(userPacks)
    .set({
      activatedAt: now,
      expiresAt,
      placeId: body.place,
      activityId: activity.id,
      dietaTargetId: target.id,
      eatingType: eating,
      isSimple: cooking,
      dietaTypeId,
      contest,
      weight: Number(body.weight),
      height,
      birthday: Number(body.birthday),
    })
    .where(
      and(
        eq(userPacks.id, row.up.id),
        eq(userPacks.userId, row.up.userId),
        isNull(userPacks.activatedAt),
      ),
    )
    .returning({ id: userPacks.id });
  if (!updated.length) throw badRequest(M.alreadyActivated);
  await db
    .update(users)
    .set({
      weight: Number(body.weight),
      height,
      birthday: Number(body.birthday),
      countryId: country.id,
      ...(body.country_mask ? { countryMaskId: body.country_mask } : {}),
    })
    .where(eq(users.id, row.up.userId));

  return {
    message: M.activated(row.course.courseName, target.name),
    user_pack_id: row.up.id,
    course_name: row.course.courseName,
    dieta_target: target.name,
    status: 'ACTIVATED',
  };
}
