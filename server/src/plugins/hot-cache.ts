// Keeps this process's cached member clocks (lib/clock.ts) true when another API process moves
// one: a clock_events NOTIFY (sent by setMemberClock) drops it as soon as it arrives. Ended
// sessions are dropped by the realtime plugin's session_events listener, the one that closes
// their streams, so a closed stream always means a refused token.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database, Unlisten } from '../db/client';
import { CLOCK_EVENTS_CHANNEL, idsOf } from '../lib/hot-cache';
import { forgetClocks } from '../lib/clock';

export default fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    const { db } = opts.database;
    const unlisten: Unlisten[] = [];
    // before the server listens, so no request is answered from a cache nobody keeps true
    app.addHook('onReady', async () => {
      unlisten.push(
        await opts.database.listen(CLOCK_EVENTS_CHANNEL, (p) => forgetClocks(db, idsOf(p))),
      );
    });
    app.addHook('onClose', async () => {
      await Promise.all(unlisten.splice(0).map((u) => u()));
    });
  },
  { name: 'hot-cache' },
);
