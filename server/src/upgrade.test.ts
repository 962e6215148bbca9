// Upgrades keep members' data: the current server starts on a database the PREVIOUS release wrote
// (its first start: migrated and seeded), migrates it, and every row of every table that release
// had is still there with the same values in the same columns; then every route answers without a
// 5xx. The fixtures (an embedded-database folder and a PostgreSQL dump) come from
// scripts/release/previous-release-fixtures.mjs, refreshed at each release that changes the schema.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { postgresDatabase, type Database } from './db/client';
import { prepareDatabase } from './db/migrate';
import { DEMO_PASSWORD } from './db/seed';
import { MIGRATIONS, SERVER_ROOT, onPostgres, pgliteAt, testConfig } from './test/helpers';

const FIXTURES = path.join(SERVER_ROOT, 'test-fixtures', 'previous-release');
const release = JSON.parse(readFileSync(path.join(FIXTURES, 'RELEASE.json'), 'utf8')) as {
  ref: string;
  commit: string;
  migrations: string[];
};

type Snapshot = Record<string, { columns: string[]; rows: number; digest: string }>;

/** Every public table: its columns, its row count and a digest of its rows in those columns. */
async function snapshot(database: Database, only?: Snapshot): Promise<Snapshot> {
  const tables = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  const out: Snapshot = {};
  for (const { table_name: table } of tables.rows) {
    if (only && !only[table]) continue;
    const columns =
      only?.[table].columns ??
      (
        (await database.db.execute(
          sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
        )) as unknown as { rows: { column_name: string }[] }
      ).rows.map((r) => r.column_name);
    const list = columns.map((c) => `"${c}"`).join(', ');
    const res = (await database.db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as d from (select row(${list}) as r from "${table}") x`,
      ),
    )) as unknown as { rows: { n: number; d: string }[] };
    out[table] = { columns, rows: Number(res.rows[0].n), digest: res.rows[0].d };
  }
  return out;
}

/** The app's routes, from Fastify's own route tree. */
function routesOf(app: FastifyInstance): { method: string; url: string }[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const found: { method: string; url: string }[] = [];
  for (const m of tree.matchAll(/(\/\S*) \(([A-Z, ]+)\)/g)) {
    for (const method of m[2].split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') found.push({ method, url: m[1] });
    }
  }
  return found;
}

async function checkUpgrade(database: Database) {
  const before = await snapshot(database);
  expect(before.users?.rows).toBeGreaterThan(0);
  await prepareDatabase(database, MIGRATIONS);
  // every table, column and row of the previous release, unchanged
  expect(await snapshot(database, before)).toEqual(before);

  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'club-upgrade-uploads-'));
  const app = await buildApp({ config: testConfig({ uploadsDir }), database });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@club.local', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = String(login.headers['x-auth-token']);
    const init = await app.inject({ url: '/api/cabinet/init', headers: { 'x-auth-token': token } });
    expect(init.json().result.profile.email).toBe('demo@club.local');

    const routes = routesOf(app)
      // the realtime stream never ends; logout comes last so the token serves every other call
      .filter((r) => !/stream|realtime|\/events?$/.test(r.url) && !/logout/.test(r.url));
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const r of routes) {
      const url = r.url.replace(/:[a-z_]+\??/gi, '1').replace(/\*$/, 'x');
      const res = await app.inject({
        method: r.method as 'GET',
        url,
        headers: { 'x-auth-token': token },
        ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (res.statusCode >= 500) failures.push(`${r.method} ${url} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  } finally {
    await app.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

// Each half runs in its own pass of test:all: the PGlite folder here, the pg_dump on PostgreSQL.
(onPostgres ? describe.skip : describe)('upgrade from the previous release (PGlite folder)', () => {
  it(`keeps members' data of ${release.ref} and answers every route`, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'club-upgrade-pglite-'));
    execFileSync('tar', ['-xzf', path.join(FIXTURES, 'pglite.tar.gz'), '-C', dir]);
    const database = await pgliteAt(path.join(dir, 'pglite'));
    try {
      await checkUpgrade(database);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

(onPostgres ? describe : describe.skip)(
  'upgrade from the previous release (PostgreSQL dump)',
  () => {
    it(`keeps members' data of ${release.ref} and answers every route`, async () => {
      const adminUrl = String(process.env.DATABASE_URL);
      const name = `club_upgrade_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const psql = existsSync('/usr/lib/postgresql/15/bin/psql')
        ? '/usr/lib/postgresql/15/bin/psql'
        : 'psql';
      execFileSync(psql, ['-q', '-v', 'ON_ERROR_STOP=1', '-d', url.toString(), '-f', '-'], {
        input: gunzipSync(readFileSync(path.join(FIXTURES, 'postgres.sql.gz'))),
        stdio: ['pipe', 'ignore', 'inherit'],
      });
      const database = postgresDatabase(url.toString());
      try {
        await checkUpgrade(database);
      } finally {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }, 300_000);
  },
);
