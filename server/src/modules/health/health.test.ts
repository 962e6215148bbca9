// GET /livez and GET /readyz: what a balancer polling every second sees in each state of a
// process (starting, ready, database lost and back, draining), and what it costs the database.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Db } from '../../db/client';
import { createTestDb, MIGRATIONS, testConfig, type TestDb } from '../../test/helpers';
import { createReadiness, lastMigrationOf } from './readiness';

/**
 * The test database's `db`, whose `execute` (what the readiness asks: SELECT 1) can be made to
 * fail at once ('down', a stopped server) or hang until the mode changes ('hung', a partition).
 */
function switchable(db: Db) {
  let mode: 'up' | 'down' | 'hung' = 'up';
  let unhang: (() => void)[] = [];
  let asked = 0;
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (prop !== 'execute' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        asked += 1;
        if (mode === 'down') return Promise.reject(new Error('connect ECONNREFUSED'));
        if (mode === 'hung')
          return new Promise((_resolve, reject) =>
            unhang.push(() => reject(new Error('Connection terminated'))),
          );
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    db: proxy,
    asked: () => asked,
    set(next: 'up' | 'down' | 'hung') {
      mode = next;
      if (next !== 'hung') {
        for (const release of unhang) release();
        unhang = [];
      }
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('readiness', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(async () => {
    await testDb.drop();
  });

  test('starting, ready, draining: only a started process that is not stopping is ready', async () => {
    const readiness = createReadiness({ db: testDb.database.db, migrationsFolder: MIGRATIONS });
    let report = await readiness.report();
    expect(report).toMatchObject({ ready: false, state: 'starting' });
    expect(report.checks.started).toEqual({ ok: false, detail: 'the process is starting' });
    expect(report.checks.database).toEqual({ ok: true });

    readiness.markStarted();
    report = await readiness.report();
    expect(report).toEqual({
      ready: true,
      state: 'ready',
      checks: {
        started: { ok: true },
        shutdown: { ok: true },
        database: { ok: true },
        migrations: { ok: true },
      },
    });

    readiness.markDraining();
    report = await readiness.report();
    expect(report.ready).toBe(false);
    expect(report.state).toBe('draining');
    expect(report.checks.shutdown).toEqual({
      ok: false,
      detail: 'the process is stopping (SIGTERM)',
    });
    // a stopping process never becomes ready again
    readiness.markStarted();
    expect((await readiness.report()).state).toBe('draining');
  });

  test('the database is asked once per second at most, however many balancers poll', async () => {
    const db = switchable(testDb.database.db);
    let clock = 0;
    const readiness = createReadiness({
      db: db.db,
      migrationsFolder: MIGRATIONS,
      now: () => clock,
    });
    readiness.markStarted();
    // ten balancers at once, then again within the second
    await Promise.all(Array.from({ length: 10 }, () => readiness.report()));
    const first = db.asked();
    await Promise.all(Array.from({ length: 10 }, () => readiness.report()));
    expect(db.asked()).toBe(first);
    clock += 1_000;
    await readiness.report();
    // SELECT 1 only: the migrations were confirmed once
    expect(db.asked()).toBe(first + 1);
  });

  test('a lost database: 503 within 3 s (refused or hung), ready again once it answers', async () => {
    const db = switchable(testDb.database.db);
    const readiness = createReadiness({ db: db.db, migrationsFolder: MIGRATIONS });
    readiness.markStarted();
    expect((await readiness.report()).ready).toBe(true);

    // refused: seen at the next poll after the cached second
    db.set('down');
    let lostAt = Date.now();
    let report = await readiness.report();
    while (report.ready && Date.now() - lostAt < 3_000) {
      await sleep(100);
      report = await readiness.report();
    }
    expect(Date.now() - lostAt).toBeLessThan(3_000);
    expect(report.ready).toBe(false);
    expect(report.checks.database.ok).toBe(false);
    expect(report.checks.database.detail).toContain('ECONNREFUSED');
    // what was confirmed before stays so: the database check is what fails
    expect(report.checks.migrations).toEqual({ ok: true });

    db.set('up');
    await sleep(1_000);
    expect((await readiness.report()).ready).toBe(true);

    // hung: no answer within 2 s is an answer too, and no second question piles up behind it
    db.set('hung');
    lostAt = Date.now();
    await sleep(1_000);
    const asked = db.asked();
    report = await readiness.report();
    expect(Date.now() - lostAt).toBeLessThan(3_200);
    expect(report.ready).toBe(false);
    expect(report.checks.database).toEqual({ ok: false, detail: 'no answer within 2000 ms' });
    await sleep(1_000);
    const again = Date.now();
    report = await readiness.report();
    expect(Date.now() - again).toBeLessThan(100);
    expect(report.checks.database.ok).toBe(false);
    expect(db.asked()).toBe(asked + 1);

    // back: the hung question ends (the pool gives up on it), the next poll asks afresh
    db.set('up');
    const backAt = Date.now();
    while (!(await readiness.report()).ready && Date.now() - backAt < 5_000) await sleep(100);
    expect(Date.now() - backAt).toBeLessThan(5_000);
  });

  test("a database without this build's migrations is not ready", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'club-migrations-'));
    try {
      mkdirSync(path.join(folder, 'meta'));
      const later = lastMigrationOf(MIGRATIONS) + 1;
      writeFileSync(
        path.join(folder, 'meta', '_journal.json'),
        JSON.stringify({ entries: [{ idx: 0, when: later, tag: '9999_next' }] }),
      );
      const readiness = createReadiness({ db: testDb.database.db, migrationsFolder: folder });
      readiness.markStarted();
      const report = await readiness.report();
      expect(report.ready).toBe(false);
      expect(report.checks.database).toEqual({ ok: true });
      expect(report.checks.migrations.ok).toBe(false);
      expect(report.checks.migrations.detail).toMatch(/lacks this build's migrations/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('another condition (load shedding) makes the process unready by name', async () => {
    const readiness = createReadiness({ db: testDb.database.db, migrationsFolder: MIGRATIONS });
    readiness.markStarted();
    let shedding = true;
    readiness.addCheck('load', () =>
      shedding ? { ok: false, detail: 'event loop delay over 200 ms' } : { ok: true },
    );
    let report = await readiness.report();
    expect(report.ready).toBe(false);
    expect(report.checks.load).toEqual({ ok: false, detail: 'event loop delay over 200 ms' });
    shedding = false;
    report = await readiness.report();
    expect(report.ready).toBe(true);
  });
});

describe('GET /livez and GET /readyz', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let db: ReturnType<typeof switchable>;
  beforeAll(async () => {
    testDb = await createTestDb();
    db = switchable(testDb.database.db);
    app = await buildApp({
      config: testConfig(),
      database: { ...testDb.database, db: db.db },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  test('a ready process: 200 on both, each check named, no token needed, never cached', async () => {
    const live = await app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      state: 'ready',
      checks: {
        started: { ok: true },
        shutdown: { ok: true },
        database: { ok: true },
        migrations: { ok: true },
      },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
    // a balancer's HEAD probe
    expect((await app.inject({ method: 'HEAD', url: '/readyz' })).statusCode).toBe(200);
  });

  test('the database lost: /readyz 503 naming it, /livez still 200 at once (no I/O)', async () => {
    db.set('hung');
    try {
      await sleep(1_000);
      const asked = db.asked();
      const started = Date.now();
      const live = await app.inject({ method: 'GET', url: '/livez' });
      expect(live.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(200);
      expect(db.asked()).toBe(asked);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'unavailable',
        state: 'ready',
        checks: { database: { ok: false, detail: 'no answer within 2000 ms' } },
      });
    } finally {
      db.set('up');
    }
    await sleep(1_000);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  test('SIGTERM (draining): /readyz 503 at once, without asking the database; /livez 200', async () => {
    const asked = db.asked();
    app.health.markDraining();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      state: 'draining',
      checks: {
        started: { ok: true },
        shutdown: { ok: false, detail: 'the process is stopping (SIGTERM)' },
      },
    });
    expect(db.asked()).toBe(asked);
    expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
  });
});
