// GET /api/cabinet/stream: Server-Sent Events of the signed-in member's counts. The token comes
// from the X-AUTH-TOKEN header only (the auth guard); it never goes into a URL. A stream lives no
// longer than its session: it closes when the session ends (plugins/realtime.ts closes it on the
// session_events NOTIFY from any process) and when the session's idle expiry passes (a timer here).
import type { FastifyPluginAsync } from 'fastify';
import { paths } from '@club/shared/contract';
import { AppError, MESSAGES } from '../../lib/errors';
import { resolveSession, sessionPolicy } from '../auth/sessions';

/** setTimeout's largest delay; a later expiry is checked again then */
const MAX_DELAY_MS = 2 ** 31 - 1;

const realtimeRoutes: FastifyPluginAsync = async (app) => {
  const policy = sessionPolicy(app.config);
  // every account's stream: a member's counts and live events, and the staff app's (issue 28)
  app.get(paths.stream, { config: { stream: true, audience: 'any' } }, async (request, reply) => {
    const { id: userId, sessionId } = request.user;
    const hub = app.realtime.hub;
    if (hub.sessionStreamCount(sessionId) >= app.config.streamsPerSession)
      throw new AppError(429, MESSAGES.tooMany);
    const res = reply.raw;
    const headers: Record<string, string | number | string[]> = {};
    for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v;
    reply.hijack();
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 5000\n\n');
    const remove = hub.add(userId, res, sessionId);

    // idle expiry: at the session's end, look again (a request may have kept it alive meanwhile)
    let timer: NodeJS.Timeout | undefined;
    const watch = (expiresAt: Date) => {
      const delay = Math.max(0, expiresAt.getTime() - app.clock.systemNow().getTime()) + 50;
      timer = setTimeout(() => void recheck(), Math.min(delay, MAX_DELAY_MS));
      timer.unref();
    };
    const recheck = async () => {
      try {
        const live = await resolveSession(
          app.db,
          { sessionId },
          policy,
          app.clock.systemNow(),
          false,
        );
        if (res.writableEnded) return;
        if (live) watch(live.expiresAt);
        else res.end();
      } catch (err) {
        request.log.error({ err }, 'realtime session check');
        if (!res.writableEnded) watch(new Date(app.clock.systemNow().getTime() + 60_000));
      }
    };
    watch(request.user.expiresAt);
    const stop = () => {
      clearTimeout(timer);
      remove();
    };
    request.raw.on('close', stop);
    res.on('close', stop);
    try {
      await hub.push(userId, res);
    } catch (err) {
      request.log.error(err);
      res.end();
    }
  });
};

export default realtimeRoutes;
