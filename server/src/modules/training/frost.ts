// Freeze and early unfreeze of a user pack. A freeze of N days (1..14) starts now, moves the end of
// the course N days later and blocks workout results while it runs; an early unfreeze gives back
// the days not used (the course then ends as if frozen only for the time it really was).
import { and, eq, isNull } from 'drizzle-orm';
import type { FrostInfoResult, TrainingMessageResult } from '@club/shared/contract';
import { FROST_DAYS_MAX, FROST_DAYS_MIN } from '@club/shared/validation';
import type { Db } from '../../db/client';
import { userPacks } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { TRAINING_MESSAGES as M } from './messages';
import type { PackRow } from './packs';
import { DAY_MS, frostAbility, packStatus, restTimes } from './status';

export function frostInfo(row: PackRow, now: Date): FrostInfoResult {
  const status = packStatus(row.up, now);
  const times = restTimes(row.up, status, now);
  return {
    user_pack_id: row.up.id,
    course_name: row.course.courseName,
    status,
    rest_time: times.rest_activated_course_time,
    rest_frost_time: times.rest_frost_time,
    frost: frostAbility(row.up, status, now),
  };
}

/** The days field as sent: a whole number 1..14, otherwise the spec's text. */
export function frostDays(value: unknown): number {
  const text = typeof value === 'string' ? value.trim() : value;
  const days = typeof text === 'number' ? text : text === '' ? NaN : Number(text);
  if (!Number.isInteger(days) || days < FROST_DAYS_MIN || days > FROST_DAYS_MAX) {
    throw badRequest(M.frostDays);
  }
  return days;
}

export async function frost(
  db: Db,
  row: PackRow,
  days: number,
  now: Date,
): Promise<TrainingMessageResult> {
  const ability = frostAbility(row.up, packStatus(row.up, now), now);
  if (!ability.can_frost) throw badRequest(ability.message ?? M.alreadyFrosted);
  const length = days * DAY_MS;
  // guarded by the previous freeze moment: of two posts at once only one freezes
  const done = await db
    .update(userPacks)
    .set({
      frostStartedAt: now,
      frostEndsAt: new Date(now.getTime() + length),
      lastFrostAt: now,
      expiresAt: new Date(row.up.expiresAt!.getTime() + length),
    })
    .where(
      and(
        eq(userPacks.id, row.up.id),
        eq(userPacks.userId, row.up.userId),
        row.up.lastFrostAt
          ? eq(userPacks.lastFrostAt, row.up.lastFrostAt)
          : isNull(userPacks.lastFrostAt),
      ),
    )
    .returning({ id: userPacks.id });
  if (!done.length) throw badRequest(M.frostOnceADay);
  return { message: M.frosted(row.course.courseName) };
}

export async function unfrost(db: Db, row: PackRow, now: Date): Promise<TrainingMessageResult> {
  if (packStatus(row.up, now) !== 'FROSTED') throw badRequest(M.notFrosted);
  const unused = row.up.frostEndsAt!.getTime() - now.getTime();
  const done = await db
    .update(userPacks)
    .set({ frostEndsAt: now, expiresAt: new Date(row.up.expiresAt!.getTime() - unused) })
    .where(
      and(
        eq(userPacks.id, row.up.id),
        eq(userPacks.userId, row.up.userId),
        eq(userPacks.frostEndsAt, row.up.frostEndsAt!),
      ),
    )
    .returning({ id: userPacks.id });
  if (!done.length) throw badRequest(M.notFrosted);
  return { message: M.unfrosted(row.course.courseName) };
}
