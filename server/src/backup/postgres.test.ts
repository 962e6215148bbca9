// Backups on PostgreSQL (the PostgreSQL pass of test:server): the backup command runs pg_dump
// itself (custom format, on a snapshot it also counts) and copies the local uploads; the restore
// runs pg_restore into an EMPTY database only, in one transaction; verify restores into a
// throwaway database and starts the API on it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { onPostgres, SERVER_ROOT, setup, testConfig, type TestContext } from '../test/helpers';
import { createBackup } from './create';
import { filesUnder } from './files';
import { pgQuery, type Query } from './inspect';
import { restoreArchive } from './restore';
import { verifyArchive } from './verify';

/** Every table's rows, digested (whatever the schema). */
async function digests(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const query: Query = pgQuery(client);
    const tables = await query(
      `select table_schema as s, table_name as t from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const out: Record<string, string> = {};
    for (const { s, t } of tables) {
      const [row] = await query(
        `select count(*) || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as d from "${String(s)}"."${String(t)}" x`,
      );
      out[`${String(s)}.${String(t)}`] = String(row.d);
    }
    return out;
  } finally {
    await client.end();
  }
}

(onPostgres ? describe : describe.skip)('backups on PostgreSQL', () => {
  let ctx: TestContext;
  let base: string;
  let archive: string;
  const admin = () => new pg.Client({ connectionString: process.env.DATABASE_URL });
  const created: string[] = [];
  const emptyDatabase = async () => {
    const name = `club_restore_${randomBytes(5).toString('hex')}`;
    const a = admin();
    await a.connect();
    await a.query(`CREATE DATABASE ${name}`);
    await a.end();
    created.push(name);
    const url = new URL(String(process.env.DATABASE_URL));
    url.pathname = `/${name}`;
    return url.toString();
  };
  beforeAll(async () => {
    ctx = await setup({}, { seedPhotos: true });
    base = mkdtempSync(path.join(tmpdir(), 'club-backup-pg-'));
  }, 180_000);
  afterAll(async () => {
    await ctx.close();
    const a = admin();
    await a.connect();
    for (const name of created) await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
    rmSync(base, { recursive: true, force: true });
  });

  const uploadsDir = () => ctx.app.config.uploadsDir;

  it('pg_dump and the uploads go into one archive; pg_restore brings back every row and file', async () => {
    const config = testConfig({
      databaseUrl: ctx.testDb.url,
      dataDir: path.join(base, 'data'),
      uploadsDir: uploadsDir(),
    });
    const result = await createBackup({
      config: { ...config, mail: { ...config.mail, mailboxDir: path.join(base, 'data', 'mail') } },
      backupDir: path.join(base, 'backups'),
      keep: 3,
      serverRoot: SERVER_ROOT,
    });
    archive = result.archive;
    expect(result.manifest.database).toMatchObject({
      kind: 'postgres',
      path: 'postgres.dump',
      taken: 'pg_dump',
    });
    expect(result.manifest.database.serverVersion).toMatch(/^\d+/);
    expect(result.manifest.database.tables['public.users']).toBeGreaterThan(5);

    const target = await emptyDatabase();
    const restoredDir = path.join(base, 'restored');
    const restored = await restoreArchive({
      archive,
      dataDir: restoredDir,
      databaseUrl: target,
      migrationsFolder: config.migrationsFolder,
    });
    expect(restored.pendingMigrations).toBe(0);
    expect(await digests(target)).toEqual(await digests(String(ctx.testDb.url)));
    const files = filesUnder(uploadsDir());
    expect(files.length).toBeGreaterThan(10);
    expect(filesUnder(path.join(restoredDir, 'uploads'))).toEqual(files);
    for (const file of files)
      expect(readFileSync(path.join(restoredDir, 'uploads', file))).toEqual(
        readFileSync(path.join(uploadsDir(), file)),
      );
  }, 180_000);

  it('refuses a database that is not empty and changes nothing', async () => {
    const source = String(ctx.testDb.url);
    const before = await digests(source);
    const target = path.join(base, 'not-made');
    await expect(
      restoreArchive({
        archive,
        dataDir: target,
        databaseUrl: source,
        migrationsFolder: testConfig().migrationsFolder,
      }),
    ).rejects.toThrow(/База для восстановления не пуста/);
    expect(existsSync(target)).toBe(false);
    expect(await digests(source)).toEqual(before);
  }, 60_000);

  it('verify restores into a throwaway database, starts the API and signs members in', async () => {
    const lines: string[] = [];
    const result = await verifyArchive({
      archive,
      migrationsFolder: testConfig().migrationsFolder,
      apiCommand: [process.execPath, '--import', 'tsx', path.join(SERVER_ROOT, 'src', 'main.ts')],
      databaseUrl: process.env.DATABASE_URL,
      workDir: base,
      print: (line) => lines.push(line),
    });
    expect(result.failed).toEqual([]);
    expect(result.ok).toBe(true);
    const text = lines.join('\n');
    expect(text).toMatch(/API запустился на копии/);
    expect(text).toMatch(/вход через \/api\/auth\/login/);
    expect(text).toMatch(/фото отчёта загружается по подписанной ссылке/);
    // the throwaway database is gone
    const a = admin();
    await a.connect();
    const left = await a.query(
      `select datname from pg_database where datname like 'club_verify_%'`,
    );
    await a.end();
    expect(left.rows).toEqual([]);
  }, 240_000);
});
