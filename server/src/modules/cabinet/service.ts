import { asc, eq, sql } from 'drizzle-orm';
import type { Country, InitResult, Profile } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { currentCourseRestTime } from '../training/home';
import { countries, countryMasks, pushTokens, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export async function listCountries(db: Db): Promise<Country[]> {
  const rows = await db.select().from(countries).orderBy(asc(countries.sort), asc(countries.id));
  return rows.map((c) => ({ id: c.id, flag: c.flag, code: c.code, name: c.name, style: c.style }));
}

async function loadMember(
  db: Db,
  userId: number,
): Promise<{ profile: Profile; notActiveOptions: string[] } | null> {
  const [row] = await db
    .select({ user: users, mask: countryMasks })
    .from(users)
    .leftJoin(countryMasks, eq(countryMasks.id, users.countryMaskId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const u = row.user;
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
    country_mask: row.mask
      ? { id: row.mask.id, code: row.mask.code, mask: row.mask.mask, flag: row.mask.flag }
      : null,
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

export async function getProfile(db: Db, userId: number): Promise<Profile | null> {
  return (await loadMember(db, userId))?.profile ?? null;
}

export async function getInit(db: Db, clock: Clock, userId: number): Promise<InitResult | null> {
  // One read of the member (profile and switched-off menu codes together) beside the countries.
  const [member, countryList, restTime] = await Promise.all([
    loadMember(db, userId),
    listCountries(db),
    clock.now(userId).then((now) => currentCourseRestTime(db, userId, now)),
  ]);
  if (!member) return null;
  return {
    profile: member.profile,
    countries: countryList,
    not_active_options: member.notActiveOptions,
    rest_time: restTime,
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
