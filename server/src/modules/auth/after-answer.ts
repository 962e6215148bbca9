// A password recovery's work after its answer (issue 42): the answer to POST
// /api/auth/pass_recovery leaves before the address is even looked up, so how long it takes says
// nothing about whether the address has an account. The lookup, the link, the letter and the
// outbox follow. What is under way is kept per database, so a graceful stop (and a test) waits for it.
import type { FastifyBaseLogger } from 'fastify';
import { perDatabase } from '../../lib/hot-cache';

const pending = perDatabase((_db: object) => new Set<Promise<void>>());

/**
 * Runs `task` once the answer is out: on the next turn of the event loop, so that whatever the
 * process has to do for the answer (the embedded database works on this thread) comes first. A
 * failure is logged (nobody is waiting for it).
 */
export function afterAnswer(db: object, log: FastifyBaseLogger, task: () => Promise<void>): void {
  const under = pending(db);
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((err: unknown) => log.error({ err }, 'password recovery failed after its answer'))
    .finally(() => under.delete(run));
  under.add(run);
}

/** Resolves once the work started so far, and whatever it started meanwhile, is done. */
export async function answeredWorkDone(db: object): Promise<void> {
  const under = pending(db);
  while (under.size > 0) await Promise.all([...under]);
}
