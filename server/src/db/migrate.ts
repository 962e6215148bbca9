import type { Database } from './client';
import { seed } from './seed';

/** Applies the SQL migrations (server/drizzle) and seeds demo content into an empty database. */
export async function prepareDatabase(database: Database, migrationsFolder: string) {
  await database.migrate(migrationsFolder);
  await seed(database.db);
}
