// Keeps this process's hot caches (lib/hot-cache.ts) true when another API process changes what
// they hold: an ended session (session_events, sent by endSessions) and a moved member clock
// (clock_events, sent by setMemberClock) are dropped as soon as the NOTIFY arrives.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database, Unlisten } from '../db/client';
import { CLOCK_EVENTS_CHANNEL, idsOf } from '../lib/hot-cache';
import { forgetClocks } from '../lib/clock';
import { SESSION_EVENTS_CHANNEL, forgetSessions } from '../modules/auth/sessions';

export default fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    const { db } = opts.database;
    const unlisten: Unlisten[] = [];
    // before the server listens, so no request is answered from a cache nobody keeps true
    app.addHook('onReady', async () => {
      unlisten.push(
        await opts.database.listen(SESSION_EVENTS_CHANNEL, (p) => forgetSessions(db, idsOf(p))),
        await opts.database.listen(CLOCK_EVENTS_CHANNEL, (p) => forgetClocks(db, idsOf(p))),
      );
    });
    app.addHook('onClose', async () => {
      await Promise.all(unlisten.splice(0).map((u) => u()));
    });
  },
  { name: 'hot-cache' },
);
