// A user pack's status and times, computed from its stored moments and the member's clock (never
// stored, so moving the member's clock moves every status).
import type { CourseStatus, FrostAbility } from '@club/shared/contract';
import { TRAINING_MESSAGES as M } from './messages';

export const DAY_MS = 86_400_000;
/** a new freeze can start no sooner than this after the previous one started */
export const FROST_INTERVAL_MS = DAY_MS;
/** contest participation: the course runs exactly 30 calendar days */
export const CONTEST_DAYS = 30;

export interface PackMoments {
  activateBefore: Date;
  activatedAt: Date | null;
  expiresAt: Date | null;
  frostStartedAt: Date | null;
  frostEndsAt: Date | null;
  lastFrostAt: Date | null;
  placeChangedAt: Date | null;
  contest: boolean;
  contestRefusedAt: Date | null;
}

export function packStatus(p: PackMoments, now: Date): CourseStatus {
  if (!p.activatedAt) return now < p.activateBefore ? 'PURCHASED' : 'ELAPSED';
  if (!p.expiresAt || now >= p.expiresAt) return 'ELAPSED';
  if (p.frostStartedAt && p.frostEndsAt && now >= p.frostStartedAt && now < p.frostEndsAt) {
    return 'FROSTED';
  }
  return 'ACTIVATED';
}

/** Whole seconds from now until `moment` (rounded up, never negative). */
export function secondsUntil(moment: Date, now: Date): number {
  return Math.max(0, Math.ceil((moment.getTime() - now.getTime()) / 1000));
}

export interface RestTimes {
  rest_activated_course_time: number | null;
  rest_frost_time: number | null;
  rest_time_for_activate: number | null;
}

export function restTimes(p: PackMoments, status: CourseStatus, now: Date): RestTimes {
  const running = status === 'ACTIVATED' || status === 'FROSTED';
  return {
    rest_activated_course_time: running && p.expiresAt ? secondsUntil(p.expiresAt, now) : null,
    rest_frost_time:
      status === 'FROSTED' && p.frostEndsAt ? secondsUntil(p.frostEndsAt, now) : null,
    rest_time_for_activate: status === 'PURCHASED' ? secondsUntil(p.activateBefore, now) : null,
  };
}

/** The member takes part in the contest with this pack (and has not refused). */
export const inContest = (p: PackMoments) => p.contest && !p.contestRefusedAt;

export function frostAbility(p: PackMoments, status: CourseStatus, now: Date): FrostAbility {
  const no = (message: string) => ({ can_frost: false, message });
  if (status === 'FROSTED') return no(M.alreadyFrosted);
  if (status === 'PURCHASED') return no(M.notActivated);
  if (status === 'ELAPSED') return no(M.elapsed);
  if (inContest(p)) return no(M.frostContest);
  if (p.lastFrostAt) {
    const since = now.getTime() - p.lastFrostAt.getTime();
    if (since >= 0 && since < FROST_INTERVAL_MS) return no(M.frostOnceADay);
  }
  return { can_frost: true, message: null };
}

/** Why the place cannot be changed, or null when it can. */
export function placeChangeRefusal(
  p: PackMoments,
  status: CourseStatus,
  placesCount: number,
): string | null {
  if (status === 'PURCHASED') return M.notActivated;
  if (status === 'ELAPSED') return M.elapsed;
  if (inContest(p)) return M.placeContest;
  if (p.placeChangedAt) return M.placeOnce;
  if (placesCount < 2) return M.placeSingle;
  return null;
}

/** Stars of a result: >=90% 3, >=60% 2, >0% 1, capped by the course's maximum. */
export function starsFor(percent: number, starsMax: number): number {
  const stars = percent >= 90 ? 3 : percent >= 60 ? 2 : percent > 0 ? 1 : 0;
  return Math.max(0, Math.min(stars, starsMax));
}

/** The end of a course activated at `at`: its duration in days, exactly 30 with the contest. */
export function expiryOf(at: Date, durationDays: number, contest: boolean): Date {
  return new Date(at.getTime() + (contest ? CONTEST_DAYS : durationDays) * DAY_MS);
}

/** The moment the whole seconds left until `moment` next drop by one (Infinity at 0). */
function nextSecondTick(moment: Date, now: Date): number {
  const left = secondsUntil(moment, now);
  return left > 0 ? moment.getTime() - (left - 1) * 1000 : Infinity;
}

/**
 * The first moment after `now` at which what is computed from the pack and the member's clock may
 * read otherwise: its status, the freeze's once-a-day rule, whether it is the running course, and
 * with `countdown` the whole seconds left that restTimes gives. A cached answer built from the
 * pack is kept no longer (lib/member-data.ts).
 */
export function packChangesAt(p: PackMoments, now: Date, countdown: boolean): number {
  const t = now.getTime();
  const moments = [p.activateBefore, p.activatedAt, p.expiresAt, p.frostStartedAt, p.frostEndsAt];
  let next = Infinity;
  for (const m of moments) if (m && m.getTime() > t) next = Math.min(next, m.getTime());
  if (p.lastFrostAt)
    for (const m of [p.lastFrostAt.getTime(), p.lastFrostAt.getTime() + FROST_INTERVAL_MS])
      if (m > t) next = Math.min(next, m);
  if (countdown) {
    const status = packStatus(p, now);
    if (status === 'ACTIVATED' || status === 'FROSTED')
      if (p.expiresAt) next = Math.min(next, nextSecondTick(p.expiresAt, now));
    if (status === 'FROSTED' && p.frostEndsAt)
      next = Math.min(next, nextSecondTick(p.frostEndsAt, now));
    if (status === 'PURCHASED') next = Math.min(next, nextSecondTick(p.activateBefore, now));
  }
  return next;
}
