// The staff app's live queue counts (paths: paths-staff-queues.ts): schemas.
import { Type, type Static } from '@sinclair/typebox';

export const ContestWaitingResult = Type.Object({
  /** contest reports waiting for a decision across the club (the moderation queue's length) */
  waiting: Type.Integer(),
});
export type ContestWaitingResult = Static<typeof ContestWaitingResult>;

/** The stream's `live` event to every holder of contest:moderate: the contest queue changed. */
export const ContestQueueLiveEvent = Type.Object({
  type: Type.Literal('contest_queue_changed'),
});
export type ContestQueueLiveEvent = Static<typeof ContestQueueLiveEvent>;
