// The audit log's append-only trigger against the API's own database role (PostgreSQL only). With
// one role, the app role owns audit_log (it ran the migrations) and can disable or drop the trigger,
// or the table, and rewrite the log. With DATABASE_OWNER_URL the owner role migrates and owns every
// table; the app role may INSERT into and SELECT from audit_log, nothing else, and the whole API
// still works on it. A database made by the app role alone (an earlier release) is refused with the
// statements that hand it over, and starts once they ran.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app';
import { createBackup } from '../backup/create';
import { restoreArchive } from '../backup/restore';
import { loginAs, MIGRATIONS, onPostgres, SERVER_ROOT, testConfig } from '../test/helpers';
import { postgresDatabase, type Database } from './client';
import { prepareDatabase } from './migrate';
import { auditLog, users } from './schema';
import { ADMIN_ACCOUNT } from './seeds/accounts';
import { DEMO_STAFF } from './seeds/staff';

const adminUrl = process.env.DATABASE_URL ?? '';
const suffix = randomBytes(4).toString('hex');
const ownerRole = `club_owner_${suffix}`;
const appRole = `club_app_${suffix}`;
const created: { databases: string[]; roles: string[] } = { databases: [], roles: [] };

/** The URL of `database` on the test server, as `role` (password: the role's name). */
function urlOf(database: string, role?: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  if (role) {
    url.username = role;
    url.password = role;
  }
  return url.toString();
}

async function asAdmin<T>(database: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function newDatabase(owner: string): Promise<string> {
  const name = `club_roles_${suffix}_${created.databases.length}`;
  await asAdmin('postgres', (c) => c.query(`CREATE DATABASE ${name} OWNER ${owner}`));
  created.databases.push(name);
  return name;
}

/** A plain connection as `role` (its errors carry PostgreSQL's codes). */
async function connectAs(database: string, role: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: urlOf(database, role) });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** What someone holding the app role's password would try against the audit log. */
const TAMPERING = [
  'ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only',
  'ALTER TABLE audit_log DISABLE TRIGGER ALL',
  'DROP TRIGGER audit_log_append_only ON audit_log',
  `CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$`,
  'DROP FUNCTION audit_log_append_only() CASCADE',
  'DROP TABLE audit_log',
  'ALTER TABLE audit_log RENAME TO audit_log_old',
  'TRUNCATE audit_log',
  'DELETE FROM audit_log',
  "UPDATE audit_log SET action = 'nothing'",
  'CREATE TABLE audit_log_copy (id int)',
];

/** Each statement tried on its own (a savepoint each); the ones PostgreSQL let through. */
async function allowed(client: pg.Client, statements: string[]): Promise<string[]> {
  const through: string[] = [];
  await client.query('BEGIN');
  try {
    for (const statement of statements) {
      await client.query('SAVEPOINT try');
      try {
        await client.query(statement);
        through.push(statement);
      } catch (err) {
        // refused for want of privilege (42501), or by the trigger itself (also 42501)
        expect((err as { code?: string }).code).toBe('42501');
      }
      await client.query('ROLLBACK TO SAVEPOINT try');
    }
  } finally {
    await client.query('ROLLBACK');
  }
  return through;
}

