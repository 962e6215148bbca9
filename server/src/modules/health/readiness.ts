// Whether this process should be given calls (GET /readyz): it has started, it is not stopping,
// its database answers and carries this build's migrations. Cheap enough for several balancers
// polling every second: the database is asked at most once per CHECK_CACHE_MS whatever the number
// of polls, one question at a time, and a question that hangs is given up after
// DATABASE_TIMEOUT_MS (the pool's hung query stays the only one until it settles).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isReady } from '../../db/migrate';

/** the database must answer `SELECT 1` within this */
export const DATABASE_TIMEOUT_MS = 2_000;
/**
 * A database answer (good or bad) is reused this long. The issue allows up to 5 s; 1 s keeps a
 * lost database visible within 3 s (1 s old answer + 2 s timeout) at one query a second per process.
 */
export const CHECK_CACHE_MS = 1_000;

export interface CheckResult {
  ok: boolean;
  /** what is wrong, for the operator (absent when ok) */
  detail?: string;
}

export type ReadinessState = 'starting' | 'ready' | 'draining';

export interface ReadinessReport {
  ready: boolean;
  state: ReadinessState;
  checks: Record<string, CheckResult>;
}

/** another condition of readiness (load shedding, later): answered without I/O */
export type ExtraCheck = () => CheckResult;

export interface Readiness {
  readonly state: ReadinessState;
  /** the app is up (its plugins and LISTEN connections are ready) */
  markStarted(): void;
  /** SIGTERM arrived: /readyz answers 503 from now on, whatever the checks say */
  markDraining(): void;
  addCheck(name: string, check: ExtraCheck): void;
  report(): Promise<ReadinessReport>;
}

export interface ReadinessOptions {
  db: Db;
  /** drizzle's folder: its journal names this build's last migration */
  migrationsFolder: string;
  now?: () => number;
  timeoutMs?: number;
  cacheMs?: number;
}

/** the `when` of the last migration in the journal (what drizzle records as created_at) */
export function lastMigrationOf(migrationsFolder: string): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** true when the installation is marked ready and carries migrations up to `expected` */
async function migrationsApplied(db: Db, expected: number): Promise<CheckResult> {
  if (!(await isReady(db)))
    return { ok: false, detail: 'the database was never prepared (no ready marker)' };
  const result = (await db.execute(
    sql`select max(created_at) as last from "drizzle"."__drizzle_migrations"`,
  )) as unknown as { rows: { last: string | number | null }[] };
  const last = Number(result.rows[0]?.last ?? 0);
  return last >= expected
    ? { ok: true }
    : { ok: false, detail: `the database lacks this build's migrations (last ${last})` };
}

export function createReadiness(opts: ReadinessOptions): Readiness {
  const now = opts.now ?? Date.now;
  const timeoutMs = opts.timeoutMs ?? DATABASE_TIMEOUT_MS;
  const cacheMs = opts.cacheMs ?? CHECK_CACHE_MS;
  const expected = lastMigrationOf(opts.migrationsFolder);
  const extra = new Map<string, ExtraCheck>();
  let state: ReadinessState = 'starting';
  /** migrations never go back once this build's are in */
  let migrated = false;
  let cached: { at: number; checks: Record<string, CheckResult> } | undefined;
  /** the question under way (one at a time), and whether it outlived its timeout */
  let asking: Promise<Record<string, CheckResult>> | undefined;
  let hung = false;

  const ask = async (): Promise<Record<string, CheckResult>> => {
    try {
      await opts.db.execute(sql`select 1`);
    } catch (err) {
      return {
        database: { ok: false, detail: `no answer: ${(err as Error).message}` },
        migrations: { ok: migrated, detail: migrated ? undefined : 'unknown' },
      };
    }
    if (!migrated) {
      const applied = await migrationsApplied(opts.db, expected).catch(
        (err: unknown): CheckResult => ({ ok: false, detail: (err as Error).message }),
      );
      migrated = applied.ok;
      return { database: { ok: true }, migrations: applied };
    }
    return { database: { ok: true }, migrations: { ok: true } };
  };

  const databaseChecks = async (): Promise<Record<string, CheckResult>> => {
    if (cached && now() - cached.at < cacheMs) return cached.checks;
    if (hung)
      // the last question is still unanswered: no second one piles up behind it
      return {
        database: { ok: false, detail: `no answer within ${timeoutMs} ms` },
        migrations: { ok: migrated, detail: migrated ? undefined : 'unknown' },
      };
    if (!asking) {
      asking = ask();
      void asking.finally(() => {
        asking = undefined;
        hung = false;
      });
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Record<string, CheckResult>>((resolve) => {
      timer = setTimeout(() => {
        hung = true;
        resolve({
          database: { ok: false, detail: `no answer within ${timeoutMs} ms` },
          migrations: { ok: migrated, detail: migrated ? undefined : 'unknown' },
        });
      }, timeoutMs);
      timer.unref();
    });
    const checks = await Promise.race([asking, timeout]);
    clearTimeout(timer);
    cached = { at: now(), checks };
    return checks;
  };

  return {
    get state() {
      return state;
    },
    markStarted() {
      if (state === 'starting') state = 'ready';
    },
    markDraining() {
      state = 'draining';
    },
    addCheck(name, check) {
      extra.set(name, check);
    },
    async report() {
      // a stopping process answers at once, without asking the database
      const database = state === 'draining' ? {} : await databaseChecks();
      // the state as it is now, after the database answered (SIGTERM may have come meanwhile)
      const checks: Record<string, CheckResult> = {
        started:
          state === 'starting' ? { ok: false, detail: 'the process is starting' } : { ok: true },
        shutdown:
          state === 'draining'
            ? { ok: false, detail: 'the process is stopping (SIGTERM)' }
            : { ok: true },
        ...(state === 'draining' ? {} : database),
      };
      for (const [name, check] of extra) checks[name] = check();
      const ready = state === 'ready' && Object.values(checks).every((c) => c.ok);
      return { ready, state, checks };
    },
  };
}
