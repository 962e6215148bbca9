// The staff app's live queue counts beyond the inbox (issue 42 item 13): how many contest reports
// wait for a decision, for the navigation's «Конкурс» (plain values, safe for browser bundles; the
// schemas are in staff-queues.ts).
//
// - GET /api/staff/contest/count   { waiting } — contest:moderate
//
// Live: every holder of contest:moderate gets the stream's `live` event
// { type: 'contest_queue_changed' } when a report joins or leaves the queue (sent, decided, the
// member left the contest, the tester console cleared it); the app then reads the count again.

export const staffQueuePaths = {
  contestCount: '/api/staff/contest/count',
} as const;

export const CONTEST_QUEUE_EVENT = 'contest_queue_changed';
