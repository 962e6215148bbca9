// Security headers (helmet) and request parsing limits.
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

// JSON answers get a locked-down CSP. The shell's HTML loads remotes' scripts from other origins
// (run-time module federation), so HTML and static files carry no CSP from here.
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export default fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('application/json')) {
        reply.header('content-security-policy', API_CSP);
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'security' },
);
