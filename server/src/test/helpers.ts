// Test helpers: a fresh, migrated and seeded database per test file (in-memory PGlite, or a
// throwaway database on the PostgreSQL of DATABASE_URL), and an app built on it.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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
async function newPglite(dataDir?: string): Promise<PGliteType> {
  const nativeRequire = (globalThis as { __nativeRequire?: NodeJS.Require }).__nativeRequire;
  const mod = (
    nativeRequire ? nativeRequire('@electric-sql/pglite') : await import('@electric-sql/pglite')
  ) as {
    PGlite: typeof PGliteType;
  };
  const client = dataDir ? new mod.PGlite(dataDir) : new mod.PGlite();
  await client.waitReady;
  return client;
}

/** PGlite in a folder (for data folder tests), loaded outside jest's sandbox like the others. */
export async function pgliteAt(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  return pgliteDatabase(await newPglite(dataDir));
}

export interface TestDb {
  database: Database;
  /** connection string of the per-file database (PostgreSQL only) */
  url?: string;
  drop(): Promise<void>;
}

export async function createTestDb(seedOptions: SeedOptions = {}): Promise<TestDb> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = pgliteDatabase(await newPglite());
    await prepareDatabase(database, MIGRATIONS, seedOptions);
    return { database, drop: () => database.close() };
  }
  const name = `club_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = postgresDatabase(url.toString());
  await prepareDatabase(database, MIGRATIONS, seedOptions);
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
  const testDb = await createTestDb(
    opts.seedPhotos
      ? { storage: localFileStorage(uploadsDir, urlSigner(randomBytes(16).toString('hex'))) }
      : {},
  );
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
