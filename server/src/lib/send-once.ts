// One send per key at a time. A send repeated with the same idempotency key (the client's
// watchdog, a double tap, a lost answer) while the first is still running waits for it and answers
// what it made, instead of doing the work again: decoding and storing every photo twenty times for
// twenty retries. The key is looked up first (`earlier`), then claimed; the claim is a row of
// rate_limits (so every API process sees it) that expires, so a process that died half-way never
// blocks the key for long. Within a process the waiting is on the first send's own promise.
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { sha256 } from './crypto';

/** Longer than any send takes (the client's watchdog repeats a send after 2 minutes). */
export const SEND_CLAIM_TTL_MS = 2 * 60_000;
/** How often a send waiting on another process's claim looks again. */
const POLL_MS = 100;

const running = new Map<string, Promise<unknown>>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the claim when nobody holds it (or its holder's time ran out); true when taken. */
async function claim(db: Db, id: string, now: Date): Promise<boolean> {
  const expire = new Date(now.getTime() + SEND_CLAIM_TTL_MS);
  const taken = await db
    .insert(rateLimits)
    .values({ key: id, points: 1, expire })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { points: 1, expire },
      setWhere: lte(rateLimits.expire, now),
    })
    .returning({ key: rateLimits.key });
  return taken.length > 0;
}

async function release(db: Db, id: string, expire: Date): Promise<void> {
  await db.delete(rateLimits).where(and(eq(rateLimits.key, id), lte(rateLimits.expire, expire)));
}

/**
 * `work()` once per (`scope`, `key`): a send with no key just works; one whose key already made
 * something answers `earlier()`'s; one whose key is being worked on (here or in another process)
 * waits, then answers what the first made, or does the work itself when the first failed.
 */
export async function sendOnce<T>(
  db: Db,
  scope: string,
  key: string | null,
  earlier: () => Promise<T | null>,
  work: () => Promise<T>,
): Promise<T> {
  if (!key) return work();
  const id = `send:${scope}:${sha256(key)}`;
  let claimedAt: Date;
  for (;;) {
    const found = await earlier();
    if (found !== null) return found;
    const first = running.get(id);
    if (first) {
      await first.catch(() => undefined);
      continue;
    }
    const now = new Date();
    if (await claim(db, id, now)) {
      claimedAt = now;
      break;
    }
    await sleep(POLL_MS);
  }
  const expire = new Date(claimedAt.getTime() + SEND_CLAIM_TTL_MS);
  const promise = work().finally(() => release(db, id, expire).catch(() => undefined));
  running.set(id, promise);
  try {
    return await promise;
  } finally {
    if (running.get(id) === promise) running.delete(id);
  }
}
