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
// When the listener connection comes back from a drop (PostgreSQL), the NOTIFYs sent meanwhile are
// lost: every clock offset, member's data and staff identity cached here is dropped.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database, Db, Unlisten } from '../db/client';
import { CLOCK_EVENTS_CHANNEL, idsOf } from '../lib/hot-cache';
import { forgetAllClocks, forgetClocks } from '../lib/clock';
import { MEMBER_DATA_CHANNEL, forgetMemberData, memberData } from '../lib/member-data';
import { forgetAllSessions } from '../modules/auth/sessions';
import { STAFF_EVENTS_CHANNEL, forgetStaff, onStaffEvent } from '../modules/staff/identity';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every staff identity, and the staff flag of every cached session (a resume of staff_events). */
function forgetAllStaff(db: Db) {
  forgetStaff(db, 'all');
  forgetAllSessions(db);
}

export default fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    const { db } = opts.database;
    const unlisten: Unlisten[] = [];
    // before the server listens, so no request is answered from a cache nobody keeps true
    app.addHook('onReady', async () => {
      unlisten.push(
        await opts.database.listen(
          CLOCK_EVENTS_CHANNEL,
          (p) => forgetClocks(db, idsOf(p)),
          () => forgetAllClocks(db),
        ),
        await opts.database.listen(
          MEMBER_DATA_CHANNEL,
          (p) => forgetMemberData(db, idsOf(p)),
          () => memberData(db).clear(),
        ),
        await opts.database.listen(
          STAFF_EVENTS_CHANNEL,
          (p) => onStaffEvent(db, p),
          () => forgetAllStaff(db),
        ),
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
