// The durable outbox (issue 31). `write` adds a letter as a row inside the caller's transaction, so
// a letter exists exactly when what caused it was committed (an account without its welcome
// letter, or the reverse, cannot happen). The worker of every API process then sends what is due:
// - a letter is claimed by one UPDATE whose subquery takes rows `FOR UPDATE SKIP LOCKED` and sets a
//   lease (lease_until), so two processes never hold the same letter; a process killed mid-send
//   leaves a lease that simply expires, and the letter is sent by whichever process comes next;
// - a failed send keeps the letter, tried again after a growing delay (30 s doubling up to 1 hour)
//   for MAIL_RETRY_HOURS (72 by default), then it is marked failed and logged, never deleted;
// - when the server cannot take mail at all (down, refusing, timing out) the batch stops at the
//   first letter, and the others wait without counting a try;
// - a delivered letter's parts are erased: its link (a one-use token) stays nowhere in the database.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { deliveryOf, type MailConfig } from './config';
import type { Letter, LetterKind } from './letters';
import { isLetterError, mailboxTransport, smtpTransport, type MailTransport } from './transport';

const HOUR = 3600_000;
const FIRST_RETRY_MS = 30_000;
/** what a graceful stop waits for the letter under way (the whole stop has 10 s: main.ts) */
const STOP_GRACE_MS = 5000;

/** The wait after the `attempt`-th failed try (1-based): 30 s, 1 min, 2 min ... at most 1 hour. */
export const retryDelayMs = (attempt: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), HOUR);

export interface NewLetter extends Letter {
  kind: LetterKind;
  /** the member it concerns, if any */
  userId: number | null;
  to: string;
}

export interface RunResult {
  /** letters this run claimed */
  claimed: number;
  sent: number;
  /** tries that failed (the letters wait for their next try, or were given up) */
  failed: number;
}

export interface Mailer {
  delivery: 'smtp' | 'mailbox';
  /** the club's public address (PUBLIC_URL) + a path: the links of letters */
  link(pathAndHash: string): string;
  /** Adds a letter to the outbox in the caller's transaction; answers its id. */
  write(db: Db, letter: NewLetter): Promise<number>;
  /** After a commit that wrote letters: send them now rather than at the next poll. */
  kick(): void;
  /** Starts this process's worker (main.ts, after listening). */
  start(): void;
  /** Stops the worker: no new claims; the letter being sent gets a few seconds to finish. */
  stop(): Promise<void>;
  /** One pass over the letters due (the worker's step; tests call it directly). */
  runOnce(): Promise<RunResult>;
  /** this process's name in claimed_by */
  readonly identity: string;
}

export interface MailerOptions {
  db: Db;
  config: MailConfig;
  /** where failures are told (silent when none is given) */
  log?: FastifyBaseLogger;
  /** a transport of the caller's (tests); by default SMTP when configured, else the mailbox */
  transport?: MailTransport;
  /** real time (the outbox never reads a member's moved clock) */
  now?: () => Date;
}

