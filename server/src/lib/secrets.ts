// Installation secrets: made once (random) on first use and kept in the database, so API processes
// started later, or on other machines, read the same value.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';

export async function installationSecret(db: Db, name: string): Promise<string> {
  const read = async () =>
    (
      await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name))
    )[0]?.value;
  const existing = await read();
  if (existing) return existing;
  // Two processes starting at once: the first insert wins, both read the winner.
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url'), createdAt: new Date() })
    .onConflictDoNothing();
  const value = await read();
  if (!value) throw new Error(`installation secret ${name} could not be stored`);
  return value;
}
