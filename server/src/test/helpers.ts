// Test helpers: a migrated and seeded database of its own per test file (in-memory PGlite, or a
// throwaway database on the PostgreSQL of DATABASE_URL), copied from the run's snapshot, and an
// app built on it.
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { Blob } from 'node:buffer';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PGlite as PGliteType } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, pgliteDatabase, postgresDatabase } from '../db/client';
import { prepareDatabase } from '../db/migrate';
import { DEMO_PASSWORD, type SeedOptions } from '../db/seed';
import { localFileStorage, urlSigner } from '../lib/storage';

export const SERVER_ROOT = path.resolve(__dirname, '..', '..');
export const MIGRATIONS = path.join(SERVER_ROOT, 'drizzle');
export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * PGlite's CommonJS build loads its node helpers with dynamic import(), which jest's module
 * sandbox cannot run (without --experimental-vm-modules, which in turn breaks ESM-only
 * dependencies). So the tests load PGlite with Node's own require, outside the sandbox.
 */
async function newPglite(source?: string | Blob): Promise<PGliteType> {
  const nativeRequire = (globalThis as { __nativeRequire?: NodeJS.Require }).__nativeRequire;
  const mod = (
    nativeRequire ? nativeRequire('@electric-sql/pglite') : await import('@electric-sql/pglite')
  ) as {
    PGlite: typeof PGliteType;
  };
  const client =
    typeof source === 'string'
      ? new mod.PGlite(source)
      : source
        ? new mod.PGlite({ loadDataDir: source })
        : new mod.PGlite();
  await client.waitReady;
  return client;
}

/** PGlite in a folder (for data folder tests), loaded outside jest's sandbox like the others. */
export async function pgliteAt(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  return pgliteDatabase(await newPglite(dataDir));
}

/**
 * PGlite on a folder, a dump loaded into it first when given (the backup commands' opener,
 * backup/create.ts), outside jest's sandbox.
 */
export async function pgliteFolder(dataDir: string, load?: globalThis.Blob): Promise<PGliteType> {
  mkdirSync(dataDir, { recursive: true });
  const nativeRequire = (globalThis as { __nativeRequire?: NodeJS.Require }).__nativeRequire;
  const mod = (
    nativeRequire ? nativeRequire('@electric-sql/pglite') : await import('@electric-sql/pglite')
  ) as { PGlite: typeof PGliteType };
  const client = new mod.PGlite(dataDir, load ? { loadDataDir: load } : {});
  await client.waitReady;
  return client;
}

export interface TestDb {
  database: Database;
  /** connection string of the per-file database (PostgreSQL only) */
  url?: string;
  drop(): Promise<void>;
}

/*
 * Seeded snapshots. Migrating and seeding a database takes far longer than copying one, so a run
 * (jest.global-setup.cjs: CLUB_TEST_RUN, CLUB_TEST_SNAPSHOTS) prepares it once per variant and
 * every test file gets its own copy: a PGlite data folder dumped to a tar file, a PostgreSQL
 * template database. Without the run's setup (another jest config) each file seeds afresh.
 */

/**
 * What the prepared database depends on: a change to any of these builds a new snapshot. The
 * seeds import from lib/ and modules/ too, so the whole source tree counts (tests excepted).
 */
const SNAPSHOT_SOURCES = [MIGRATIONS, path.join(SERVER_ROOT, 'src')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(file);
      return entry.name.endsWith('.test.ts') ? [] : [file];
    });
}

let sourcesHash: string | undefined;

/**
 * The snapshot's name: variant, content hash of its sources, and the quarter hour it is used in.
 * The seed writes dates relative to its clock (courses expiring in N days, messages N minutes
 * ago), so a copy is at most 15 minutes old and no calendar day (of any zone whose offset is a
 * multiple of 15 minutes) turns between seeding and using it.
 */
