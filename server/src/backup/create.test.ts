// The backup command's archive: from a stopped embedded database too, the newest N kept, and a
// backup that fails half-way leaves nothing that looks like an archive (nor a hold on deletions).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  onPostgres,
  pgliteFolder,
  preparedDataFolder,
  SERVER_ROOT,
  testConfig,
} from '../test/helpers';
import { HOLD_FILE } from '../lib/uploads-hold';
import { createBackup, listArchives } from './create';
import { BackupError, knownMigrations, readManifest } from './format';
import { pgliteQuery, tableCounts } from './inspect';

let base: string;
beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), 'club-backup-create-'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const configFor = (dataDir: string, extra: Parameters<typeof testConfig>[0] = {}) => {
  const config = testConfig({ dataDir, uploadsDir: path.join(dataDir, 'uploads'), ...extra });
  return { ...config, mail: { ...config.mail, mailboxDir: path.join(dataDir, 'mail') } };
};

test('a backup that fails half-way leaves no archive, no half-written file and no hold', async () => {
  const dataDir = path.join(base, 'failing');
  mkdirSync(path.join(dataDir, 'uploads', 'private', '1'), { recursive: true });
  writeFileSync(path.join(dataDir, 'uploads', 'private', '1', 'a.jpg'), 'photo');
  const backupDir = path.join(base, 'failing-backups');
  // PostgreSQL that does not answer: the database part fails after the hold began
  const config = configFor(dataDir, { databaseUrl: 'postgres://club:club@127.0.0.1:1/club' });
  await expect(
    createBackup({ config, backupDir, keep: 3, serverRoot: SERVER_ROOT }),
  ).rejects.toBeInstanceOf(BackupError);
  expect(readdirSync(backupDir)).toEqual([]);
  expect(existsSync(path.join(dataDir, 'uploads', HOLD_FILE))).toBe(false);
  expect(existsSync(path.join(dataDir, 'uploads', 'private', '1', 'a.jpg'))).toBe(true);
});

test('a second backup into the same folder is refused while the first runs', async () => {
  const backupDir = path.join(base, 'locked');
  mkdirSync(backupDir);
  // a live process (jest's parent) holds the lock
  writeFileSync(path.join(backupDir, '.backup.lock'), `${process.ppid}\n`);
  const config = configFor(path.join(base, 'locked-data'));
  await expect(
    createBackup({ config, backupDir, keep: 3, serverRoot: SERVER_ROOT }),
  ).rejects.toThrow(/Другое резервное копирование уже идёт/);
});

test('the archive folder may not be inside the uploads folder', async () => {
  const dataDir = path.join(base, 'inside');
  const config = configFor(dataDir);
  await expect(
    createBackup({
      config,
      backupDir: path.join(dataDir, 'uploads', 'backups'),
      keep: 3,
      serverRoot: SERVER_ROOT,
    }),
  ).rejects.toThrow(/не может быть внутри папки файлов/);
});

(onPostgres ? describe.skip : describe)('an embedded database no API has open', () => {
  it('is copied from its folder; the newest archives are kept', async () => {
    const dataDir = path.join(base, 'stopped');
    await preparedDataFolder(dataDir);
    const backupDir = path.join(base, 'stopped-backups');
    const config = configFor(dataDir);
    const made: string[] = [];
    for (const day of [1, 2, 3]) {
      const result = await createBackup({
        config,
        backupDir,
        keep: 2,
        serverRoot: SERVER_ROOT,
        pglite: pgliteFolder,
        now: () => new Date(`2026-01-0${day}T03:00:00Z`),
      });
      made.push(path.basename(result.archive));
      expect(result.manifest.database.taken).toBe('folder');
    }
    expect(made).toEqual([
      'club-backup-20260101T030000Z.tar.gz',
      'club-backup-20260102T030000Z.tar.gz',
      'club-backup-20260103T030000Z.tar.gz',
    ]);
    // only the newest two, and nothing half-made beside them
    expect(listArchives(backupDir)).toEqual(made.slice(1));
    expect(readdirSync(backupDir).sort()).toEqual(made.slice(1));

    const manifest = await readManifest(path.join(backupDir, made[2]));
    expect(manifest.database.migrations.map((m) => m.createdAt)).toEqual(
      knownMigrations(config.migrationsFolder).map((m) => m.createdAt),
    );
    expect(manifest.uploads).toMatchObject({ storage: 'local', path: 'uploads' });
    expect((manifest.uploads as { files: number }).files).toBeGreaterThan(10);
    // every table, whatever the schema: the counts are those of the database itself
    const client = await pgliteFolder(path.join(dataDir, 'pglite'));
    try {
      expect(manifest.database.tables).toEqual(await tableCounts(pgliteQuery(client)));
    } finally {
      await client.close();
    }
    expect(manifest.database.tables['public.users']).toBeGreaterThan(5);
  }, 180_000);
});
