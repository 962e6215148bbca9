// Realtime fan-out: every process LISTENs on member_events; notifyMember() NOTIFYs.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database, Unlisten } from '../db/client';
import { RealtimeHub } from '../modules/realtime/hub';
import { MEMBER_EVENTS_CHANNEL, createNotifier } from '../modules/realtime/service';

export default fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    const hub = new RealtimeHub(opts.database.db, (err) => app.log.error({ err }, 'realtime push'));
    app.decorate('realtime', { hub, notifyMember: createNotifier(opts.database.db) });

    let unlisten: Unlisten | undefined;
    app.addHook('onReady', async () => {
      unlisten = await opts.database.listen(MEMBER_EVENTS_CHANNEL, (payload) => {
        void hub.onPayload(payload);
      });
    });
    const timer = setInterval(() => hub.heartbeat(), app.config.heartbeatMs);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      hub.closeAll();
    });
    app.addHook('onClose', async () => {
      await unlisten?.();
    });
  },
  { name: 'realtime' },
);
