// GET /api/cabinet/stream: Server-Sent Events of the signed-in member's counts. The token comes
// from the X-AUTH-TOKEN header only (the auth guard); it never goes into a URL.
import type { FastifyPluginAsync } from 'fastify';
import { paths } from '@club/shared/contract';

const realtimeRoutes: FastifyPluginAsync = async (app) => {
  app.get(paths.stream, async (request, reply) => {
    const userId = request.user.id;
    const hub = app.realtime.hub;
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
    const remove = hub.add(userId, res);
    request.raw.on('close', remove);
    res.on('close', remove);
    try {
      await hub.push(userId, res);
    } catch (err) {
      request.log.error(err);
      res.end();
    }
  });
};

export default realtimeRoutes;
