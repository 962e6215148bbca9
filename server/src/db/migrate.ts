// Schema and demo data in ONE transaction, ending with the completion marker (app_state `ready`):
// a start killed half-way leaves the database as it was, never migrated without its seed.
// The migrations are drizzle's SQL files, applied with drizzle's own bookkeeping table
// (drizzle.__drizzle_migrations: hash, created_at = the migration's folderMillis), so databases
// migrated by earlier releases (drizzle's migrator) continue where they stopped.
import { eq, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { postgresDatabase, type Database, type Db } from './client';
import { checkRoles, currentRole, grantAppRole, OwnerRoleError } from './owner-role';
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

export interface PrepareOptions extends SeedOptions {
  /**
   * PostgreSQL with two roles: the owner role's URL (DATABASE_OWNER_URL). The migrations and the
   * seed run as that role, which owns every table; the app role of `database` (DATABASE_URL) is
   * checked and granted what the API needs, audit_log INSERT and SELECT only (owner-role.ts).
   */
  ownerUrl?: string;
}

/**
 * Migrates and seeds in one transaction, then marks the installation ready. A database of an
 * earlier release (migrated and seeded, no marker) is recognised by its members and marked ready
 * without seeding again.
 */
export async function prepareDatabase(
  database: Database,
  migrationsFolder: string,
  opts: PrepareOptions = {},
): Promise<PrepareOutcome> {
  const { ownerUrl, ...seedOptions } = opts;
  if (!ownerUrl) return prepare(database.db, migrationsFolder, seedOptions);
  if (database.kind !== 'postgres')
    throw new OwnerRoleError(
      'DATABASE_OWNER_URL задаётся только вместе с DATABASE_URL (PostgreSQL): у встроенной базы одна роль.',
    );
  const appRole = await currentRole(database.db);
  const owner = postgresDatabase(ownerUrl);
  try {
    return await prepare(owner.db, migrationsFolder, seedOptions, appRole);
  } finally {
    await owner.close();
  }
}

async function prepare(
  db: Db,
  migrationsFolder: string,
  opts: SeedOptions,
  appRole?: string,
): Promise<PrepareOutcome> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${PREPARE_LOCK})`);
    if (appRole) await checkRoles(tx, appRole);
    await applyMigrations(tx, migrationsFolder);
    const [marker] = await tx.select().from(appState).where(eq(appState.name, READY));
    // seed() writes only into an empty installation (no members), as before
    const seeded = await seed(tx, new Date(), opts);
    if (!marker)
      await tx
        .insert(appState)
        .values({ name: READY, value: seeded ? 'seeded' : 'found', updatedAt: new Date() });
    // at every start: the tables this start's migrations added are granted too
    if (appRole) await grantAppRole(tx, appRole);
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
