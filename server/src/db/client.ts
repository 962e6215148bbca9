// Database client factory: PGlite (folder or in-memory) or PostgreSQL (node-postgres Pool), one
// drizzle schema, plus LISTEN support for the realtime fan-out.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { CHANNEL_RE, PgListener, type ListenerStateHandler } from './listener';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Unlisten = () => Promise<void>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Subscribe to a NOTIFY channel; returns an unsubscribe function. `onResume` runs after the
   * listener connection came back from a drop (PostgreSQL only): NOTIFYs sent meanwhile were lost.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResume?: () => void,
  ): Promise<Unlisten>;
  /** PostgreSQL only: reports drops and recoveries of the listener; returns a remover. */
  onListenerState?(handler: ListenerStateHandler): () => void;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: a consistent copy of the database's folder (a tar), taken while no other query
   * or transaction runs (the backup: backup/control.ts).
   */
  snapshot?(): Promise<Blob>;
}

export function pgliteDatabase(client: PGlite, ownsClient = true): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async listen(channel, onPayload) {
      if (!CHANNEL_RE.test(channel)) throw new Error('bad channel');
      const unsub = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unsub();
      };
    },
    async migrate(migrationsFolder) {
      await migratePglite(db as never, { migrationsFolder });
    },
    async close() {
      if (ownsClient && !client.closed) await client.close();
    },
    async snapshot() {
      // inside a transaction of PGlite's own, which holds its transaction lock: every other query
      // and transaction waits (none is half-done), the checkpoint writes every page to the folder,
      // and the dump reads the folder's files in one synchronous pass
      return client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return client.dumpDataDir('none');
      });
    },
  };
}

export function postgresDatabase(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client erroring (e.g. server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listener = new PgListener(connectionString);
  return {
    kind: 'postgres',
    db,
    listen: (channel, onPayload, onResume) => listener.listen(channel, { onPayload, onResume }),
    onListenerState: (handler) => listener.onState(handler),
    async migrate(migrationsFolder) {
      await migratePg(db as never, { migrationsFolder });
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** PGlite in a folder (created when missing), in memory when dataDir is undefined. */
export async function openPglite(dataDir?: string): Promise<Database> {
  // PGlite creates only the last folder of the path itself.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  return pgliteDatabase(client);
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<Database> {
  if (opts.databaseUrl) return postgresDatabase(opts.databaseUrl);
  return openPglite(opts.dataDir);
}
