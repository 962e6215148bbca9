// Realtime fan-out: every process LISTENs on member_events; notifyMember() NOTIFYs. It also
// LISTENs on session_events: the streams of a session that ended (in any process) close at once.
// When the listener connection comes back from a drop (PostgreSQL), what it missed is made good:
// every cached session is dropped (an ending may have been missed), the streams of sessions that
// ended meanwhile close, and every other open stream here gets fresh counts. The drop and the recovery are logged here, once per process.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database, Unlisten } from '../db/client';
import { RealtimeHub } from '../modules/realtime/hub';
import { MEMBER_EVENTS_CHANNEL, createNotifier } from '../modules/realtime/service';
import {
  SESSION_EVENTS_CHANNEL,
  endedIds,
  forgetAllSessions,
  forgetSessions,
  notLiveAmong,
} from '../modules/auth/sessions';

export default fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    const hub = new RealtimeHub(opts.database.db, (err) => app.log.error({ err }, 'realtime push'));
    app.decorate('realtime', { hub, notifyMember: createNotifier(opts.database.db) });

    let unlisten: Unlisten | undefined;
    let unlistenSessions: Unlisten | undefined;
    const unwatch = opts.database.onListenerState?.((state, err) => {
      if (state === 'lost') app.log.warn({ err }, 'NOTIFY listener lost; reconnecting');
      else app.log.warn('NOTIFY listener resumed');
    });
    app.addHook('onReady', async () => {
      unlisten = await opts.database.listen(
        MEMBER_EVENTS_CHANNEL,
        (payload) => void hub.onPayload(payload),
        () => void hub.refreshAll(),
      );
      unlistenSessions = await opts.database.listen(
        SESSION_EVENTS_CHANNEL,
        (payload) => {
          const ended = endedIds(payload);
          // this process stops trusting its cached copy of them too (lib/hot-cache.ts)
          forgetSessions(opts.database.db, ended);
          hub.closeSessions(ended);
        },
        () => {
          forgetAllSessions(opts.database.db);
          // the streams of sessions that ended meanwhile close now, as the announcement would have
          notLiveAmong(opts.database.db, hub.openSessionIds()).then(
            (ended) => hub.closeSessions(ended),
            (err: unknown) =>
              app.log.error({ err }, 'realtime: sessions after the listener resumed'),
          );
        },
      );
    });
    const timer = setInterval(() => void hub.heartbeat(), app.config.heartbeatMs);
    timer.unref();
    app.addHook('preClose', async () => {
      clearInterval(timer);
      hub.closeAll();
    });
    app.addHook('onClose', async () => {
      unwatch?.();
      await unlisten?.();
      await unlistenSessions?.();
    });
  },
  { name: 'realtime' },
);
