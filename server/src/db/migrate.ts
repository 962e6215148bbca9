import type { Database } from './client';
import { seed, type SeedOptions } from './seed';

/** Applies the SQL migrations (server/drizzle) and seeds demo content into an empty database. */
export async function prepareDatabase(
  database: Database,
  migrationsFolder: string,
  opts: SeedOptions = {},
) {
  await database.migrate(migrationsFolder);
  await seed(database.db, new Date(), opts);
}
