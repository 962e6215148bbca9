// The member's dynamics reports (spec part 2 §2.4, §4, §5, §7): list, create, update, delete, each on
// the member's own reports only (someone else's report is "not found"), with the form's rules, the
// day on the member's clock, private photos, and one report per send key (a retried send finds the
// report it already made). Contest reports are listed too, but only the club may change them.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  PHOTO_VIEWS,
  type DynamicsListResult,
  type DynamicsReport,
  type DynamicsSort,
  type PhotoView,
} from '@club/shared/contract';
import { formatDate, parseDisplayDate } from '@club/shared/format';
import {
  collectErrors,
  dynamicsReportSchema,
  MEASUREMENT_FIELDS,
  measurementValue,
  type MeasurementField,
} from '@club/shared/validation';
import type { Db } from '../../db/client';
import { dynamicsReportPhotos, dynamicsReports } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest } from '../../lib/errors';
import type { StoredPhoto } from '../../lib/photos';
import type { FileStorage } from '../../lib/storage';
import { DYNAMICS_MESSAGES as M } from './messages';
import {
  photoFields,
  photoInputs,
  processReportPhotos,
  removePhotos,
  storeReportPhotos,
  type PhotoRow,
} from './photos';
import { sendOnce } from '../../lib/send-once';

export interface ReportDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

export type ReportRow = typeof dynamicsReports.$inferSelect;
type Form = Record<string, unknown>;

/** Reports per page of the list (a year of weekly reports fits one page). */
export const DYNAMICS_PAGE_SIZE = 100;

const notFound = () => new AppError(404, M.notFound);

// ---------- dates: the column holds yyyy-mm-dd, the member sees dd.mm.yyyy ----------

/** "2025-05-20" -> "20.05.2025" */
export const displayDay = (isoDay: string): string => isoDay.split('-').reverse().join('.');
/** "20.05.2025" -> "2025-05-20" */
export const isoDay = (displayDayText: string): string =>
  displayDayText.split('.').reverse().join('-');
/** Today on the member's clock, dd.mm.yyyy (the display zone's calendar). */
export const memberToday = (now: Date): string => formatDate(Math.floor(now.getTime() / 1000));

// ---------- answers ----------

export async function photosOf(db: Db, reportIds: number[]): Promise<Map<number, PhotoRow[]>> {
  const byReport = new Map<number, PhotoRow[]>();
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .select()
    .from(dynamicsReportPhotos)
    .where(inArray(dynamicsReportPhotos.reportId, reportIds));
  for (const row of rows) byReport.set(row.reportId, [...(byReport.get(row.reportId) ?? []), row]);
  return byReport;
}

/** The figures and date of a report as every answer carries them. */
export function reportBase(row: ReportRow) {
  const name = displayDay(row.reportDate);
  return {
    id: row.id,
    created: parseDisplayDate(name) ?? 0,
    name,
    weight: row.weight,
    chest_girth: row.chestGirth,
    waist_girth: row.waistGirth,
    hip_girth: row.hipGirth,
  };
}

export async function reportAnswer(
  storage: FileStorage,
  row: ReportRow,
  photos: PhotoRow[],
): Promise<DynamicsReport> {
  return {
    ...reportBase(row),
    type: row.kind,
    contest: row.kind !== 'dynamics',
    ...(await photoFields(storage, photos)),
  };
}

async function answerOf(deps: ReportDeps, row: ReportRow): Promise<DynamicsReport> {
  const photos = await photosOf(deps.db, [row.id]);
  return reportAnswer(deps.storage, row, photos.get(row.id) ?? []);
}

