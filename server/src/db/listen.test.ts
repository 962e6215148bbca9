// The NOTIFY listener: one connection per Database for all its channels, and on PostgreSQL a
// connection that drops (a restart, a failover, a killed backend) comes back by itself, LISTENs
// again and tells its subscribers to resume. PostgreSQL parts run in test:all's PostgreSQL pass.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { postgresDatabase, type Database } from './client';
import { LISTENER_APP_NAME } from './listener';
import {
  loginAs,
  createTestDb,
  onPostgres,
  setup,
  type TestContext,
  type TestDb,
} from '../test/helpers';
import { openStream } from '../modules/realtime/testing';

/** Polls `check` until it holds, for at most `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A subscriber that records what it heard and how often it was told to resume. */
function recorder() {
  const heard: string[] = [];
  let resumed = 0;
  return {
    heard,
    resumes: () => resumed,
    onPayload: (p: string) => heard.push(p),
    onResume: () => void resumed++,
  };
}

describe('listen (both databases)', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
  });
  afterAll(() => testDb.drop());

  it('delivers a NOTIFY to the subscribers of its channel only, until they unsubscribe', async () => {
    const { database } = testDb;
    const a = recorder();
    const b = recorder();
    const unA = await database.listen('listen_test_a', a.onPayload, a.onResume);
    const unB = await database.listen('listen_test_b', b.onPayload, b.onResume);
    await database.db.execute(sql`select pg_notify('listen_test_a', 'one')`);
    expect(await until(() => a.heard.includes('one'))).toBe(true);
    await unA();
    await database.db.execute(sql`select pg_notify('listen_test_a', 'two')`);
    await database.db.execute(sql`select pg_notify('listen_test_b', 'three')`);
    expect(await until(() => b.heard.includes('three'))).toBe(true);
    expect(a.heard).toEqual(['one']);
    await unB();
    await expect(database.listen('bad-channel', () => undefined)).rejects.toThrow('bad channel');
  });
});

