// GET /livez and GET /readyz, for load balancers and orchestrators (docs/operating.md). Outside
// /api: no token, no envelope, no log line per poll (a balancer polls every second).
//   /livez: 200 while the process runs; no I/O, so a busy database never gets a live process
//     restarted.
//   /readyz: 200 when this process should be given calls, else 503; the body names each check.
//     503 from the moment SIGTERM arrives (main.ts), before the drain.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createReadiness, type Readiness } from './readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** this process's readiness (modules/health) */
    health: Readiness;
  }
}

export const LIVEZ = '/livez';
export const READYZ = '/readyz';

const Live = Type.Object({ status: Type.Literal('ok') });
const Check = Type.Object({ ok: Type.Boolean(), detail: Type.Optional(Type.String()) });
const Ready = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable')]),
  state: Type.Union([Type.Literal('starting'), Type.Literal('ready'), Type.Literal('draining')]),
  checks: Type.Record(Type.String(), Check),
});

export default fp(
  async (fastify: FastifyInstance, opts: { migrationsFolder: string }) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const readiness = createReadiness({ db: app.db, migrationsFolder: opts.migrationsFolder });
    app.decorate('health', readiness);
    // the plugins are loaded and the LISTEN connections made (the realtime plugin's onReady)
    app.addHook('onReady', async () => readiness.markStarted());

    const quiet = { logLevel: 'warn' as const, config: { public: true } };
    app.get(LIVEZ, { ...quiet, schema: { response: { 200: Live } } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    });
    app.get(
      READYZ,
      { ...quiet, schema: { response: { 200: Ready, 503: Ready } } },
      async (_request, reply) => {
        const report = await readiness.report();
        reply.code(report.ready ? 200 : 503).header('cache-control', 'no-store');
        return {
          status: report.ready ? ('ready' as const) : ('unavailable' as const),
          state: report.state,
          checks: report.checks,
        };
      },
    );
  },
  { name: 'health' },
);
