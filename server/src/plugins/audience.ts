// Who may call a route (issue 28): members, staff, or any signed-in account. Every /api route has
// an audience, `member` unless it says otherwise, so a route added later is safe by default: a
// staff account (one holding any role) cannot act as a member there, and a member never reaches a
// staff call. A route states it in its config (`config: { audience: 'staff' }`); a route that asks
// for a permission (`config: { permission }`, plugins/permissions.ts) is a staff route; the tester
// console's calls (/api/testers/*, their own production guard) are for any account. One onRequest
// hook of the /api scope, right after the auth guard, checks it, and puts the caller's staff
// identity (modules/staff/identity.ts) on the request for the hooks and routes after it.
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { AUDIENCE_ERROR_CODE, STAFF_MESSAGES } from '@club/shared/contract';
import { AppError } from '../lib/errors';
import { isTesterRoute } from '../modules/testers/guard';
import { staffIdentity } from '../modules/staff/identity';

export type Audience = 'member' | 'staff' | 'any';

/** The audience of a route, from its config and its registered pattern. */
export function audienceOf(
  config: Partial<FastifyContextConfig> | undefined,
  url: string | undefined,
): Audience {
  if (config?.audience) return config.audience;
  if (config?.permission) return 'staff';
  if (isTesterRoute(url)) return 'any';
  return 'member';
}

/** The onRequest hook of the /api scope, added right after the auth guard. */
export async function audienceGuard(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    // public routes have no caller; the auth guard answered 401 to everything else without one
    if (config?.public || !request.user) return;
    const staff = request.user.staff ? await staffIdentity(app.db, request.user.id) : null;
    request.staff = staff;
    const audience = audienceOf(config, request.routeOptions.url);
    if (audience === 'any') return;
    if (audience === 'staff') {
      if (!staff)
        throw new AppError(403, STAFF_MESSAGES.staffOnly, AUDIENCE_ERROR_CODE.memberAccount);
      if (!staff.active) throw new AppError(403, STAFF_MESSAGES.inactive);
      return;
    }
    if (staff)
      throw new AppError(403, STAFF_MESSAGES.membersOnly, AUDIENCE_ERROR_CODE.staffAccount);
  });
}
