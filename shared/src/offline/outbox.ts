// Gym mode's outbox (issue 17): a workout finished without a network waits here, in IndexedDB,
// with its attempt_id, until it is sent. The page (online event, next start) and the service
// worker (Background Sync) both send it; the server keeps one result per attempt_id, so two
// senders racing for the same entry still store it once. No React and no axios here: the service
// worker bundles this file too.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { WorkoutResultBody } from '../contract';

export interface OutboxEntry {
  /** the result's idempotency key (WorkoutResultBody.attempt_id), the store's key */
  attemptId: string;
  userPackId: string;
  dayId: string;
  body: WorkoutResultBody;
  /** the session token at the finish: the result belongs to the member who did it */
  token: string;
  /** ms since epoch */
  createdAt: number;
}

interface OutboxDb extends DBSchema {
  outbox: { key: string; value: OutboxEntry };
}

export const OUTBOX_DB = 'club-outbox';
/** Background Sync tag the service worker listens for. */
export const OUTBOX_SYNC_TAG = 'club-outbox';
/** BroadcastChannel on which every copy (pages, service worker) announces outbox changes. */
export const OUTBOX_CHANNEL = 'club-outbox';

export type OutboxEvent =
  | { type: 'changed'; count: number }
  | { type: 'sent'; entry: OutboxEntry }
  | { type: 'refused'; entry: OutboxEntry; message: string };

let dbPromise: Promise<IDBPDatabase<OutboxDb>> | null = null;
function db(): Promise<IDBPDatabase<OutboxDb>> {
  dbPromise ??= openDB<OutboxDb>(OUTBOX_DB, 1, {
    upgrade(d) {
      d.createObjectStore('outbox', { keyPath: 'attemptId' });
    },
  });
  return dbPromise;
}

/** Test hook: forget the open connection (fake-indexeddb is reset between tests). */
export function resetOutboxConnection(): void {
  dbPromise = null;
}

function announce(event: OutboxEvent): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(event);
  channel.close();
}

export async function outboxEntries(): Promise<OutboxEntry[]> {
  return (await db()).getAll('outbox');
}

export async function outboxCount(): Promise<number> {
  return (await db()).count('outbox');
}

/** Keeps a finished workout until it is sent; the same attempt twice stays one entry. */
export async function enqueueResult(entry: OutboxEntry): Promise<void> {
  await (await db()).put('outbox', entry);
  announce({ type: 'changed', count: await outboxCount() });
}

/** The outbox entry of a day, if one waits (the report page and the day's view show it). */
export async function pendingResultOf(
  userPackId: string | number,
  dayId: string | number,
): Promise<OutboxEntry | undefined> {
  const all = await outboxEntries();
  return all.find((e) => e.userPackId === String(userPackId) && e.dayId === String(dayId));
}

export type SendOutcome =
  { kind: 'sent' } | { kind: 'refused'; message: string } | { kind: 'retry' };

const REFUSED = 'Сервер не принял результат тренировки.';

/** POST /api/courses/drill_day/{dayId}?user_pack_id= with the entry's own token (fetch: SW-safe). */
export async function postEntry(
  entry: OutboxEntry,
  fetchFn: typeof fetch = fetch,
): Promise<SendOutcome> {
  let res: Response;
  try {
    res = await fetchFn(
      `/api/courses/drill_day/${encodeURIComponent(entry.dayId)}?user_pack_id=${encodeURIComponent(entry.userPackId)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-AUTH-TOKEN': entry.token },
        body: JSON.stringify(entry.body),
      },
    );
  } catch {
    return { kind: 'retry' };
  }
  if (res.ok) return { kind: 'sent' };
  // 5xx and 429: the server will take it later; any other refusal will not change by resending
  if (res.status >= 500 || res.status === 429) return { kind: 'retry' };
  let message = REFUSED;
  try {
    const data = (await res.json()) as { error?: { message?: string } | null };
    if (data?.error?.message) message = `${REFUSED} ${data.error.message}`;
  } catch {
    /* not JSON: the general message */
  }
  return { kind: 'refused', message };
}

let flushing: Promise<number> | null = null;

/**
 * Sends every waiting result once; a sent or refused one leaves the outbox, one that could not
 * reach the server stays for the next try. Resolves with how many are still waiting. Calls in the
 * same page share one run.
 */
export function flushOutbox(
  send: (e: OutboxEntry) => Promise<SendOutcome> = postEntry,
): Promise<number> {
  flushing ??= (async () => {
    try {
      for (const entry of await outboxEntries()) {
        const outcome = await send(entry);
        if (outcome.kind === 'retry') continue;
        await (await db()).delete('outbox', entry.attemptId);
        announce(
          outcome.kind === 'sent'
            ? { type: 'sent', entry }
            : { type: 'refused', entry, message: outcome.message },
        );
      }
      const left = await outboxCount();
      announce({ type: 'changed', count: left });
      return left;
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** Listens to outbox events from every copy (this page, other tabs, the service worker). */
export function onOutboxEvent(listener: (e: OutboxEvent) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.onmessage = (m: MessageEvent<OutboxEvent>) => listener(m.data);
  return () => channel.close();
}
