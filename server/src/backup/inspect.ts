// What a database holds, read the same way on PGlite and PostgreSQL and whatever the schema is
// (other teams add tables all the time: nothing here names one of the app's tables).
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Migration } from './format';

export type Query = (text: string) => Promise<Record<string, unknown>[]>;

export const pgliteQuery =
  (client: PGlite): Query =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows;

export const pgQuery =
  (client: pg.ClientBase): Query =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows;

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `schema.table` → rows, for every table outside PostgreSQL's own schemas. */
export async function tableCounts(query: Query): Promise<Record<string, number>> {
  const tables = await query(
    `select table_schema as s, table_name as t from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`,
  );
  const out: Record<string, number> = {};
  for (const row of tables) {
    const [schema, table] = [String(row.s), String(row.t)];
    const [count] = await query(`select count(*)::text as n from ${ident(schema)}.${ident(table)}`);
    out[`${schema}.${table}`] = Number(count.n);
  }
  return out;
}

/** The migrations drizzle recorded as applied (none in a database that was never migrated). */
export async function appliedMigrations(query: Query): Promise<Migration[]> {
  const [exists] = await query(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as e`,
  );
  if (!exists?.e) return [];
  const rows = await query(
    'select hash, created_at::text as c from drizzle.__drizzle_migrations order by created_at',
  );
  return rows.map((r) => ({ hash: String(r.hash), createdAt: Number(r.c) }));
}

export async function serverVersion(query: Query): Promise<string> {
  const [row] = await query('show server_version');
  return String(row.server_version);
}

/** Tables whose rows differ from the expected counts (a missing table counts as 0 rows). */
export function countDifferences(
  expected: Record<string, number>,
  found: Record<string, number>,
): string[] {
  return Object.entries(expected)
    .filter(([table, n]) => (found[table] ?? 0) !== n)
    .map(([table, n]) => `${table}: ${found[table] ?? 0} вместо ${n}`);
}
