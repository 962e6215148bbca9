// The tester console's server guard (spec part 2 §2.2, issue 13): on the production deployment
// (PRODUCTION_HOST set) only the staff e-mails of TESTER_EMAILS may call /api/testers/*, so no
// member can move their own clock or reset a course there; anywhere else every signed-in member
// may. An address on TESTER_EMAILS is checked to be an active staff account (issue 42: a member's
// address put there by mistake, or a deactivated colleague's, opens nothing). The request's Host header is never trusted for this: a server configured as production
// guards every request, whatever host the caller names.
//
// The guard decides by the route the router matched (its registered pattern), never by the text
// of the URL: the router decodes and matches `/api/%74esters/...` or `/%61pi/testers/...` as the
// tester route, so a test of the raw URL would let those through (issue 27).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TESTER_MESSAGES, TESTER_PREFIX } from '@club/shared/contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** A registered route pattern of the tester console (every /api/testers/* route, domains' too). */
export const isTesterRoute = (pattern: string | undefined): boolean =>
  pattern !== undefined &&
  (pattern.startsWith(TESTER_PREFIX) || pattern === TESTER_PREFIX.slice(0, -1));

/** The request reached a tester route (whatever form its URL was written in). */
export const isTesterCall = (request: FastifyRequest): boolean =>
  isTesterRoute(request.routeOptions.url);

/** An onRequest hook of the /api scope, added after the auth guard (it needs request.user). */
export async function testerGuard(app: FastifyInstance) {
  const { productionHost, testerEmails } = app.config;
  if (!productionHost) return;
  const staff = new Set(testerEmails.map((e) => e.toLowerCase()));
  app.addHook('onRequest', async (request) => {
    if (!isTesterCall(request)) return;
    // the auth guard answered 401 already when there is no member
    if (!request.user) throw new AppError(403, TESTER_MESSAGES.forbidden);
    const [member] = await app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, request.user.id));
    if (!member || !staff.has(member.email.toLowerCase()))
      throw new AppError(403, TESTER_MESSAGES.forbidden);
    // the audience guard, before this one, put the caller's staff identity on the request
    if (!request.staff?.active) throw new AppError(403, TESTER_MESSAGES.forbidden);
  });
}