export async function listReports(
  deps: ReportDeps,
  userId: number,
  sort: DynamicsSort = 'asc',
  page = 1,
): Promise<DynamicsListResult> {
  const order = sort === 'desc' ? desc : asc;
  const [{ total }] = await deps.db
    .select({ total: count() })
    .from(dynamicsReports)
    .where(eq(dynamicsReports.userId, userId));
  const rows = await deps.db
    .select()
    .from(dynamicsReports)
    .where(eq(dynamicsReports.userId, userId))
    .orderBy(order(dynamicsReports.reportDate), order(dynamicsReports.id))
    .limit(DYNAMICS_PAGE_SIZE)
    .offset((page - 1) * DYNAMICS_PAGE_SIZE);
  const photos = await photosOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    reports: await Promise.all(
      rows.map((r) => reportAnswer(deps.storage, r, photos.get(r.id) ?? [])),
    ),
    page,
    total_pages: Math.max(1, Math.ceil(total / DYNAMICS_PAGE_SIZE)),
  };
}

// ---------- access ----------

/** The member's own report by the id of a path; anyone else's (or none) is "not found". */
export async function ownReport(db: Db, userId: number, idParam: unknown): Promise<ReportRow> {
  const id = Number(idParam);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound();
  const [row] = await db
    .select()
    .from(dynamicsReports)
    .where(and(eq(dynamicsReports.id, id), eq(dynamicsReports.userId, userId)));
  if (!row) throw notFound();
  return row;
}

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The send key of a create call (header Idempotency-Key), null without one. */
export function idempotencyKeyOf(header: unknown): string | null {
  if (header === undefined || header === '') return null;
  if (typeof header !== 'string' || !KEY.test(header)) throw badRequest(M.badKey);
  return header;
}

export async function reportByKey(
  db: Db,
  userId: number,
  key: string | null,
): Promise<ReportRow | null> {
  if (!key) return null;
  const [row] = await db
    .select()
    .from(dynamicsReports)
    .where(and(eq(dynamicsReports.userId, userId), eq(dynamicsReports.idempotencyKey, key)));
  return row ?? null;
}

// ---------- the form ----------

export type Figures = Record<MeasurementField, number | null>;

const COLUMN: Record<MeasurementField, 'weight' | 'chestGirth' | 'waistGirth' | 'hipGirth'> = {
  weight: 'weight',
  chest_girth: 'chestGirth',
  waist_girth: 'waistGirth',
  hip_girth: 'hipGirth',
};

export const figuresOf = (row: ReportRow): Figures =>
  Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f, row[COLUMN[f]]])) as Figures;

export const figureColumns = (figures: Figures) =>
  Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [COLUMN[f], figures[f]])) as Pick<
    ReportRow,
    'weight' | 'chestGirth' | 'waistGirth' | 'hipGirth'
  >;

const text = (v: unknown): unknown => (typeof v === 'string' ? v.trim() : v);

/**
 * The dynamics form's rules on what was sent (a field left out keeps the stored value); the first
 * broken rule answers 400 with its text. Gives the day (yyyy-mm-dd) and the figures to store.
 */
function checkedForm(
  form: Form,
  opts: { now: Date; photos: number; stored?: ReportRow },
): { reportDate: string; figures: Figures } {
  const stored = opts.stored ? figuresOf(opts.stored) : null;
  const values: Record<string, unknown> = {
    created:
      'created' in form
        ? text(form.created)
        : opts.stored
          ? displayDay(opts.stored.reportDate)
          : memberToday(opts.now),
  };
  for (const f of MEASUREMENT_FIELDS) {
    values[f] = f in form ? text(form[f]) : stored?.[f] === null || !stored ? '' : stored[f];
  }
  const errors = collectErrors(dynamicsReportSchema, values, {
    nowMs: opts.now.getTime(),
    photos: opts.photos,
    original: stored ?? undefined,
  });
  for (const field of ['created', ...MEASUREMENT_FIELDS, 'report']) {
    if (errors[field]) throw badRequest(errors[field]);
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first);
  const figures = Object.fromEntries(
    MEASUREMENT_FIELDS.map((f) => [f, measurementValue(values[f])]),
  ) as Figures;
  return { reportDate: isoDay(String(values.created)), figures };
}

// ---------- changes ----------

function photoRowsOf(reportId: number, stored: Map<PhotoView, StoredPhoto>) {
  return [...stored].map(([view, p]) => ({
    reportId,
    view,
    key: p.key,
    thumbKey: p.thumbKey,
    width: p.width,
    height: p.height,
  }));
}

