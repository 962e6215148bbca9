// Staff permissions (issue 31; the staff app of issue 28 builds on it): a role is a named bundle of
// permission strings, a person may hold several roles, and code asks for a permission, never for a
// role name. A route states what it needs in its config (`config: { permission: 'staff:manage' }`,
// which also makes it a staff route: plugins/audience.ts) and this one hook of the /api scope, run
// after the audience guard, checks it against the caller's cached identity
// (modules/staff/identity.ts: dropped at once when a role, its holders or the profile change).
// Inside a handler, ask `hasPermission(request.staff, '…')` for what a route only sometimes needs.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS, type Permission } from '@club/shared/contract';
import type { Db } from '../db/client';
import { roles, userRoles } from '../db/schema';
import { AppError, unauthorized } from '../lib/errors';

/** Every permission the code checks (labels: @club/shared PERMISSION_LABELS). */
export { PERMISSIONS, type Permission };

export const FORBIDDEN_MESSAGE = 'Недостаточно прав для этого действия';

/** The permissions of every role the person holds, read afresh (tests, tools). */
export async function permissionsOf(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db
    .select({ permission: sql<string>`unnest(${roles.permissions})` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return new Set(rows.map((r) => r.permission));
}

export async function permissionGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const needed = request.routeOptions.config?.permission;
    if (!needed) return;
    // a route that is not public has a session here already (the auth guard answered 401)
    if (!request.user) throw unauthorized();
    if (!request.staff?.permissions.has(needed)) throw new AppError(403, FORBIDDEN_MESSAGE);
  });
}
