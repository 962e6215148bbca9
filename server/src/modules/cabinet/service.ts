import { asc, eq, sql } from 'drizzle-orm';
import type { Country, InitResult, Profile } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { restTimeOf } from '../training/home';
import { cardColumns, type CardRow } from '../training/packs';
import {
  countries,
  countryMasks,
  courseBlocks,
  courses,
  dietaTargets,
  packs,
  pushTokens,
  userPacks,
  users,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { REFERENCE_TTL_MS, TtlCache, perDatabase } from '../../lib/hot-cache';
import { memberData, type TimedAnswer } from '../../lib/member-data';
import { packChangesAt } from '../training/status';

/** The country list is reference data: read once per process (and again after REFERENCE_TTL_MS). */
const countryCache = perDatabase((_db: Db) => new TtlCache<'all', Country[]>(REFERENCE_TTL_MS));

export async function listCountries(db: Db): Promise<Country[]> {
  return countryCache(db).getOrLoad('all', async () => {
    const rows = await db.select().from(countries).orderBy(asc(countries.sort), asc(countries.id));
    return rows.map((c) => ({
      id: c.id,
      flag: c.flag,
      code: c.code,
      name: c.name,
      style: c.style,
    }));
  });
}

/** The member with their phone mask: one primary-key read, prepared once per database handle. */
const memberQuery = perDatabase((db: Db) =>
  db
    .select({ user: users, mask: countryMasks })
    .from(users)
    .leftJoin(countryMasks, eq(countryMasks.id, users.countryMaskId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('member_profile'),
);

type MemberRow = { user: typeof users.$inferSelect; mask: typeof countryMasks.$inferSelect | null };

function toMember({ user: u, mask }: MemberRow): { profile: Profile; notActiveOptions: string[] } {
  const profile: Profile = {
    id: u.id,
    name: u.name,
    email: u.email,
    avatar: u.avatar,
    gender: u.gender === 1 ? 1 : 0,
    birthday: u.birthday,
    phone: u.phone,
    telegram: u.telegram,
    country: u.countryId === null ? null : { id: u.countryId },
    country_mask: mask ? { id: mask.id, code: mask.code, mask: mask.mask, flag: mask.flag } : null,
    height: u.height,
    weight: u.weight,
    is_active: u.isActive,
    is_intensive: u.isIntensive,
    is_fatsecret_auth: u.isFatsecretAuth,
    need_email_verify: u.needEmailVerify,
    newsletter: u.newsletter,
    firebaseId: u.firebaseId,
    firebasePass: u.firebasePass,
  };
  return { profile, notActiveOptions: u.notActiveOptions ?? [] };
}

async function loadMember(db: Db, userId: number) {
  const [row] = await memberQuery(db).execute({ id: userId });
  return row ? toMember(row) : null;
}

/**
 * init's one read: the member, their phone mask and their user packs with pack, course, block and
 * goal (a row per user pack; one row with empty pack columns for a member without courses).
 */
const initQuery = perDatabase((db: Db) =>
  db
    .select({ user: users, mask: countryMasks, ...cardColumns })
    .from(users)
    .leftJoin(countryMasks, eq(countryMasks.id, users.countryMaskId))
    .leftJoin(userPacks, eq(userPacks.userId, users.id))
    .leftJoin(packs, eq(packs.id, userPacks.packId))
    .leftJoin(courses, eq(courses.id, userPacks.courseId))
    .leftJoin(courseBlocks, eq(courseBlocks.id, packs.blockId))
    .leftJoin(dietaTargets, eq(dietaTargets.id, userPacks.dietaTargetId))
    .where(eq(users.id, sql.placeholder('id')))
    .orderBy(asc(userPacks.sort), asc(userPacks.id))
    .prepare('init_member'),
);

export async function getProfile(db: Db, userId: number): Promise<Profile | null> {
  return (await loadMember(db, userId))?.profile ?? null;
}

/**
 * init's answer at the member's `now` (null for an unknown member), with the moment it may change
 * (the seconds left of the running course tick).
 */
export async function initAnswer(
  db: Db,
  userId: number,
  now: Date,
): Promise<TimedAnswer<InitResult> | null> {
  const [rows, countryList] = await Promise.all([
    // kept per member until their rows change (lib/member-data.ts); an unknown id is not kept
    memberData(db).getOrLoad(
      userId,
      'init',
      () => initQuery(db).execute({ id: userId }),
      (found) => found.length > 0,
    ),
    listCountries(db),
  ]);
  if (!rows.length) return null;
  const member = toMember(rows[0]);
  const packRows: CardRow[] = [];
  let until = Infinity;
  for (const r of rows)
    if (r.up && r.pack && r.course && r.block) {
      packRows.push({
        up: r.up,
        pack: r.pack,
        course: r.course,
        block: r.block,
        targetName: r.targetName,
      });
      until = Math.min(until, packChangesAt(r.up, now, true));
    }
  return {
    result: {
      profile: member.profile,
      countries: countryList,
      not_active_options: member.notActiveOptions,
      rest_time: restTimeOf(packRows, now),
    },
    until,
  };
}

export async function savePushToken(db: Db, clock: Clock, userId: number, token: string) {
  const now = await clock.now(userId);
  await db
    .insert(pushTokens)
    .values({ userId, token, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [pushTokens.userId, pushTokens.token],
      set: { updatedAt: sql`excluded.updated_at` },
    });
}
