// An archive of the previous release restores under this one (the upgrade rule, for backups): the
// fixture (test-fixtures/backup-archive, made by that release's own backup command; refreshed at
// each release by scripts/release/previous-release-fixtures.mjs) is restored into a new folder,
// migrated by this code with every row it had unchanged, and the app serves its members and
// photos; `verify` proves the same by itself. And the refusals: an existing folder, a missing,
// truncated, corrupt or tampered archive, one from a newer release; none of them writes anything.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { prepareDatabase } from '../db/migrate';
import { DEMO_PASSWORD } from '../db/seed';
import {
  loginAs,
  MIGRATIONS,
  onPostgres,
  pgliteAt,
  SERVER_ROOT,
  testConfig,
} from '../test/helpers';
import { filesUnder } from './files';
import { CHECKSUMS, MANIFEST, readManifest, type Manifest } from './format';
import { restoreArchive } from './restore';
import { backupCommand } from './testing';

const FIXTURE_DIR = path.join(SERVER_ROOT, 'test-fixtures', 'backup-archive');
const FIXTURE = path.join(FIXTURE_DIR, 'club-backup.tar.gz');
const made = JSON.parse(readFileSync(path.join(FIXTURE_DIR, 'ARCHIVE.json'), 'utf8')) as {
  ref: string;
  migrations: string[];
};

type Rows = Record<string, { columns: string[]; digest: string }>;

