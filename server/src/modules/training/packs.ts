// The member's user packs with their pack, course and block, and the course card built from them.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CourseCard, CourseStatus } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { courseBlocks, courses, dietaTargets, packs, userPacks } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { perDatabase } from '../../lib/hot-cache';
import { TRAINING_MESSAGES as M } from './messages';
import { frostAbility, inContest, packStatus, restTimes } from './status';

const packQuery = (db: Db) =>
  db
    .select({
      up: userPacks,
      pack: packs,
      course: courses,
      block: courseBlocks,
      targetName: dietaTargets.name,
    })
    .from(userPacks)
    .innerJoin(packs, eq(packs.id, userPacks.packId))
    .innerJoin(courses, eq(courses.id, userPacks.courseId))
    .innerJoin(courseBlocks, eq(courseBlocks.id, packs.blockId))
    .leftJoin(dietaTargets, eq(dietaTargets.id, userPacks.dietaTargetId));

export type PackRow = Awaited<ReturnType<typeof packQuery>>[number];

/**
 * What a course card needs of a user pack: home and init read only these columns (a course's
 * description is long HTML, and every byte read costs on the embedded database).
 */
export const cardColumns = {
  up: userPacks,
  pack: {
    id: packs.id,
    name: packs.name,
    image: packs.image,
    contest: packs.contest,
    shopLink: packs.shopLink,
    durationDays: packs.durationDays,
  },
  course: { courseName: courses.courseName, demoDay: courses.demoDay },
  block: { blockName: courseBlocks.blockName },
  targetName: dietaTargets.name,
};

export interface CardRow {
  up: PackRow['up'];
  pack: Pick<PackRow['pack'], keyof typeof cardColumns.pack>;
  course: Pick<PackRow['course'], keyof typeof cardColumns.course>;
  block: Pick<PackRow['block'], keyof typeof cardColumns.block>;
  targetName: string | null;
}

export const notFound = (message: string) => new AppError(404, message);

// The two reads every course call starts with, prepared once per database handle (node-postgres
// keeps them as named statements per connection: parsed and planned once).
const memberPacksQuery = perDatabase((db: Db) =>
  packQuery(db)
    .where(eq(userPacks.userId, sql.placeholder('userId')))
    .orderBy(asc(userPacks.sort), asc(userPacks.id))
    .prepare('member_packs'),
);
const ownPackQuery = perDatabase((db: Db) =>
  packQuery(db)
    .where(
      and(eq(userPacks.id, sql.placeholder('id')), eq(userPacks.userId, sql.placeholder('userId'))),
    )
    .prepare('own_pack'),
);

export async function memberPacks(db: Db, userId: number): Promise<PackRow[]> {
  return memberPacksQuery(db).execute({ userId });
}

const memberCardsQuery = perDatabase((db: Db) =>
  db
    .select(cardColumns)
    .from(userPacks)
    .innerJoin(packs, eq(packs.id, userPacks.packId))
    .innerJoin(courses, eq(courses.id, userPacks.courseId))
    .innerJoin(courseBlocks, eq(courseBlocks.id, packs.blockId))
    .leftJoin(dietaTargets, eq(dietaTargets.id, userPacks.dietaTargetId))
    .where(eq(userPacks.userId, sql.placeholder('userId')))
    .orderBy(asc(userPacks.sort), asc(userPacks.id))
    .prepare('member_cards'),
);

/** The member's user packs with what their cards need (memberPacks without the long columns). */
export async function memberCards(db: Db, userId: number): Promise<CardRow[]> {
  return memberCardsQuery(db).execute({ userId });
}

/** The member's own user pack, or 404 "Курс не найден" (someone else's pack is not found either). */
/** A user pack id from a path or a form, or 404 "Курс не найден". */
export function packIdOf(userPackId: unknown): number {
  const id = Number(userPackId);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound(M.courseNotFound);
  return id;
}

export async function ownPack(db: Db, userId: number, userPackId: unknown): Promise<PackRow> {
  const id = packIdOf(userPackId);
  const [row] = await ownPackQuery(db).execute({ id, userId });
  if (!row) throw notFound(M.courseNotFound);
  return row;
}

const STATUS_ORDER: Record<CourseStatus, number> = {
  ACTIVATED: 0,
  FROSTED: 1,
  PURCHASED: 2,
  ELAPSED: 3,
};

export function courseCard(row: CardRow, now: Date): CourseCard {
  const status = packStatus(row.up, now);
  return {
    user_pack_id: row.up.id,
    pack: { id: row.pack.id, name: row.pack.name },
    course: { course_name: row.course.courseName },
    coursesChoice: row.targetName ? { name: row.targetName } : null,
    status,
    block: { block_name: row.block.blockName },
    ...restTimes(row.up, status, now),
    frost: frostAbility(row.up, status, now),
    image: row.pack.image || null,
    contest: row.pack.contest || inContest(row.up),
    shop_link: row.pack.shopLink,
  };
}

/** Cards in the order a member reads them: running courses first, then to activate, then ended. */
export function sortedCards(rows: CardRow[], now: Date): CourseCard[] {
  return rows
    .map((row, index) => ({ card: courseCard(row, now), index }))
    .sort((a, b) => STATUS_ORDER[a.card.status] - STATUS_ORDER[b.card.status] || a.index - b.index)
    .map(({ card }) => card);
}
