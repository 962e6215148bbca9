// The before/after contest (spec part 2 §2.6, §4): the member's participation (a contest pack
// activated with the contest flag, still running, not refused), its before and after reports (one
// each in force, three photos and every figure; the after report only once the before one is
// approved; a rejected one is replaced by a new one the member sends, and stays as history:
// issue 42 item 11), and the refusal, which is final and lifts the contest's restrictions (freeze,
// place and diet type changes read user_packs.contest_refused_at).
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  PHOTO_VIEWS,
  type Contest,
  type ContestReport,
  type ContestReportType,
} from '@club/shared/contract';
import { collectErrors, contestReportSchema, measurementValue } from '@club/shared/validation';
import { contests, dynamicsReportPhotos, dynamicsReports, userPacks, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { packStatus } from '../training/status';
import {
  photoFields,
  photoInputs,
  processReportPhotos,
  removePhotos,
  storeReportPhotos,
} from '../dynamics/photos';
import {
  figureColumns,
  isoDay,
  memberToday,
  photosOf,
  reportBase,
  reportByKey,
  type Figures,
  type ReportDeps,
  type ReportRow,
} from '../dynamics/reports';
import { CONTEST_MESSAGES as M, reviewMessage } from './messages';
import { sendOnce } from '../../lib/send-once';

type Db = ReportDeps['db'];

export interface Participation {
  userPackId: number;
  contest: typeof contests.$inferSelect;
}

/** The contest the member takes part in now, or null (none, refused, or the course has ended). */
export async function participation(
  db: Db,
  userId: number,
  now: Date,
): Promise<Participation | null> {
  const rows = await db
    .select({ up: userPacks, contest: contests })
    .from(userPacks)
    .innerJoin(contests, eq(contests.packId, userPacks.packId))
    .where(
      and(
        eq(userPacks.userId, userId),
        eq(userPacks.contest, true),
        isNull(userPacks.contestRefusedAt),
        isNotNull(userPacks.activatedAt),
      ),
    )
    .orderBy(desc(userPacks.activatedAt), desc(userPacks.id));
  const running = rows.find((r) => {
    const status = packStatus(r.up, now);
    return status === 'ACTIVATED' || status === 'FROSTED';
  });
  return running ? { userPackId: running.up.id, contest: running.contest } : null;
}

/** The participation's reports in force (a rejected one the member replaced is history). */
async function reportsOf(db: Db, userPackId: number): Promise<ReportRow[]> {
  return db
    .select()
    .from(dynamicsReports)
    .where(
      and(
        eq(dynamicsReports.userPackId, userPackId),
        inArray(dynamicsReports.kind, ['before', 'after']),
        isNull(dynamicsReports.replacedAt),
      ),
    );
}

async function contestReportAnswer(deps: ReportDeps, row: ReportRow): Promise<ContestReport> {
  const photos = (await photosOf(deps.db, [row.id])).get(row.id) ?? [];
  const type = row.kind as ContestReportType;
  const status = row.status ?? 'not_viewed';
  return {
    ...reportBase(row),
    type,
    status,
    message: row.message ?? reviewMessage(type, status),
    ...(await photoFields(deps.storage, photos)),
  };
}

/** GET /api/contest/: the member's contest with both reports, or null. */
export async function contestOf(deps: ReportDeps, userId: number): Promise<Contest | null> {
  const now = await deps.clock.now(userId);
  const part = await participation(deps.db, userId, now);
  if (!part) return null;
  const [member] = await deps.db
    .select({ gender: users.gender })
    .from(users)
    .where(eq(users.id, userId));
  const reports = await reportsOf(deps.db, part.userPackId);
  const of = async (type: ContestReportType) => {
    const row = reports.find((r) => r.kind === type);
    return row ? contestReportAnswer(deps, row) : null;
  };
  const [before, after] = await Promise.all([of('before'), of('after')]);
  const c = part.contest;
  return {
    id: c.id,
    name: c.name,
    photo: c.photo,
    prizes: c.prizes,
    rules_of_participation: c.rules,
    nomination: member?.gender === 1 ? c.nominationMale : c.nominationFemale,
    report_before: before,
    report_after: after,
    // while a contest report is still to be added, remind the member of the rules
    has_warn_message: after === null,
  };
}

const text = (v: unknown): unknown => (typeof v === 'string' ? v.trim() : v);

/** POST /api/contest/report: the before or after report of the member's running contest. */
export async function sendContestReport(
  deps: ReportDeps,
  userId: number,
  form: Record<string, unknown>,
  key: string | null,
): Promise<ContestReport> {
  // the key first: a repeated send answers the first one's report, its photos decoded once
  const earlier = async () => {
    const row = await reportByKey(deps.db, userId, key);
    return row && row.kind !== 'dynamics' ? contestReportAnswer(deps, row) : null;
  };
  return sendOnce(deps.db, `report:${userId}`, key, earlier, () =>
    storeContestReport(deps, userId, form, key),
  );
}

/** A send that found its report taken by another one at the same moment. */
class LostRace extends Error {}

async function storeContestReport(
  deps: ReportDeps,
  userId: number,
  form: Record<string, unknown>,
  key: string | null,
): Promise<ContestReport> {
  const now = await deps.clock.now(userId);
  const part = await participation(deps.db, userId, now);
  if (!part) throw badRequest(M.notTakingPart);
  const type = text(form.type);
  if (type !== 'before' && type !== 'after') throw badRequest(M.badType);
  const sent = await reportsOf(deps.db, part.userPackId);
  // a rejected report is replaced by this one; any other of the kind is the one in force
  const replaced = sent.find((r) => r.kind === type) ?? null;
  if (replaced && replaced.status !== 'reject')
    throw badRequest(type === 'before' ? M.beforeSent : M.afterSent);
  if (type === 'after' && sent.find((r) => r.kind === 'before')?.status !== 'approve')
    throw badRequest(M.afterLocked);

  const inputs = photoInputs(form);
  const values = {
    photos: PHOTO_VIEWS.filter((v) => inputs[v].kind === 'file').length,
    weight: text(form.weight),
    chest_girth: text(form.chest_girth),
    waist_girth: text(form.waist_girth),
    hip_girth: text(form.hip_girth),
  };
  const errors = collectErrors(contestReportSchema, values);
  for (const field of ['photos', 'weight', 'chest_girth', 'waist_girth', 'hip_girth']) {
    if (errors[field]) throw badRequest(errors[field]);
  }
  const figures: Figures = {
    weight: measurementValue(values.weight),
    chest_girth: measurementValue(values.chest_girth),
    waist_girth: measurementValue(values.waist_girth),
    hip_girth: measurementValue(values.hip_girth),
  };

  const stored = await storeReportPhotos(deps.storage, userId, await processReportPhotos(inputs));
  let row: ReportRow | undefined;
  try {
    row = await deps.db.transaction(async (tx) => {
      if (replaced) {
        // history from now on; a send at the same moment that got here first has replaced it
        const taken = await tx
          .update(dynamicsReports)
          .set({ replacedAt: now })
          .where(
            and(
              eq(dynamicsReports.id, replaced.id),
              eq(dynamicsReports.status, 'reject'),
              isNull(dynamicsReports.replacedAt),
            ),
          )
          .returning({ id: dynamicsReports.id });
        if (!taken.length) return undefined;
      }
      const [inserted] = await tx
        .insert(dynamicsReports)
        .values({
          userId,
          reportDate: isoDay(memberToday(now)),
          ...figureColumns(figures),
          kind: type,
          contestId: part.contest.id,
          userPackId: part.userPackId,
          status: 'not_viewed',
          message: reviewMessage(type, 'not_viewed'),
          idempotencyKey: key,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      // not stored: the rejected one stays in force (the transaction is undone)
      if (!inserted && replaced) throw new LostRace();
      if (inserted)
        await tx.insert(dynamicsReportPhotos).values(
          [...stored].map(([view, p]) => ({
            reportId: inserted.id,
            view,
            key: p.key,
            thumbKey: p.thumbKey,
            width: p.width,
            height: p.height,
          })),
        );
      return inserted;
    });
  } catch (e) {
    if (!(e instanceof LostRace)) {
      await removePhotos(deps.storage, [...stored.values()]);
      throw e;
    }
  }
  if (row) return contestReportAnswer(deps, row);
  // lost a race: the same send (same key) or another send of this report got there first
  await removePhotos(deps.storage, [...stored.values()]);
  const raced = await reportByKey(deps.db, userId, key);
  if (raced && raced.kind !== 'dynamics') return contestReportAnswer(deps, raced);
  throw badRequest(type === 'before' ? M.beforeSent : M.afterSent);
}

/** POST /api/contest/refuse: final; the course keeps running without the contest's restrictions. */
export async function refuseContest(deps: ReportDeps, userId: number): Promise<void> {
  const now = await deps.clock.now(userId);
  const part = await participation(deps.db, userId, now);
  if (!part) throw badRequest(M.notTakingPart);
  await deps.db
    .update(userPacks)
    .set({ contestRefusedAt: now })
    .where(and(eq(userPacks.id, part.userPackId), eq(userPacks.userId, userId)));
}
