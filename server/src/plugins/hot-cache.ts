// Keeps this process's hot caches true when something changes them:
// - cached member clocks (lib/clock.ts): a clock_events NOTIFY (sent by setMemberClock, from any API
//   process) drops the member's offset as soon as it arrives;
// - cached member rows (lib/member-data.ts): a member_data NOTIFY, sent by database triggers on
//   every change of those rows, drops the member's; and a member's write request drops the
//   member's here before its answer leaves, since this process hears its own NOTIFY on
//   PostgreSQL only a moment later and the member's next read must already see the change.
// - cached staff identities and the staff flag of cached sessions (modules/staff/identity.ts): a
//   staff_events NOTIFY, sent by database triggers on every change of roles, user_roles and
//   staff_profiles, drops them.
// Ended sessions are dropped by the realtime plugin's session_events listener, the one that closes
// their streams, so a closed stream always means a refused token.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database, Unlisten } from '../db/client';
import { CLOCK_EVENTS_CHANNEL, idsOf } from '../lib/hot-cache';
import { forgetClocks } from '../lib/clock';
import { MEMBER_DATA_CHANNEL, forgetMemberData } from '../lib/member-data';
import { STAFF_EVENTS_CHANNEL, onStaffEvent } from '../modules/staff/identity';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    const { db } = opts.database;
    const unlisten: Unlisten[] = [];
    // before the server listens, so no request is answered from a cache nobody keeps true
    app.addHook('onReady', async () => {
      unlisten.push(
        await opts.database.listen(CLOCK_EVENTS_CHANNEL, (p) => forgetClocks(db, idsOf(p))),
        await opts.database.listen(MEMBER_DATA_CHANNEL, (p) => forgetMemberData(db, idsOf(p))),
        await opts.database.listen(STAFF_EVENTS_CHANNEL, (p) => onStaffEvent(db, p)),
      );
    });
    // every hook of the app sees it (fastify-plugin): request.user is set by the /api auth guard
    app.addHook('onSend', async (request) => {
      if (!READS.has(request.method) && request.user) forgetMemberData(db, [request.user.id]);
    });
    app.memberCaches.register('member data', (userId) => forgetMemberData(db, [userId]));
    app.addHook('onClose', async () => {
      await Promise.all(unlisten.splice(0).map((u) => u()));
    });
  },
  { name: 'hot-cache' },
);