// Database roles exist only on PostgreSQL: the PGlite pass (one embedded role) has nothing to test.
(onPostgres ? describe : describe.skip)('the audit log against the app’s own role', () => {
  const open: Database[] = [];
  const app = (database: string) => {
    const db = postgresDatabase(urlOf(database, appRole));
    open.push(db);
    return db;
  };

  beforeAll(async () => {
    await asAdmin('postgres', async (c) => {
      for (const role of [ownerRole, appRole]) {
        await c.query(`CREATE ROLE ${role} LOGIN PASSWORD '${role}'`);
        created.roles.push(role);
      }
    });
  });
  afterAll(async () => {
    await Promise.all(open.map((d) => d.close().catch(() => undefined)));
    await asAdmin('postgres', async (c) => {
      for (const name of created.databases)
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      for (const role of created.roles) await c.query(`DROP ROLE IF EXISTS ${role}`);
    });
  });

  it('one role (DATABASE_URL only): the app role owns audit_log and can switch its trigger off', async () => {
    const name = await newDatabase(appRole);
    await prepareDatabase(app(name), MIGRATIONS);
    const client = await connectAs(name, appRole);
    try {
      // what a single-role deployment gives up: the owner of the table is above its trigger
      expect(await allowed(client, TAMPERING.slice(0, 2))).toEqual(TAMPERING.slice(0, 2));
    } finally {
      await client.end();
    }
  }, 120_000);

  describe('two roles (DATABASE_OWNER_URL beside DATABASE_URL)', () => {
    let name: string;
    beforeAll(async () => {
      name = await newDatabase(ownerRole);
    });

    it('the owner migrates and owns every table; the app role cannot touch the log but append and read', async () => {
      const database = app(name);
      const outcome = await prepareDatabase(database, MIGRATIONS, {
        ownerUrl: urlOf(name, ownerRole),
      });
      expect(outcome).toEqual({ firstStart: true, seeded: true });
      const owners = await asAdmin(name, async (c) =>
        (
          await c.query<{ owner: string }>(
            `select distinct tableowner as owner from pg_tables where schemaname in ('public', 'drizzle')`,
          )
        ).rows.map((r) => r.owner),
      );
      expect(owners).toEqual([ownerRole]);

      const client = await connectAs(name, appRole);
      try {
        expect(await allowed(client, TAMPERING)).toEqual([]);
        // appending and reading stay the app's
        await client.query(
          `insert into audit_log (actor_roles, action, details) values ('{}', 'staff.update', '{}')`,
        );
        const { rows } = await client.query(`select count(*)::int as n from audit_log`);
        expect(rows[0].n).toBeGreaterThan(0);
      } finally {
        await client.end();
      }
    }, 180_000);

    it('the API works on the app role: members, staff, an audited change and the log', async () => {
      const database = app(name);
      const uploadsDir = mkdtempSync(path.join(tmpdir(), 'club-roles-'));
      const api = await buildApp({ config: testConfig({ uploadsDir }), database });
      await api.ready();
      try {
        const member = await loginAs(api);
        const init = await api.inject({
          url: '/api/cabinet/init',
          headers: { 'x-auth-token': member },
        });
        expect(init.statusCode).toBe(200);
        const admin = await loginAs(api, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
        const idOf = async (email: string) =>
          (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]
            .id;
        const before = (await database.db.select({ id: auditLog.id }).from(auditLog)).length;
        const reassigned = await api.inject({
          method: 'PUT',
          url: `/api/staff/members/${await idOf('demo@club.local')}/assignments/coach`,
          headers: { 'x-auth-token': admin },
          payload: { staff_id: await idOf(DEMO_STAFF.coach2.email) },
        });
        expect(reassigned.json()).toEqual({
          result: { message: 'Назначение сохранено' },
          error: null,
        });
        const log = await api.inject({
          url: '/api/staff/audit',
          headers: { 'x-auth-token': admin },
        });
        expect(log.statusCode).toBe(200);
        expect((await database.db.select({ id: auditLog.id }).from(auditLog)).length).toBe(
          before + 1,
        );
      } finally {
        await api.close();
        rmSync(uploadsDir, { recursive: true, force: true });
      }
    }, 120_000);

    it('the backup runs as the app role; its archive restores as the owner and starts with both', async () => {
      const work = mkdtempSync(path.join(tmpdir(), 'club-roles-backup-'));
      try {
        const config = testConfig({ uploadsDir: path.join(work, 'uploads') });
        const made = await createBackup({
          config: {
            ...config,
            databaseUrl: urlOf(name, appRole),
            dataDir: path.join(work, 'data'),
            mail: { ...config.mail, mailboxDir: path.join(work, 'mail') },
          },
          backupDir: path.join(work, 'backups'),
          keep: 1,
          serverRoot: SERVER_ROOT,
        });
        expect(made.manifest.database.tables['public.audit_log']).toBeGreaterThan(0);
        expect(made.manifest.database.migrations.length).toBeGreaterThan(10);
        // restored by the owner into its own new database, then the start grants the app role
        const restoredName = await newDatabase(ownerRole);
        await restoreArchive({
          archive: made.archive,
          dataDir: path.join(work, 'restored'),
          databaseUrl: urlOf(restoredName, ownerRole),
          migrationsFolder: MIGRATIONS,
        });
        expect(
          await prepareDatabase(app(restoredName), MIGRATIONS, {
            ownerUrl: urlOf(restoredName, ownerRole),
          }),
        ).toEqual({ firstStart: false, seeded: false });
        const client = await connectAs(restoredName, appRole);
        try {
          expect(await allowed(client, TAMPERING)).toEqual([]);
          const { rows } = await client.query(`select count(*)::int as n from audit_log`);
          expect(rows[0].n).toBe(made.manifest.database.tables['public.audit_log']);
        } finally {
          await client.end();
        }
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    }, 180_000);

    it('a second start finds it ready and grants again', async () => {
      const outcome = await prepareDatabase(app(name), MIGRATIONS, {
        ownerUrl: urlOf(name, ownerRole),
      });
      expect(outcome).toEqual({ firstStart: false, seeded: false });
    }, 60_000);

    it('refuses one role in both URLs, and an app role that could act as the owner', async () => {
      await expect(
        prepareDatabase(app(name), MIGRATIONS, { ownerUrl: urlOf(name, appRole) }),
      ).rejects.toThrow(/подключаются одной ролью/);
      await asAdmin('postgres', (c) => c.query(`GRANT ${ownerRole} TO ${appRole}`));
      try {
        await expect(
          prepareDatabase(app(name), MIGRATIONS, { ownerUrl: urlOf(name, ownerRole) }),
        ).rejects.toThrow(/входит в роль владельца/);
      } finally {
        await asAdmin('postgres', (c) => c.query(`REVOKE ${ownerRole} FROM ${appRole}`));
      }
    }, 60_000);
  });

  it('refuses an owner role that cannot create tables in the database (made by someone else)', async () => {
    const name = await newDatabase(new URL(adminUrl).username);
    await expect(
      prepareDatabase(app(name), MIGRATIONS, { ownerUrl: urlOf(name, ownerRole) }),
    ).rejects.toThrow(
      new RegExp(
        `не может создавать таблицы в базе ${name}: .*ALTER DATABASE "${name}" OWNER TO "${ownerRole}"`,
      ),
    );
  }, 60_000);

  it('a database the app role made alone is refused with what to run, then upgrades', async () => {
    const name = await newDatabase(appRole);
    await prepareDatabase(app(name), MIGRATIONS);
    const ownerUrl = urlOf(name, ownerRole);
    const refusal = prepareDatabase(app(name), MIGRATIONS, { ownerUrl });
    await expect(refusal).rejects.toThrow(
      new RegExp(
        `владеет базой ${name} и \\d+ объектами базы .*ALTER DATABASE "${name}" OWNER TO "${ownerRole}"; ` +
          `затем в этой базе REASSIGN OWNED BY "${appRole}" TO "${ownerRole}";`,
      ),
    );
    // what the message says, as the database server's superuser
    await asAdmin(name, async (c) => {
      await c.query(`ALTER DATABASE ${name} OWNER TO ${ownerRole}`);
      await c.query(`REASSIGN OWNED BY ${appRole} TO ${ownerRole}`);
    });
    expect(await prepareDatabase(app(name), MIGRATIONS, { ownerUrl })).toEqual({
      firstStart: false,
      seeded: false,
    });
    const client = await connectAs(name, appRole);
    try {
      expect(await allowed(client, TAMPERING)).toEqual([]);
      const { rows } = await client.query(`select count(*)::int as n from users`);
      expect(rows[0].n).toBeGreaterThan(5);
    } finally {
      await client.end();
    }
  }, 180_000);
});
