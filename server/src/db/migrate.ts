// Schema and demo data in ONE transaction, ending with the completion marker (app_state `ready`):
// a start killed half-way leaves the database as it was, never migrated without its seed.
// The migrations are drizzle's SQL files, applied with drizzle's own bookkeeping table
// (drizzle.__drizzle_migrations: hash, created_at = the migration's folderMillis), so databases
// migrated by earlier releases (drizzle's migrator) continue where they stopped.
import { eq, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database, Db } from './client';
import { appState } from './schema';
import { seed, type SeedOptions } from './seed';

export const READY = 'ready';
/** one installation prepares at a time (two API processes starting together on PostgreSQL) */
const PREPARE_LOCK = 15_0006;

async function applyMigrations(tx: Db, migrationsFolder: string) {
  const migrations = readMigrationFiles({ migrationsFolder });
  await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS "drizzle"`);
  await tx.execute(sql`
    CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (
      id SERIAL PRIMARY KEY,
      hash text NOT NULL,
      created_at bigint
    )`);
  const last = (await tx.execute(
    sql`select created_at from "drizzle"."__drizzle_migrations" order by created_at desc limit 1`,
  )) as unknown as { rows: { created_at: string | number | null }[] };
  const lastMillis = Number(last.rows[0]?.created_at ?? -1);
  for (const migration of migrations) {
    if (migration.folderMillis <= lastMillis) continue;
    for (const statement of migration.sql)
      if (statement.trim()) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

export interface PrepareOutcome {
  /** false when this start found the installation already complete */
  firstStart: boolean;
  /** demo content was written by this start */
  seeded: boolean;
}

/**
 * Migrates and seeds in one transaction, then marks the installation ready. A database of an
 * earlier release (migrated and seeded, no marker) is recognised by its members and marked ready
 * without seeding again.
 */
export async function prepareDatabase(
  database: Database,
  migrationsFolder: string,
  opts: SeedOptions = {},
): Promise<PrepareOutcome> {
  return database.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${PREPARE_LOCK})`);
    await applyMigrations(tx, migrationsFolder);
    const [marker] = await tx.select().from(appState).where(eq(appState.name, READY));
    // seed() writes only into an empty installation (no members), as before
    const seeded = await seed(tx, new Date(), opts);
    if (!marker)
      await tx
        .insert(appState)
        .values({ name: READY, value: seeded ? 'seeded' : 'found', updatedAt: new Date() });
    return { firstStart: !marker, seeded };
  });
}

/** true when the installation's first start completed (the marker is there) */
export async function isReady(db: Db): Promise<boolean> {
  try {
    const [row] = await db.select().from(appState).where(eq(appState.name, READY));
    return Boolean(row);
  } catch {
    return false; // no app_state table yet
  }
}
