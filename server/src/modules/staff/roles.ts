// Roles (issue 28): named bundles of permission strings. Admins view them, change a role's title
// and bundle, and make new ones; code only ever checks permissions (plugins/permissions.ts). A
// change that would leave assigned members without anyone allowed to answer them, or the club
// without an active staff manager, is refused (rules.ts). A bundle's change reaches every holder
// at once: the database's staff_events NOTIFY drops every cached identity in every process.
import { asc, eq, sql } from 'drizzle-orm';
import {
  PERMISSIONS,
  STAFF_MESSAGES as M,
  isPermission,
  type RoleEntry,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import { roles, userRoles } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { isUniqueViolation } from '../members/service';
import { audit, type AuditActor } from './audit';
import { forgetStaff } from './identity';
import { checkStaffRules } from './rules';

export const ROLE_NAME = /^[a-z][a-z0-9_-]{1,31}$/;
export const ROLE_TITLE_MAX = 100;

export const ROLE_MESSAGES = {
  created: 'Роль создана',
  saved: 'Роль сохранена',
} as const;

/** Permissions as sent: known ones only, each once, in the order of PERMISSIONS. */
export function permissionsOf(raw: readonly string[]): string[] {
  for (const p of raw) if (!isPermission(p)) throw badRequest(M.unknownPermission);
  return PERMISSIONS.filter((p) => raw.includes(p));
}

function titleOf(raw: string): string {
  const title = raw.trim();
  if (!title) throw badRequest(M.roleTitleRequired);
  if (title.length > ROLE_TITLE_MAX) throw badRequest(M.roleTitleTooLong);
  return title;
}

export async function listRoles(db: Db): Promise<RoleEntry[]> {
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      title: roles.title,
      permissions: roles.permissions,
      holders: sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`,
    })
    .from(roles)
    .orderBy(asc(roles.title), asc(roles.id));
  return rows.map((r) => ({ ...r, holders: Number(r.holders) }));
}

export async function createRole(
  db: Db,
  input: { name: string; title: string; permissions: string[] },
  actor: AuditActor,
  now: Date,
): Promise<number> {
  const name = input.name.trim();
  if (!ROLE_NAME.test(name)) throw badRequest(M.roleNameInvalid);
  const title = titleOf(input.title);
  const permissions = permissionsOf(input.permissions);
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [taken] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
      if (taken) throw new AppError(409, M.roleNameTaken);
      const [row] = await tx
        .insert(roles)
        .values({ name, title, permissions })
        .returning({ id: roles.id });
      await audit(tx, {
        actor,
        action: 'role.create',
        details: { role: { id: row.id, name, title }, permissions },
        at: now,
      });
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, M.roleNameTaken);
    throw err;
  }
}

export async function updateRole(
  db: Db,
  id: number,
  patch: { title?: string; permissions?: string[] },
  actor: AuditActor,
  now: Date,
): Promise<void> {
  const title = patch.title === undefined ? undefined : titleOf(patch.title);
  const permissions =
    patch.permissions === undefined ? undefined : permissionsOf(patch.permissions);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [before] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
    if (!before) throw new AppError(404, M.roleNotFound);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    if (title !== undefined && title !== before.title)
      changes.title = { from: before.title, to: title };
    if (permissions !== undefined && permissions.join() !== [...before.permissions].join())
      changes.permissions = {
        from: before.permissions,
        to: permissions,
      };
    if (!Object.keys(changes).length) return;
    await tx
      .update(roles)
      .set({
        ...(title !== undefined ? { title } : {}),
        ...(permissions !== undefined ? { permissions } : {}),
      })
      .where(eq(roles.id, id));
    await checkStaffRules(tx, now);
    await audit(tx, {
      actor,
      action: 'role.update',
      details: { role: { id, name: before.name, title: title ?? before.title }, changes },
      at: now,
    });
  });
  forgetStaff(db, 'all');
}
