// Usage events. The member is taken from their session token, never from the claimed user_id.
import { eq } from 'drizzle-orm';
import type { TrackingEventBody } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { events, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';

/** How far event_time (unix seconds, the browser's clock) may be from the server's time. */
export const EVENT_TIME_SKEW_S = 24 * 3600;
export const EVENT_TIME_MESSAGE = 'Некорректное время события';

export async function storeEvent(
  db: Db,
  body: TrackingEventBody,
  receivedAt: Date,
  memberId: number | null,
) {
  const nowS = Math.floor(receivedAt.getTime() / 1000);
  if (Math.abs(body.event_time - nowS) > EVENT_TIME_SKEW_S) throw badRequest(EVENT_TIME_MESSAGE);
  let email = '';
  if (memberId !== null) {
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, memberId));
    email = row?.email ?? '';
  }
  await db.insert(events).values({
    eventTime: body.event_time,
    projectId: body.project_id,
    eventName: body.event_name,
    userId: email,
    memberId: email ? memberId : null,
    payload: body.payload,
    receivedAt,
  });
}