/** Every table of the public schema: its columns and a digest of its rows in those columns. */
async function rowsOf(database: Database, only?: Rows): Promise<Rows> {
  const run = async <T>(q: ReturnType<typeof sql>) =>
    ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const tables = await run<{ t: string }>(
    sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Rows = {};
  for (const { t } of tables) {
    if (only && !only[t]) continue;
    const columns =
      only?.[t].columns ??
      (
        await run<{ c: string }>(
          sql`select column_name as c from information_schema.columns where table_schema = 'public' and table_name = ${t} order by ordinal_position`,
        )
      ).map((r) => r.c);
    const list = columns.map((c) => `"${c}"`).join(', ');
    const [row] = await run<{ d: string }>(
      sql.raw(
        `select count(*) || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as d from (select row(${list}) as r from "${t}") x`,
      ),
    );
    out[t] = { columns, digest: row.d };
  }
  return out;
}

async function rolesOf(
  database: Database,
): Promise<{ id: number; name: string; title: string; permissions: string[] }[]> {
  const res = (await database.db.execute(
    sql`select id, name, title, permissions from roles order by id`,
  )) as unknown as { rows: { id: number; name: string; title: string; permissions: string[] }[] };
  return res.rows;
}

const base = mkdtempSync(path.join(tmpdir(), 'club-backup-archive-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

(onPostgres ? describe.skip : describe)(`an archive of ${made.ref}`, () => {
  it('restores into a new folder, is migrated by this code with every row kept, and serves its members', async () => {
    const dataDir = path.join(base, 'restored');
    const result = await restoreArchive({
      archive: FIXTURE,
      dataDir,
      migrationsFolder: MIGRATIONS,
    });
    expect(readdirSync(dataDir).sort()).toEqual(['pglite', 'restored-from.json', 'uploads']);
    expect(result.manifest.database.migrations).toHaveLength(made.migrations.length);

    const database = await pgliteAt(path.join(dataDir, 'pglite'));
    try {
      const before = await rowsOf(database);
      expect(Object.keys(before).length).toBeGreaterThan(20);
      const rolesBefore = await rolesOf(database);
      await prepareDatabase(database, MIGRATIONS);
      // every table, column and row the archive had, unchanged by this code's migrations...
      const after = await rowsOf(database, before);
      expect({ ...after, roles: undefined }).toEqual({ ...before, roles: undefined });
      // ...but for the roles, which 0011 transforms on purpose: the staff roles are added and the
      // admin role gains the staff app's permissions; every role the archive had keeps its name,
      // title and every permission it held
      const rolesAfter = new Map((await rolesOf(database)).map((r) => [r.id, r]));
      expect(rolesBefore.length).toBeGreaterThan(0);
      for (const role of rolesBefore) {
        const now = rolesAfter.get(role.id);
        expect(now).toMatchObject({ name: role.name, title: role.title });
        expect(now?.permissions).toEqual(expect.arrayContaining(role.permissions));
      }

      const app = await buildApp({
        config: testConfig({ uploadsDir: path.join(dataDir, 'uploads') }),
        database,
      });
      await app.ready();
      try {
        const token = await loginAs(app, 'demo@club.local', DEMO_PASSWORD);
        const headers = { 'x-auth-token': token };
        const init = await app.inject({ url: '/api/cabinet/init', headers });
        expect(init.json().result.profile.email).toBe('demo@club.local');
        const list = await app.inject({ url: '/api/dynamics/list?sort=desc&page=1', headers });
        const photo = (list.json().result.reports as { photo_front: { path: string } | null }[])
          .map((r) => r.photo_front)
          .find(Boolean);
        const served = await app.inject({ url: photo!.path });
        expect(served.statusCode).toBe(200);
        const key = new URL(photo!.path, 'http://x').pathname.replace(/^\/files\//, '');
        expect(served.rawPayload).toEqual(readFileSync(path.join(dataDir, 'uploads', key)));
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  }, 180_000);

  it('verify restores it into a throwaway place, starts the API and signs members in', async () => {
    const run = await backupCommand(['verify', FIXTURE], { VERIFY_DIR: base }).done;
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/✓ API запустился на копии/);
    expect(run.stdout).toMatch(/✓ участник №\d+: вход через \/api\/auth\/login/);
    expect(run.stdout).toMatch(/✓ участник №\d+: фото отчёта загружается по подписанной ссылке/);
    expect(run.stdout).toMatch(/✓ участник №\d+: картинка чата загружается по подписанной ссылке/);
    expect(run.stdout).toMatch(/Итог: архив восстанавливается/);
    expect(run.code).toBe(0);
    // the throwaway place is gone
    expect(readdirSync(base).filter((n) => n.startsWith('club-verify-'))).toEqual([]);
  }, 240_000);
});

// storage-agnostic: once, in the PGlite pass
(onPostgres ? describe.skip : describe)('a restore refuses', () => {
  const refusals = path.join(base, 'refusals');
  mkdirSync(refusals, { recursive: true });
  const target = path.join(refusals, 'data');
  const restore = (archive: string, extra: { force?: boolean; dataDir?: string } = {}) =>
    restoreArchive({ archive, dataDir: target, migrationsFolder: MIGRATIONS, ...extra });
  /** nothing was written: no target, nothing half-unpacked beside it */
  const nothingWritten = () => {
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(refusals).filter((n) => n.includes('.restoring-'))).toEqual([]);
  };

  /** The fixture unpacked, changed by `edit`, packed again (the manifest first, like ours). */
  const repacked = async (name: string, edit: (dir: string, manifest: Manifest) => void) => {
    const dir = mkdtempSync(path.join(base, 'repack-'));
    execFileSync('tar', ['-xzf', FIXTURE, '-C', dir]);
    const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest;
    edit(dir, manifest);
    const out = path.join(base, name);
    const parts = readdirSync(dir).filter((n) => n !== MANIFEST && n !== CHECKSUMS);
    execFileSync('tar', ['-czf', out, '-C', dir, MANIFEST, CHECKSUMS, ...parts]);
    rmSync(dir, { recursive: true, force: true });
    return out;
  };
  const writeManifest = (dir: string, manifest: Manifest) =>
    writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2));

  it('an existing folder that is not empty, unless --force (which keeps it aside)', async () => {
    mkdirSync(target, { recursive: true });
    writeFileSync(path.join(target, 'members.txt'), 'the club’s current data');
    await expect(restore(FIXTURE)).rejects.toThrow(/уже существует и не пуста/);
    expect(readdirSync(target)).toEqual(['members.txt']);

    const result = await restore(FIXTURE, { force: true });
    expect(readdirSync(result.replaced!)).toEqual(['members.txt']);
    expect(readdirSync(target).sort()).toEqual(['pglite', 'restored-from.json', 'uploads']);
    rmSync(target, { recursive: true, force: true });
    rmSync(result.replaced!, { recursive: true, force: true });
  });

  it('a missing archive, or a file that is no archive', async () => {
    await expect(restore(path.join(base, 'nope.tar.gz'))).rejects.toThrow(/Архива .* нет/);
    const text = path.join(base, 'notes.tar.gz');
    writeFileSync(text, 'not an archive at all');
    await expect(restore(text)).rejects.toThrow(/не архив резервной копии клуба/);
    nothingWritten();
  });

  it('a truncated archive', async () => {
    const whole = readFileSync(FIXTURE);
    const cut = path.join(base, 'truncated.tar.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restore(cut)).rejects.toThrow(/повреждён или обрезан/);
    nothingWritten();
  });

  it('a corrupt archive', async () => {
    const bytes = Buffer.from(readFileSync(FIXTURE));
    bytes.fill(0x55, Math.floor(bytes.length * 0.6), Math.floor(bytes.length * 0.6) + 64);
    const corrupt = path.join(base, 'corrupt.tar.gz');
    writeFileSync(corrupt, bytes);
    await expect(restore(corrupt)).rejects.toThrow(/повреждён/);
    nothingWritten();
  });

  it('an archive whose files do not match their checksums', async () => {
    const tampered = await repacked('tampered.tar.gz', (dir) => {
      const photos = path.join(dir, 'uploads', 'private');
      const file = readdirSync(photos, { recursive: true, withFileTypes: true }).find((e) =>
        e.isFile(),
      )!;
      writeFileSync(path.join(file.parentPath, file.name), 'another picture');
    });
    await expect(restore(tampered)).rejects.toThrow(/контрольная сумма файла uploads\/private\//);
    nothingWritten();
  });

  it('an archive from a newer release: migrations this code does not know, a newer format', async () => {
    const newer = await repacked('newer.tar.gz', (dir, manifest) => {
      manifest.database.migrations.push({ hash: 'f'.repeat(64), createdAt: 4102444800000 });
      writeManifest(dir, manifest);
    });
    expect((await readManifest(newer)).database.migrations.length).toBe(made.migrations.length + 1);
    await expect(restore(newer)).rejects.toThrow(/сделан более новой версией приложения/);
    nothingWritten();
    const format = await repacked('format.tar.gz', (dir, manifest) => {
      manifest.formatVersion = 2;
      writeManifest(dir, manifest);
    });
    await expect(restore(format)).rejects.toThrow(/формат архива 2/);
    nothingWritten();
  });

  it('verify fails an archive that is well-formed but lost its photos', async () => {
    // the photos gone, the checksums and manifest made to match: only loading them can tell
    const lost = await repacked('lost-photos.tar.gz', (dir, manifest) => {
      rmSync(path.join(dir, 'uploads', 'private'), { recursive: true, force: true });
      const files = filesUnder(dir).filter((f) => f !== MANIFEST && f !== CHECKSUMS);
      const sums =
        files
          .map(
            (f) =>
              `${createHash('sha256')
                .update(readFileSync(path.join(dir, f)))
                .digest('hex')}  ${f}`,
          )
          .join('\n') + '\n';
      writeFileSync(path.join(dir, CHECKSUMS), sums);
      manifest.checksums.sha256 = createHash('sha256').update(sums).digest('hex');
      manifest.checksums.files = files.length;
      writeManifest(dir, manifest);
    });
    const run = await backupCommand(['verify', lost], { VERIFY_DIR: base }).done;
    expect(run.stdout).toMatch(/✓ архив цел/);
    expect(run.stdout).toMatch(/✓ API запустился на копии/);
    expect(run.stdout).toMatch(/✗ участник №\d+: фото отчёта по подписанной ссылке: 404/);
    expect(run.stdout).toMatch(/Итог: проверка НЕ пройдена/);
    expect(run.code).toBe(1);
  }, 240_000);

  it('verify says a truncated archive fails and exits 1', async () => {
    const whole = readFileSync(FIXTURE);
    const cut = path.join(base, 'cut-for-verify.tar.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.8)));
    const run = await backupCommand(['verify', cut], { VERIFY_DIR: base }).done;
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/✗ Архив .* повреждён или обрезан/);
    expect(run.stdout).toMatch(/Итог: проверка НЕ пройдена/);
  }, 60_000);

  it('the command says so with its exit code, for a folder that exists', async () => {
    mkdirSync(target, { recursive: true });
    writeFileSync(path.join(target, 'keep.txt'), 'x');
    const run = await backupCommand(['restore', FIXTURE, '--to', target]).done;
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/уже существует и не пуста/);
    expect(readdirSync(target)).toEqual(['keep.txt']);
    rmSync(target, { recursive: true, force: true });
  }, 60_000);
});
