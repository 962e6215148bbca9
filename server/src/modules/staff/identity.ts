// Who a staff member is, as every request of theirs needs it: their roles, the permissions those
// bundle, whether the account is active, their position and the disciplines they answer. Cached
// per API process (like the session, lib/hot-cache.ts) and dropped at once on any change: locally by
// the code that made it (forgetStaff), in every other process by the staff_events NOTIFY that the
// database's triggers send for any change of roles, user_roles or staff_profiles, whatever made it
// (migration 0011_staff_app_rules; plugins/hot-cache.ts listens). A role change therefore takes
// effect on the next request, in every process.
import { eq } from 'drizzle-orm';
import { isDiscipline, type Discipline, type Permission } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { roles, staffProfiles, userRoles } from '../../db/schema';
import { HOT_TTL_MS, TtlCache, perDatabase } from '../../lib/hot-cache';
import { forgetSessionsOfUsers } from '../auth/sessions';

export const STAFF_EVENTS_CHANNEL = 'staff_events';

export interface StaffIdentity {
  userId: number;
  /** what members see beside their answers; the first role's title when no profile was made */
  position: string;
  /** false once deactivated: then no permission at all */
  active: boolean;
  disciplines: Discipline[];
  roles: { name: string; title: string }[];
  /** the union of the roles' permissions (empty while deactivated) */
  permissions: ReadonlySet<string>;
}

/** user id -> identity (null: holds no role, a member) */
const identities = perDatabase((_db: Db) => new TtlCache<number, StaffIdentity | null>(HOT_TTL_MS));

async function loadIdentity(db: Db, userId: number): Promise<StaffIdentity | null> {
  const held = await db
    .select({ name: roles.name, title: roles.title, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.name);
  if (held.length === 0) return null;
  const [profile] = await db.select().from(staffProfiles).where(eq(staffProfiles.userId, userId));
  const active = profile?.active ?? true;
  return {
    userId,
    position: profile?.position ?? held[0].title,
    active,
    disciplines: (profile?.disciplines ?? []).filter(isDiscipline),
    roles: held.map((r) => ({ name: r.name, title: r.title })),
    permissions: new Set(active ? held.flatMap((r) => r.permissions) : []),
  };
}

/** The staff member's identity, or null for a member (an account that holds no role). */
export function staffIdentity(db: Db, userId: number): Promise<StaffIdentity | null> {
  return identities(db).getOrLoad(userId, () => loadIdentity(db, userId));
}

export const hasPermission = (identity: StaffIdentity | null, permission: Permission) =>
  Boolean(identity?.permissions.has(permission));

/**
 * Drops cached identities in this process: of these accounts (and their cached sessions, whose
 * staff flag may have changed), or `all` after a role's bundle changed.
 */
export function forgetStaff(db: Db, who: number[] | 'all'): void {
  if (who === 'all') {
    identities(db).clear();
    return;
  }
  const cache = identities(db);
  for (const id of who) cache.delete(id);
  forgetSessionsOfUsers(db, who);
}

/** A staff_events payload: `*`, or a member id. */
export function onStaffEvent(db: Db, payload: string): void {
  if (payload.trim() === '*') {
    forgetStaff(db, 'all');
    return;
  }
  const ids = payload
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  forgetStaff(db, ids);
}
