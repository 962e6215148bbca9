// Staff permissions (issue 31; the staff app of issue 28 builds on it): a role is a named bundle of
// permission strings, a person may hold several roles, and code asks for a permission, never for a
// role name. A route states what it needs in its config (`config: { permission: 'members:create' }`)
// and this one hook of the /api scope, run after the auth guard, checks it.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { roles, userRoles } from '../db/schema';
import { AppError, unauthorized } from '../lib/errors';

/** Every permission the code checks (a role may list others for later releases). */
export const PERMISSIONS = ['members:create'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const FORBIDDEN_MESSAGE = 'Недостаточно прав для этого действия';

/** The permissions of every role the person holds. */
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
    if (!(await permissionsOf(app.db, request.user.id)).has(needed))
      throw new AppError(403, FORBIDDEN_MESSAGE);
  });
}
