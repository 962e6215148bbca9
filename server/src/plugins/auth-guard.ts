// The auth guard: an onRequest hook on the whole /api scope; routes opt out with config.public.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions, users } from '../db/schema';
import { sha256 } from '../lib/crypto';
import { unauthorized } from '../lib/errors';

export async function authGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    const header = request.headers['x-auth-token'];
    const token = Array.isArray(header) ? header[0] : header;
    if (!token || token.length > 200) throw unauthorized();
    const [row] = await app.db
      .select({ sessionId: sessions.id, userId: sessions.userId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
    if (!row) throw unauthorized();
    request.user = { id: row.userId, sessionId: row.sessionId };
  });
}
