// The auth guard: an onRequest hook on the whole /api scope; routes opt out with config.public.
// A request made with a session keeps it alive (idle expiry, modules/auth/sessions.ts).
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../lib/errors';
import { resolveSession, sessionPolicy } from '../modules/auth/sessions';

export async function authGuard(app: FastifyInstance) {
  const policy = sessionPolicy(app.config);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    const header = request.headers['x-auth-token'];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token || token.length > 200) throw unauthorized();
    const live = await resolveSession(app.db, { token }, policy, app.clock.systemNow());
    if (!live) throw unauthorized();
    request.user = {
      id: live.userId,
      sessionId: live.sessionId,
      expiresAt: live.expiresAt,
      staff: live.staff,
    };
  });
}
