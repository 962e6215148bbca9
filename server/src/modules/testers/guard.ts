// The tester console's server guard (spec part 2 §2.2, issue 13): on the production deployment
// (PRODUCTION_HOST set) only the staff e-mails of TESTER_EMAILS may call /api/testers/*, so no
// member can move their own clock or reset a course there; anywhere else every signed-in member
// may. The request's Host header is never trusted for this: a server configured as production
// guards every request, whatever host the caller names.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { TESTER_MESSAGES, TESTER_PREFIX } from '@club/shared/contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';

export const isTesterCall = (url: string) =>
  url.startsWith(TESTER_PREFIX) || url.split('?')[0] === TESTER_PREFIX.slice(0, -1);

/** An onRequest hook of the /api scope, added after the auth guard (it needs request.user). */
export async function testerGuard(app: FastifyInstance) {
  const { productionHost, testerEmails } = app.config;
  if (!productionHost) return;
  const staff = new Set(testerEmails.map((e) => e.toLowerCase()));
  app.addHook('onRequest', async (request) => {
    if (!isTesterCall(request.url)) return;
    // the auth guard answered 401 already when there is no member
    if (!request.user) throw new AppError(403, TESTER_MESSAGES.forbidden);
    const [member] = await app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, request.user.id));
    if (!member || !staff.has(member.email.toLowerCase()))
      throw new AppError(403, TESTER_MESSAGES.forbidden);
  });
}