export async function createReport(
  deps: ReportDeps,
  userId: number,
  form: Form,
  key: string | null,
): Promise<DynamicsReport> {
  // a send repeated by the 2-minute watchdog (or a double tap) answers with what the first made,
  // also while the first still runs: the key first, the photos decoded once
  const earlier = async () => {
    const row = await reportByKey(deps.db, userId, key);
    return row ? answerOf(deps, row) : null;
  };
  return sendOnce(deps.db, `report:${userId}`, key, earlier, () =>
    storeNewReport(deps, userId, form, key),
  );
}

async function storeNewReport(
  deps: ReportDeps,
  userId: number,
  form: Form,
  key: string | null,
): Promise<DynamicsReport> {
  const now = await deps.clock.now(userId);
  const inputs = photoInputs(form);
  const files = PHOTO_VIEWS.filter((v) => inputs[v].kind === 'file').length;
  const { reportDate, figures } = checkedForm(form, { now, photos: files });
  const stored = await storeReportPhotos(deps.storage, userId, await processReportPhotos(inputs));
  let row: ReportRow | undefined;
  try {
    row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(dynamicsReports)
        .values({
          userId,
          reportDate,
          ...figureColumns(figures),
          kind: 'dynamics',
          idempotencyKey: key,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted && stored.size)
        await tx.insert(dynamicsReportPhotos).values(photoRowsOf(inserted.id, stored));
      return inserted;
    });
  } catch (e) {
    await removePhotos(deps.storage, [...stored.values()]);
    throw e;
  }
  if (row) return answerOf(deps, row);
  // a concurrent send with the same key got there first: answer with its report, keep no copy
  await removePhotos(deps.storage, [...stored.values()]);
  const raced = await reportByKey(deps.db, userId, key);
  if (!raced) throw badRequest(M.badKey);
  return answerOf(deps, raced);
}

export async function updateReport(
  deps: ReportDeps,
  userId: number,
  idParam: unknown,
  form: Form,
): Promise<DynamicsReport> {
  const report = await ownReport(deps.db, userId, idParam);
  if (report.kind !== 'dynamics') throw new AppError(403, M.contestLocked);
  const now = await deps.clock.now(userId);
  const inputs = photoInputs(form);
  const current = (await photosOf(deps.db, [report.id])).get(report.id) ?? [];
  const has = (view: PhotoView) => current.some((p) => p.view === view);
  const photos = PHOTO_VIEWS.filter(
    (v) => inputs[v].kind === 'file' || (inputs[v].kind === 'keep' && has(v)),
  ).length;
  const { reportDate, figures } = checkedForm(form, { now, photos, stored: report });

  const stored = await storeReportPhotos(deps.storage, userId, await processReportPhotos(inputs));
  const replaced = current.filter((p) => inputs[p.view].kind !== 'keep');
  let row: ReportRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      if (replaced.length)
        await tx.delete(dynamicsReportPhotos).where(
          inArray(
            dynamicsReportPhotos.id,
            replaced.map((p) => p.id),
          ),
        );
      if (stored.size) await tx.insert(dynamicsReportPhotos).values(photoRowsOf(report.id, stored));
      const [updated] = await tx
        .update(dynamicsReports)
        .set({ reportDate, ...figureColumns(figures), updatedAt: now })
        .where(eq(dynamicsReports.id, report.id))
        .returning();
      return updated;
    });
  } catch (e) {
    await removePhotos(deps.storage, [...stored.values()]);
    throw e;
  }
  // the old files go once the database no longer points at them
  await removePhotos(deps.storage, replaced);
  return answerOf(deps, row);
}

export async function deleteReport(deps: ReportDeps, userId: number, idParam: unknown) {
  const report = await ownReport(deps.db, userId, idParam);
  if (report.kind !== 'dynamics') throw new AppError(403, M.contestLocked);
  const photos = (await photosOf(deps.db, [report.id])).get(report.id) ?? [];
  await deps.db.delete(dynamicsReports).where(eq(dynamicsReports.id, report.id));
  await removePhotos(deps.storage, photos);
}
