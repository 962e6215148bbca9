// The contest queue, live (issue 42 item 13): how many contest reports wait for a decision (the
// navigation's «Конкурс» count) and the stream's event to every moderator when a report joins or
// leaves the queue — a member sent one or left the contest, a moderator or the tester console
// decided, the tester console cleared them. The routes that change the queue call
// contestQueueChanged after their change.
import { count, eq, sql } from 'drizzle-orm';
import { CONTEST_QUEUE_EVENT } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { dynamicsReports, userPacks, users } from '../../db/schema';
import { MEMBER_EVENTS_CHANNEL } from '../realtime/service';
import { waitingForDecision } from './contest';

/** The moderation queue's length: what contestQueue (contest.ts) lists, counted by its one condition. */
export async function contestWaiting(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(dynamicsReports)
    .innerJoin(users, eq(users.id, dynamicsReports.userId))
    .leftJoin(userPacks, eq(userPacks.id, dynamicsReports.userPackId))
    .where(waitingForDecision());
  return Number(row?.n ?? 0);
}

/**
 * The queue changed: every holder of contest:moderate hears it on their stream (in every API
 * process: one NOTIFY each, in one statement, in the realtime module's payload format). Never
 * fails the change that was made: a lost event costs a stale count until the next one.
 */
export async function contestQueueChanged(
  db: Db,
  log?: { warn: (o: object, m: string) => void },
): Promise<void> {
  const event = JSON.stringify({ type: CONTEST_QUEUE_EVENT });
  try {
    await db.execute(sql`
      select pg_notify(${MEMBER_EVENTS_CHANNEL},
        '{"u":' || m.user_id || ',"e":' || ${event} || '}')
      from (select distinct ur.user_id from user_roles ur join roles r on r.id = ur.role_id
        where ${'contest:moderate'} = any(r.permissions)) m`);
  } catch (err) {
    log?.warn({ err }, 'contest queue: the moderators were not told');
  }
}