function snapshotName(variant: string): string {
  if (!sourcesHash) {
    const hash = createHash('sha256');
    for (const file of SNAPSHOT_SOURCES.flatMap(sourceFiles)) {
      hash.update(path.relative(SERVER_ROOT, file)).update('\0').update(readFileSync(file));
    }
    sourcesHash = hash.digest('hex').slice(0, 12);
  }
  const now = new Date();
  const quarter = Math.floor(now.getUTCMinutes() / 15);
  const stamp = now.toISOString().slice(0, 13).replace(/\D/g, '') + quarter;
  return `${variant}_${sourcesHash}_${stamp}`;
}

/** A snapshot variant: how to seed it, and the files it stored (a folder copied per test file). */
interface Variant {
  name: string;
  seedOptions(filesDir: string): SeedOptions;
}

const PLAIN: Variant = { name: 'plain', seedOptions: () => ({}) };
const WITH_PHOTOS: Variant = {
  name: 'photos',
  seedOptions: (filesDir) => ({
    storage: localFileStorage(filesDir, urlSigner(randomBytes(16).toString('hex'))),
  }),
};

const lockTime = (lock: string) => {
  try {
    return statSync(lock).mtimeMs;
  } catch {
    return Date.now(); // just released
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The run's PGlite snapshot of a variant, built by the first test file that needs it: jest's
 * workers are separate processes, so the builder holds a lock folder and writes the tar file
 * beside it and renames it into place; the others wait for the file.
 */
async function pgliteSnapshot(
  root: string,
  variant: Variant,
): Promise<{ tar: string; files: string }> {
  const base = path.join(root, `pglite_${snapshotName(variant.name)}`);
  const tar = `${base}.tar`;
  const files = `${base}.files`;
  const lock = `${base}.lock`;
  const deadline = Date.now() + 10 * 60_000;
  while (!existsSync(tar)) {
    if (Date.now() > deadline) throw new Error(`no PGlite snapshot after 10 minutes: ${tar}`);
    try {
      mkdirSync(lock);
    } catch {
      // another worker is building it; a lock left by a worker that died is taken over
      if (Date.now() - lockTime(lock) > 5 * 60_000) rmSync(lock, { recursive: true, force: true });
      await sleep(200);
      continue;
    }
    try {
      if (existsSync(tar)) break;
      rmSync(files, { recursive: true, force: true });
      mkdirSync(files);
      const database = pgliteDatabase(await newPglite());
      await prepareDatabase(database, MIGRATIONS, variant.seedOptions(files));
      const client = (database.db as unknown as { $client: PGliteType }).$client;
      // the dump copies the files as they are: write every dirty page first
      await client.exec('CHECKPOINT');
      const dump = await client.dumpDataDir('none');
      await database.close();
      const partial = `${tar}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, tar);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return { tar, files };
}

/**
 * The run's PostgreSQL template of a variant (created once, under an advisory lock: the first
 * file builds it under a temporary name and renames it when complete, so a build that died
 * half-way is never copied).
 */
async function postgresTemplate(
  adminUrl: string,
  run: string,
  variant: Variant,
  filesRoot: string,
) {
  const name = `club_tmpl_${run}_${snapshotName(variant.name)}`;
  const files = path.join(filesRoot, `${name}.files`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(15007)');
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_b`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      rmSync(files, { recursive: true, force: true });
      mkdirSync(files, { recursive: true });
      const database = postgresDatabase(url.toString());
      try {
        await prepareDatabase(database, MIGRATIONS, variant.seedOptions(files));
      } finally {
        await database.close();
      }
      // waits (up to 5 s) for the closed connections' backends to go, like CREATE ... TEMPLATE
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
  } finally {
    await admin.end(); // releases the lock
  }
  return { name, files };
}

/** A new empty database on the PostgreSQL of adminUrl, or a copy of a template. */
async function newPostgresDb(adminUrl: string, template?: string): Promise<TestDb> {
  const name = `club_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = postgresDatabase(url.toString());
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/**
 * A prepared database from the run's snapshot of the variant, with the files its seed stored
 * copied into filesDir; undefined outside a run with snapshots.
 */
async function fromSnapshot(variant: Variant, filesDir?: string): Promise<TestDb | undefined> {
  const run = process.env.CLUB_TEST_RUN;
  const root = process.env.CLUB_TEST_SNAPSHOTS;
  if (!run || !root || !existsSync(root)) return undefined;
  const adminUrl = process.env.DATABASE_URL;
  let testDb: TestDb;
  let files: string;
  if (adminUrl) {
    const template = await postgresTemplate(adminUrl, run, variant, root);
    testDb = await newPostgresDb(adminUrl, template.name);
    files = template.files;
  } else {
    const snapshot = await pgliteSnapshot(root, variant);
    const database = pgliteDatabase(await newPglite(new Blob([readFileSync(snapshot.tar)])));
    testDb = { database, drop: () => database.close() };
    files = snapshot.files;
  }
  if (filesDir) cpSync(files, filesDir, { recursive: true });
  return testDb;
}

/**
 * A data folder a real server process can start on at once: `<dataDir>/pglite` migrated and seeded
 * with the demo members' photos (from the run's snapshot when there is one), their files in
 * `<dataDir>/uploads`. The embedded database only.
 */
export async function preparedDataFolder(dataDir: string): Promise<void> {
  const folder = path.join(dataDir, 'pglite');
  const uploads = path.join(dataDir, 'uploads');
  const root = process.env.CLUB_TEST_SNAPSHOTS;
  if (process.env.CLUB_TEST_RUN && root && existsSync(root) && !process.env.DATABASE_URL) {
    const snapshot = await pgliteSnapshot(root, WITH_PHOTOS);
    const client = await pgliteFolder(folder, new Blob([readFileSync(snapshot.tar)]));
    await client.close();
    cpSync(snapshot.files, uploads, { recursive: true });
    return;
  }
  mkdirSync(uploads, { recursive: true });
  const database = await pgliteAt(folder);
  try {
    await prepareDatabase(database, MIGRATIONS, WITH_PHOTOS.seedOptions(uploads));
  } finally {
    await database.close();
  }
}

/**
 * A migrated and seeded database of its own for a test file. The default seed comes from the
 * run's snapshot; other seed options (a storage of the caller's) seed afresh.
 */
export async function createTestDb(seedOptions: SeedOptions = {}): Promise<TestDb> {
  const plain = Object.keys(seedOptions).length === 0;
  const copy = plain ? await fromSnapshot(PLAIN) : undefined;
  if (copy) return copy;
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = pgliteDatabase(await newPglite());
    await prepareDatabase(database, MIGRATIONS, seedOptions);
    return { database, drop: () => database.close() };
  }
  const testDb = await newPostgresDb(adminUrl);
  await prepareDatabase(testDb.database, MIGRATIONS, seedOptions);
  return testDb;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}, SERVER_ROOT), ...overrides };
}

export interface TestContext {
  app: FastifyInstance;
  testDb: TestDb;
  close(): Promise<void>;
}

export interface SetupOptions {
  /** seed the demo members' report photos too (slower: a few dozen pictures are made) */
  seedPhotos?: boolean;
}

export async function setup(
  overrides: Partial<Config> = {},
  opts: SetupOptions = {},
): Promise<TestContext> {
  // stored files of this test file go to a temporary folder, removed on close
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'club-uploads-'));
  const testDb = opts.seedPhotos
    ? ((await fromSnapshot(WITH_PHOTOS, uploadsDir)) ??
      (await createTestDb(WITH_PHOTOS.seedOptions(uploadsDir))))
    : await createTestDb();
  const app = await buildApp({
    config: testConfig({ uploadsDir, ...overrides }),
    database: testDb.database,
  });
  await app.ready();
  return {
    app,
    testDb,
    async close() {
      await app.close();
      await testDb.drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export async function loginAs(
  app: FastifyInstance,
  email = 'demo@club.local',
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  const token = res.headers['x-auth-token'];
  if (res.statusCode !== 200 || typeof token !== 'string') {
    throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  }
  return token;
}
