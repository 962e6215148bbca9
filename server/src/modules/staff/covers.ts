// Temporary covers (issue 28): while a staff member is away (from, until), a colleague answers for
// them: the absent one's conversations become visible to the cover and new messages go to the
// cover (visibility.ts: answeringStaff, conversationViewers); when the cover ends everything is the
// absent one's again. Which covers are in effect is decided by the server's clock at each request,
// so nothing has to run when a cover starts or ends. Ending a cover early sets its end to now; a
// cover that has not started yet is withdrawn. The audit log keeps both.
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DISCIPLINE_LABELS,
  STAFF_MESSAGES as M,
  isDiscipline,
  type CoverEntry,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import { memberAssignments, staffCovers, staffProfiles, users } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { canAnswer, staffFacts } from './assignments';
import { unixSeconds } from '../../lib/clock';

/** The longest cover (a holiday, a sick leave); longer absences are a reassignment. */
export const COVER_MAX_MS = 90 * 86400_000;

export function coverState(c: { startsAt: Date; endsAt: Date }, now: Date): CoverEntry['state'] {
  if (c.endsAt.getTime() <= now.getTime()) return 'ended';
  return c.startsAt.getTime() <= now.getTime() ? 'active' : 'planned';
}

/** Covers not ended first (soonest first), then the latest ended ones. */
export async function listCovers(db: Db, now: Date, endedLimit = 30): Promise<CoverEntry[]> {
  const absent = alias(users, 'cover_absent');
  const absentProfile = alias(staffProfiles, 'cover_absent_profile');
  const cover = alias(users, 'cover_cover');
  const coverProfile = alias(staffProfiles, 'cover_cover_profile');
  const creator = alias(users, 'cover_creator');
  const select = () =>
    db
      .select({
        id: staffCovers.id,
        startsAt: staffCovers.startsAt,
        endsAt: staffCovers.endsAt,
        absentId: absent.id,
        absentName: absent.name,
        absentPosition: absentProfile.position,
        coverId: cover.id,
        coverName: cover.name,
        coverPosition: coverProfile.position,
        creatorId: creator.id,
        creatorName: creator.name,
      })
      .from(staffCovers)
      .innerJoin(absent, eq(absent.id, staffCovers.absentId))
      .leftJoin(absentProfile, eq(absentProfile.userId, staffCovers.absentId))
      .innerJoin(cover, eq(cover.id, staffCovers.coverId))
      .leftJoin(coverProfile, eq(coverProfile.userId, staffCovers.coverId))
      .leftJoin(creator, eq(creator.id, staffCovers.createdBy));
  const open = await select().where(gt(staffCovers.endsAt, now)).orderBy(staffCovers.startsAt);
  const ended = await select()
    .where(lt(staffCovers.endsAt, new Date(now.getTime() + 1)))
    .orderBy(desc(staffCovers.endsAt))
    .limit(endedLimit);
  return [...open, ...ended].map((r) => ({
    id: r.id,
    absent: { id: r.absentId, name: r.absentName, position: r.absentPosition ?? '' },
    cover: { id: r.coverId, name: r.coverName, position: r.coverPosition ?? '' },
    starts_at: unixSeconds(r.startsAt),
    ends_at: unixSeconds(r.endsAt),
    state: coverState(r, now),
    created_by: r.creatorId === null ? null : { id: r.creatorId, name: r.creatorName ?? '' },
  }));
}

export interface NewCover {
  absentId: number;
  coverId: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Checks and writes a cover in the caller's transaction; returns its id and the two names (for the
 * audit entry). Refused with a Russian 400: the same person, a period that ends before it starts
 * or in the past or lasts over 90 days, an inactive or non-staff person, an overlapping cover of
 * the absent one, a cover who is away then too, or a cover who cannot answer one of the absent
 * one's disciplines.
 */
export async function createCover(
  tx: Db,
  input: NewCover,
  by: number | null,
  now: Date,
): Promise<{ id: number; absentName: string; coverName: string }> {
  if (input.absentId === input.coverId) throw badRequest(M.coverSelf);
  if (input.endsAt.getTime() <= input.startsAt.getTime()) throw badRequest(M.coverPeriod);
  if (input.endsAt.getTime() <= now.getTime()) throw badRequest(M.coverPast);
  if (input.endsAt.getTime() - input.startsAt.getTime() > COVER_MAX_MS)
    throw badRequest(M.coverTooLong);
  const absent = await staffFacts(tx, input.absentId);
  if (!absent?.isStaff) throw new AppError(404, M.staffNotFound);
  const cover = await staffFacts(tx, input.coverId);
  if (!cover?.isStaff) throw new AppError(404, M.staffNotFound);
  if (!cover.active) throw badRequest(M.staffInactive(cover.name));

  const overlapping = (who: number) =>
    tx
      .select({ id: staffCovers.id })
      .from(staffCovers)
      .where(
        and(
          eq(staffCovers.absentId, who),
          lt(staffCovers.startsAt, input.endsAt),
          gt(staffCovers.endsAt, input.startsAt),
        ),
      )
      .limit(1);
  if ((await overlapping(input.absentId)).length) throw badRequest(M.coverOverlap(absent.name));
  if ((await overlapping(input.coverId)).length) throw badRequest(M.coverAbsent(cover.name));

  // the disciplines the absent one answers, and any they still have members in
  const held = await tx
    .selectDistinct({ discipline: memberAssignments.discipline })
    .from(memberAssignments)
    .where(and(eq(memberAssignments.staffId, input.absentId), isNull(memberAssignments.endsAt)));
  const disciplines = new Set([...absent.disciplines, ...held.map((h) => h.discipline)]);
  for (const d of disciplines)
    if (isDiscipline(d) && !canAnswer(cover, d))
      throw badRequest(M.cannotAnswer(cover.name, DISCIPLINE_LABELS[d]));

  const [row] = await tx
    .insert(staffCovers)
    .values({ ...input, createdBy: by, createdAt: now })
    .returning({ id: staffCovers.id });
  return { id: row.id, absentName: absent.name, coverName: cover.name };
}

/** Ends an active cover now, or withdraws a planned one; 400 when it has ended already. */
export async function endCover(
  tx: Db,
  id: number,
  now: Date,
): Promise<{
  absentId: number;
  coverId: number;
  withdrawn: boolean;
  startsAt: Date;
  endsAt: Date;
}> {
  const [row] = await tx.select().from(staffCovers).where(eq(staffCovers.id, id)).for('update');
  if (!row) throw new AppError(404, M.coverNotFound);
  if (coverState(row, now) === 'ended') throw badRequest(M.coverEnded);
  // not started yet (or starting this very moment): withdrawn, as if never made
  const withdrawn = row.startsAt.getTime() >= now.getTime();
  if (withdrawn) await tx.delete(staffCovers).where(eq(staffCovers.id, id));
  else await tx.update(staffCovers).set({ endsAt: now }).where(eq(staffCovers.id, id));
  return {
    absentId: row.absentId,
    coverId: row.coverId,
    withdrawn,
    startsAt: row.startsAt,
    endsAt: withdrawn ? row.endsAt : now,
  };
}