(onPostgres ? describe : describe.skip)('the NOTIFY listener on PostgreSQL', () => {
  let testDb: TestDb;
  let admin: pg.Client;
  const opened: Database[] = [];
  /** the listener backends of this file's database */
  const listenerPids = async (): Promise<number[]> =>
    (
      await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and application_name = $1 order by pid`,
        [LISTENER_APP_NAME],
      )
    ).rows.map((r) => r.pid);
  const kill = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);
  const notify = (channel: string, payload: string) =>
    admin.query('select pg_notify($1, $2)', [channel, payload]);
  const open = () => {
    const database = postgresDatabase(testDb.url as string);
    opened.push(database);
    const states: string[] = [];
    database.onListenerState?.((state) => states.push(state));
    return { database, states };
  };
  /** Subscribes, and returns the pid of the listener backend that appeared for it. */
  const listenNew = async (database: Database, channel: string, sub = recorder()) => {
    const before = await listenerPids();
    await database.listen(channel, sub.onPayload, sub.onResume);
    const pids = (await listenerPids()).filter((p) => !before.includes(p));
    expect(pids).toHaveLength(1);
    return pids[0];
  };

  beforeAll(async () => {
    testDb = await createTestDb();
    admin = new pg.Client({ connectionString: testDb.url });
    await admin.connect();
  });
  afterAll(async () => {
    try {
      // closed already by the tests that passed (a pool ends once)
      await Promise.all(opened.map((d) => d.close().catch(() => undefined)));
    } finally {
      await admin.end();
      await testDb.drop();
    }
  });

  it('comes back after its backend is killed, LISTENs every channel again and resumes every subscriber', async () => {
    const { database, states } = open();
    const a = recorder();
    const a2 = recorder();
    const b = recorder();
    const pid = await listenNew(database, 'listen_a', a);
    await database.listen('listen_a', a2.onPayload, a2.onResume);
    await database.listen('listen_b', b.onPayload, b.onResume);
    // three subscribers, two channels: one connection
    expect(await listenerPids()).toEqual([pid]);
    await notify('listen_a', 'before');
    expect(await until(() => a.heard.includes('before') && a2.heard.includes('before'))).toBe(true);

    await kill(pid);
    expect(await until(() => [a, a2, b].every((s) => s.resumes() === 1))).toBe(true);
    expect(states).toEqual(['lost', 'resumed']);
    const [again] = await listenerPids();
    expect(again).not.toBe(pid);
    expect(await listenerPids()).toEqual([again]);

    await notify('listen_a', 'after');
    await notify('listen_b', 'after b');
    expect(await until(() => a.heard.includes('after') && b.heard.includes('after b'))).toBe(true);
    expect(a.heard).toEqual(['before', 'after']);
    expect(b.heard).toEqual(['after b']);

    // a second Database has a connection of its own, shared by its channels too
    const other = open();
    await other.database.listen('listen_a', () => undefined);
    await other.database.listen('listen_c', () => undefined);
    expect(await listenerPids()).toHaveLength(2);
    await other.database.close();
    expect(await until(async () => (await listenerPids()).length === 1)).toBe(true);
    await database.close();
    expect(await until(async () => (await listenerPids()).length === 0)).toBe(true);
  });

  it('keeps trying while the server refuses it, and resumes once it lets it in', async () => {
    const { database, states } = open();
    const a = recorder();
    const pid = await listenNew(database, 'listen_a', a);
    const name = (await admin.query<{ db: string }>('select current_database() as db')).rows[0].db;
    // from another database: the current one's connections cannot be disallowed
    const server = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await server.connect();
    await server.query(`alter database ${name} with allow_connections false`);
    try {
      await kill(pid);
      // the attempts at 0.5 s and 1.5 s after the drop are refused
      await sleep(1800);
      expect(states).toEqual(['lost']);
      expect(a.resumes()).toBe(0);
    } finally {
      await server.query(`alter database ${name} with allow_connections true`);
      await server.end();
    }
    // the next attempt, 2 s later, gets in
    expect(await until(() => a.resumes() === 1, 5000)).toBe(true);
    expect(states).toEqual(['lost', 'resumed']);
    await notify('listen_a', 'back');
    expect(await until(() => a.heard.includes('back'))).toBe(true);
    await database.close();
  });

  it('never reconnects once closed, even when closed while reconnecting', async () => {
    const before = await listenerPids();
    const { database, states } = open();
    const a = recorder();
    await kill(await listenNew(database, 'listen_a', a));
    expect(await until(() => states.includes('lost'))).toBe(true);
    await database.close();
    // well past the first attempts (0.5 s, then 1 s later)
    await sleep(2000);
    expect(await listenerPids()).toEqual(before);
    expect(states).toEqual(['lost']);
    expect(a.resumes()).toBe(0);
  });
});

(onPostgres ? describe : describe.skip)('an app whose listener came back (PostgreSQL)', () => {
  let ctx: TestContext;
  let admin: pg.Client;
  beforeAll(async () => {
    ctx = await setup();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    admin = new pg.Client({ connectionString: ctx.testDb.url });
    await admin.connect();
  });
  afterAll(async () => {
    try {
      await admin.end();
    } finally {
      await ctx.close();
    }
  });

  const init = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/cabinet/init', headers: { 'x-auth-token': token } });

  it("drops cached sessions, closes ended sessions' streams and pushes fresh counts: changes whose NOTIFY was missed show", async () => {
    const states: string[] = [];
    ctx.testDb.database.onListenerState?.((state) => states.push(state));
    const token = await loginAs(ctx.app);
    const member = (await init(token)).json().result.profile.id as number;
    const stream = await openStream(ctx.app, token);
    const unread = (await stream.counts(() => true)).notifications.count;
    const other = await loginAs(ctx.app, 'demo2@club.local');
    expect((await init(other)).statusCode).toBe(200);
    const otherStream = await openStream(ctx.app, other);
    await otherStream.counts(() => true);
    const otherClosed = new Promise<void>((resolve) => otherStream.res.on('close', resolve));

    // changes made while the listener is deaf: written without any NOTIFY
    await admin.query(
      `insert into notifications (user_id, content, created_at) values ($1, 'missed', now())`,
      [member],
    );
    await admin.query(
      `update sessions set revoked_at = now()
        where user_id = (select id from users where email = 'demo2@club.local')`,
    );
    // the cached session is still trusted: only a NOTIFY or the TTL would drop it
    expect((await init(other)).statusCode).toBe(200);

    const [pid] = (
      await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and application_name = $1`,
        [LISTENER_APP_NAME],
      )
    ).rows;
    await admin.query('select pg_terminate_backend($1)', [pid.pid]);
    expect(await until(() => states.includes('resumed'))).toBe(true);
    await stream.counts((c) => c.notifications.count === unread + 1);
    expect((await init(other)).statusCode).toBe(401);
    expect((await init(token)).statusCode).toBe(200);
    // the revoked session's stream is closed by the server; the live one stays open
    await otherClosed;
    expect(stream.res.destroyed).toBe(false);
    stream.close();
  });
});
