// PostgreSQL with two roles (DATABASE_OWNER_URL beside DATABASE_URL): the owner role runs the
// migrations and the seed and owns every table, the audit log and its append-only trigger above
// all; the API connects as the app role, which may read and write the app's tables but may only
// INSERT into and SELECT from audit_log. A table's owner can ALTER it, disable or drop its
// triggers and DROP it, whatever a trigger says, so an app role that owned audit_log could erase
// its own traces; the owner's password is never given to the API processes.
//
// With one URL (DATABASE_URL only) the app role owns everything, as before: the trigger stops the
// app's code and any mistaken statement, but not someone who holds the app's password.
import { sql } from 'drizzle-orm';
import type { Db } from './client';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The role a connection acts as. */
export async function currentRole(db: Db): Promise<string> {
  const [row] = await rows<{ role: string }>(db, sql`select current_user::text as role`);
  return row.role;
}

/** A start refused because the two roles would not keep the audit log safe; says what to do. */
export class OwnerRoleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OwnerRoleError';
  }
}

/**
 * Run by the owner role, inside the prepare transaction, before the migrations: the app role must
 * be another role, no superuser, not a member of the owner role, and own nothing the migrations
 * made nor the database or its schemas (a schema's owner may drop any table in it). A database of
 * an earlier release, made by the app role alone, is refused with the statements that hand it over.
 */
export async function checkRoles(tx: Db, appRole: string): Promise<void> {
  const owner = await currentRole(tx);
  const handOver = (what: string, database: string) =>
    new OwnerRoleError(
      `${what}. Передай их роли владельца один раз, под суперпользователем PostgreSQL: ` +
        `ALTER DATABASE ${ident(database)} OWNER TO ${ident(owner)}; затем в этой базе ` +
        `REASSIGN OWNED BY ${ident(appRole)} TO ${ident(owner)}; и запусти API снова ` +
        '(the app role of DATABASE_URL owns what the role of DATABASE_OWNER_URL must own; ' +
        'README, "Running on several machines").',
    );
  if (owner === appRole)
    throw new OwnerRoleError(
      `DATABASE_OWNER_URL и DATABASE_URL подключаются одной ролью «${owner}»: для защиты журнала ` +
        'аудита нужны две разные роли (or leave DATABASE_OWNER_URL unset for a single-role deployment).',
    );
  const [app] = await rows<{ superuser: boolean; member: boolean }>(
    tx,
    sql`select r.rolsuper as superuser, pg_has_role(r.oid, ${owner}::text, 'MEMBER') as member
          from pg_roles r where r.rolname = ${appRole}`,
  );
  if (!app)
    throw new OwnerRoleError(`Роли приложения «${appRole}» (DATABASE_URL) нет в PostgreSQL.`);
  if (app.superuser)
    throw new OwnerRoleError(
      `Роль приложения «${appRole}» (DATABASE_URL) — суперпользователь: ей доступно всё, журнал ` +
        'аудита не защитить. Дай API обычную роль (CREATE ROLE … LOGIN).',
    );
  if (app.member)
    throw new OwnerRoleError(
      `Роль приложения «${appRole}» (DATABASE_URL) входит в роль владельца «${owner}» и может ` +
        `действовать от её имени: REVOKE ${ident(owner)} FROM ${ident(appRole)};`,
    );
  const [database] = await rows<{ owned: boolean; name: string; creates: boolean }>(
    tx,
    sql`select pg_has_role(${appRole}::text, d.datdba, 'MEMBER') as owned, d.datname as name,
               has_schema_privilege('public', 'CREATE') as creates
          from pg_database d where d.datname = current_database()`,
  );
  if (!database.owned && !database.creates)
    throw new OwnerRoleError(
      `Роль владельца «${owner}» (DATABASE_OWNER_URL) не может создавать таблицы в базе ` +
        `${database.name}: сделай её владельцем базы (ALTER DATABASE ${ident(database.name)} OWNER TO ${ident(owner)}; ` +
        `или CREATE DATABASE … OWNER ${ident(owner)} для новой).`,
    );
  // the schemas the migrations write: public, and drizzle (its bookkeeping table)
  const owned = await rows<{ what: string }>(
    tx,
    sql`select 'schema ' || n.nspname as what from pg_namespace n
          where n.nspname in ('public', 'drizzle') and pg_has_role(${appRole}::text, n.nspowner, 'MEMBER')
        union all
        select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ('public', 'drizzle') and pg_has_role(${appRole}::text, c.relowner, 'MEMBER')
        union all
        select p.proname::text || '()' from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname in ('public', 'drizzle') and pg_has_role(${appRole}::text, p.proowner, 'MEMBER')
        order by 1`,
  );
  // the public schema belongs to the database's owner (pg_database_owner): listed once, as the database
  const objects = database.owned ? owned.filter((o) => o.what !== 'schema public') : owned;
  if (database.owned || objects.length)
    throw handOver(
      `Роль приложения «${appRole}» (DATABASE_URL) владеет ` +
        [
          ...(database.owned ? [`базой ${database.name}`] : []),
          ...(objects.length
            ? [
                `${objects.length} объектами базы (${objects
                  .slice(0, 4)
                  .map((o) => o.what)
                  .join(', ')}${objects.length > 4 ? ', …' : ''})`,
              ]
            : []),
        ].join(' и ') +
        `, а не роль владельца «${owner}» (DATABASE_OWNER_URL), и могла бы отключить или удалить журнал аудита`,
      database.name,
    );
}

/**
 * Run by the owner role after the migrations, at every start: what the app role may do. Every
 * table of the app: read and write rows (no TRUNCATE, no triggers, no references of its own);
 * audit_log: INSERT and SELECT only; sequences: take the next value; drizzle's bookkeeping: read
 * (the backup's manifest lists the applied migrations).
 */
export async function grantAppRole(tx: Db, appRole: string): Promise<void> {
  const app = ident(appRole);
  for (const statement of [
    `GRANT USAGE ON SCHEMA public, drizzle TO ${app}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${app}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${app}`,
    `GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO ${app}`,
    `GRANT SELECT ON ALL SEQUENCES IN SCHEMA drizzle TO ${app}`,
    `REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON "audit_log" FROM ${app}`,
  ])
    await tx.execute(sql.raw(statement));
}
