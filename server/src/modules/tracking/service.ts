import type { TrackingEventBody } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';

export async function storeEvent(db: Db, body: TrackingEventBody, receivedAt: Date) {
  await db.insert(events).values({
    eventTime: body.event_time,
    projectId: body.project_id,
    eventName: body.event_name,
    userId: body.user_id,
    payload: body.payload,
    receivedAt,
  });
}