const quiet = () => undefined;
const silentLog = {
  info: quiet,
  warn: quiet,
  error: quiet,
  debug: quiet,
  trace: quiet,
  fatal: quiet,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

/** The domain of the From address, for Message-IDs. */
function senderDomain(config: MailConfig): string {
  const match = /@([^\s>]+)>?\s*$/.exec(config.from);
  return match?.[1] ?? new URL(config.publicUrl).hostname;
}

/** a server's refusal may quote the recipient: the log never holds an address */
const withoutAddresses = (text: string) => text.replace(/[^\s<>"'@]+@[^\s<>"']+/g, '<address>');

const shortError = (err: unknown) => {
  const e = err as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [e?.code, e?.responseCode, e?.message].filter((p) => p !== undefined && p !== '');
  return parts.join(' ').slice(0, 500) || 'unknown error';
};

export function createMailer(opts: MailerOptions): Mailer {
  const { db, config } = opts;
  const log = opts.log ?? silentLog;
  const now = opts.now ?? (() => new Date());
  const identity = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const domain = senderDomain(config);
  let transport: MailTransport | null = opts.transport ?? null;
  const transportOf = () =>
    (transport ??= config.smtp ? smtpTransport(config.smtp) : mailboxTransport(config.mailboxDir));

  let stopped = true;
  /** set by stop(): the pass under way hands back the letters it has not tried yet */
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  async function write(tx: Db, letter: NewLetter): Promise<number> {
    const at = now();
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        kind: letter.kind,
        userId: letter.userId,
        recipient: letter.to.trim().toLowerCase(),
        subject: letter.subject,
        html: letter.html,
        text: letter.text,
        messageId: `<${randomBytes(12).toString('hex')}.${at.getTime().toString(36)}@${domain}>`,
        nextAttemptAt: at,
        createdAt: at,
      })
      .returning({ id: mailOutbox.id });
    return row.id;
  }

  /** Takes up to `batch` letters that are due and not held by a live lease. */
  async function claim() {
    const at = now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, at),
          or(isNull(mailOutbox.leaseUntil), lte(mailOutbox.leaseUntil, at)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(config.batch)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        leaseUntil: new Date(at.getTime() + config.leaseMs),
        claimedBy: identity,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  const mine = (id: number) => and(eq(mailOutbox.id, id), eq(mailOutbox.claimedBy, identity));

  async function sent(id: number) {
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: now(),
        leaseUntil: null,
        lastError: null,
        html: null,
        text: null,
      })
      .where(mine(id));
  }

  async function failed(row: typeof mailOutbox.$inferSelect, err: unknown) {
    const at = now();
    const next = new Date(at.getTime() + retryDelayMs(row.attempts));
    const giveUp = next.getTime() - row.createdAt.getTime() > config.retryForMs;
    await db
      .update(mailOutbox)
      .set({
        status: giveUp ? 'failed' : 'pending',
        nextAttemptAt: next,
        leaseUntil: null,
        lastError: shortError(err),
      })
      .where(mine(row.id));
    const fields = {
      letterId: row.id,
      kind: row.kind,
      attempts: row.attempts,
      err: withoutAddresses(shortError(err)),
    };
    if (giveUp) log.error(fields, 'mail: a letter could not be delivered in time; given up');
    else log.warn({ ...fields, retryAt: next.toISOString() }, 'mail: send failed; will retry');
  }

  /** Hands claimed letters back untouched (not tried): free at once, no try counted. */
  async function release(ids: number[]) {
    if (!ids.length) return;
    await db
      .update(mailOutbox)
      .set({ leaseUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
      .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.claimedBy, identity)));
  }

  async function runOnce(): Promise<RunResult> {
    const rows = await claim();
    const result: RunResult = { claimed: rows.length, sent: 0, failed: 0 };
    for (const [i, row] of rows.entries()) {
      try {
        if (row.html === null || row.text === null) throw new Error('the letter has no content');
        await transportOf().send({
          id: row.id,
          from: config.from,
          to: row.recipient,
          subject: row.subject,
          html: row.html,
          text: row.text,
          messageId: row.messageId,
          date: row.createdAt,
        });
        await sent(row.id);
        result.sent += 1;
      } catch (err) {
        await failed(row, err);
        result.failed += 1;
        if (!isLetterError(err)) {
          // the server takes no mail now: the rest wait for the next pass, no try counted
          await release(rows.slice(i + 1).map((r) => r.id));
          break;
        }
      }
      if (stopping && i < rows.length - 1) {
        await release(rows.slice(i + 1).map((r) => r.id));
        break;
      }
    }
    return result;
  }

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  }

  async function tick() {
    timer = null;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        for (;;) {
          const r = await runOnce();
          // a full batch sent: more may be due; a failure or a short batch: wait for the poll
          if (stopped || r.failed > 0 || r.claimed < config.batch) break;
        }
      } catch (err) {
        log.error({ err }, 'mail: the outbox worker failed a pass');
      }
    })();
    await running;
    running = null;
    const soon = again;
    again = false;
    schedule(soon ? 0 : config.pollMs);
  }

  return {
    delivery: opts.transport?.kind ?? deliveryOf(config),
    identity,
    link: (pathAndHash) => `${config.publicUrl}${pathAndHash}`,
    write,
    runOnce,
    kick() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      log.info(
        { delivery: deliveryOf(config), ...(config.smtp ? {} : { mailbox: config.mailboxDir }) },
        'mail: outbox worker started',
      );
      schedule(0);
    },
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) {
        // the letter under way gets a moment; one still going keeps its lease, which expires
        let wait: NodeJS.Timeout | undefined;
        await Promise.race([
          running,
          new Promise<void>((resolve) => (wait = setTimeout(resolve, STOP_GRACE_MS))),
        ]);
        if (wait) clearTimeout(wait);
      }
      if (running) return;
      transport?.close();
      if (!opts.transport) transport = null;
    },
  };
}
