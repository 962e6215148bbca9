// Making one archive while the app keeps serving (the backup command: src/backup.ts).
//   1. Deletions in the local uploads folder are held (lib/uploads-hold.ts).
//   2. The database's snapshot: through the running API's control socket (embedded database; the
//      API copies its own folder, see control.ts), from the folder itself when no API has it
//      open, or pg_dump on an exported snapshot (PostgreSQL).
//   3. The uploads are copied AFTER the snapshot: a file is stored before the row that names it
//      commits, and none is deleted while the hold lasts, so every file a row of the snapshot
//      names is in the copy (files stored after it are harmless extras).
//   4. The hold is lifted (the queued deletions are done), checksums and the manifest written, and
//      the archive packed under a temporary name, fsynced, and renamed: an archive with the final
//      name is always complete. A failure or a kill leaves no such name (the next run removes the
//      leftovers), and the retention keeps the newest N.
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { firstStartMarker } from '../db/data-folder';
import { folderOwner, ownerFile } from '../db/folder-owner';
import { storageKey } from '../lib/storage';
import { HOLD_FILE, holdRemovals, releaseRemovals } from '../lib/uploads-hold';
import { controlSocketPath, requestSnapshot } from './control';
import {
  appVersion,
  filesUnder,
  fsyncPath,
  linkOrCopy,
  sha256File,
  sha256Of,
  sizeOf,
  tar,
} from './files';
import {
  ARCHIVE_RE,
  archiveStamp,
  BackupError,
  CHECKSUMS,
  compareArchives,
  FORMAT,
  FORMAT_VERSION,
  MAILBOX_PART,
  MANIFEST,
  PGLITE_PART,
  POSTGRES_PART,
  UPLOADS_PART,
  type Manifest,
} from './format';
import { appliedMigrations, pgliteQuery, pgQuery, serverVersion, tableCounts } from './inspect';
import { runPgTool } from './pg-tools';

/** Opens PGlite on a folder, loading a tar into it first when given (tests hand in their own). */
export type PgliteOpener = (dir: string, load?: Blob) => Promise<PGlite>;

export const openPgliteFolder: PgliteOpener = async (dir, load) => {
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, load ? { loadDataDir: load } : {});
  await client.waitReady;
  return client;
};

/** How long a hold lasts unless renewed; the backup renews it every HOLD_RENEW_MS. */
const HOLD_MS = 10 * 60_000;
const HOLD_RENEW_MS = 60_000;

export interface CreateOptions {
  config: Config;
  backupDir: string;
  /** archives kept (the newest); older ones are deleted after a successful backup */
  keep: number;
  serverRoot: string;
  /** the folder of the running build (its COMMIT file names the commit); serverRoot/dist */
  buildDir?: string;
  print?: (line: string) => void;
  now?: () => Date;
  pglite?: PgliteOpener;
}

export interface CreateResult {
  archive: string;
  manifest: Manifest;
  bytes: number;
  /** older archives the retention deleted */
  deleted: string[];
}

/** The default folder: beside the data folder, never inside it (`/srv/club/.data-backups`). */
export const defaultBackupDir = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, '')}-backups`;

const inside = (parent: string, child: string) => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

const pidAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** One backup at a time per folder: `<backupDir>/.backup.lock` names the running one. */
function takeLock(backupDir: string): () => void {
  const lock = path.join(backupDir, '.backup.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => rmSync(lock, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(lock, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && pidAlive(pid))
        throw new BackupError(
          `Другое резервное копирование уже идёт (процесс ${pid}, ${lock}). Дождись его конца.`,
        );
      rmSync(lock, { force: true }); // left by a backup that died
    }
  }
  throw new BackupError(`Не удалось занять ${lock}.`);
}

/** Leftovers of backups that died (their lock is ours now): half-written archives, staging. */
function removeLeftovers(backupDir: string) {
  for (const name of readdirSync(backupDir)) {
    if (/^\.club-backup-.*\.partial$/.test(name) || name.startsWith('.staging-'))
      rmSync(path.join(backupDir, name), { recursive: true, force: true });
  }
}

/** The archives of a folder, oldest first. */
export function listArchives(backupDir: string): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(backupDir);
  } catch {
    return [];
  }
  return names.filter((n) => ARCHIVE_RE.test(n)).sort(compareArchives);
}

function archiveName(backupDir: string, at: Date): string {
  const stamp = archiveStamp(at);
  for (let n = 1; ; n++) {
    const name = `club-backup-${stamp}${n === 1 ? '' : `-${n}`}.tar.gz`;
    if (!existsSync(path.join(backupDir, name))) return name;
  }
}

interface DatabasePart {
  database: Manifest['database'];
  /** the moment the snapshot shows */
  takenAt: Date;
}

/** The embedded database: a snapshot tar, loaded into `<staging>/pglite` (proved to open). */
async function snapshotPglite(
  config: Config,
  staging: string,
  pglite: PgliteOpener,
  print: (line: string) => void,
): Promise<DatabasePart> {
  const folder = path.join(config.dataDir, PGLITE_PART);
  if (!existsSync(folder))
    throw new BackupError(
      `Встроенной базы ${folder} нет: проверь DATA_DIR (или запусти API один раз, он создаёт базу).`,
    );
  if (existsSync(firstStartMarker(folder)))
    throw new BackupError(
      `Первый запуск базы ${folder} не завершился: копировать нечего (API создаст её заново при запуске).`,
    );
  const tarFile = path.join(staging, 'pglite.tar');
  let taken: 'api' | 'folder';
  let pauseMs: number | null = null;
  let takenAt: Date;
  const owner = folderOwner(folder);
  if (owner) {
    const socket = controlSocketPath(config.dataDir);
    try {
      const answer = await requestSnapshot(socket, tarFile);
      pauseMs = answer.pauseMs;
      takenAt = answer.takenAt;
    } catch (err) {
      throw new BackupError(
        `API запущен на этой базе (процесс ${owner}, ${ownerFile(folder)}), но снимок через его ` +
          `канал ${socket} не получен: ${(err as Error).message}. Запусти API этой версии ` +
          '(у более старых канала нет) и повтори.',
      );
    }
    taken = 'api';
    print(`База: снимок получен от работающего API (запросы ждали ${pauseMs} мс).`);
  } else {
    // no API has the folder open: its files are copied as they are (a stopped PGlite folder is
    // consistent; this command only reads it, so an API starting meanwhile is never endangered)
    cpSync(folder, path.join(staging, PGLITE_PART), { recursive: true });
    takenAt = new Date();
    const started = folderOwner(folder);
    if (started)
      throw new BackupError(
        `API запустился на этой базе во время копирования (процесс ${started}): повтори команду, ` +
          'теперь снимок снимет сам API.',
      );
    taken = 'folder';
    print('База: API не запущен, скопирована папка базы.');
  }
  // the copy opened once by PGlite: recovered, proved readable, then shut down cleanly
  const copy =
    taken === 'api'
      ? await pglite(
          path.join(staging, PGLITE_PART),
          new Blob([readFileSync(tarFile)], { type: 'application/x-tar' }),
        )
      : await pglite(path.join(staging, PGLITE_PART));
  try {
    const query = pgliteQuery(copy);
    const database: Manifest['database'] = {
      kind: 'pglite',
      path: PGLITE_PART,
      taken,
      pauseMs,
      migrations: await appliedMigrations(query),
      tables: await tableCounts(query),
      serverVersion: await serverVersion(query),
    };
    return { database, takenAt };
  } finally {
    await copy.close();
    rmSync(tarFile, { force: true });
  }
}

/** PostgreSQL: pg_dump (custom format) of a snapshot exported by a transaction that counts it. */
async function dumpPostgres(databaseUrl: string, staging: string): Promise<DatabasePart> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(
      `Не удалось подключиться к PostgreSQL (DATABASE_URL): ${(err as Error).message}`,
    );
  }
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const [{ id, at }] = (
      await client.query<{ id: string; at: Date }>(
        'select pg_export_snapshot() as id, clock_timestamp() as at',
      )
    ).rows;
    const query = pgQuery(client);
    const database: Manifest['database'] = {
      kind: 'postgres',
      path: POSTGRES_PART,
      taken: 'pg_dump',
      pauseMs: null,
      migrations: await appliedMigrations(query),
      tables: await tableCounts(query),
      serverVersion: await serverVersion(query),
    };
    // pg_dump reads exactly what this transaction counted
    await runPgTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${id}`, `--file=${path.join(staging, POSTGRES_PART)}`],
      databaseUrl,
    );
    await client.query('COMMIT');
    return { database, takenAt: at };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** What a backup under way must undo if the process is told to stop (SIGINT, SIGTERM). */
const underWay = new Set<() => void>();

/** Undoes every backup under way at once (synchronously, from a signal handler). */
export function abandonBackups(): void {
  for (const undo of underWay) undo();
  underWay.clear();
}

/** Makes one archive in `backupDir`; see the top of this file. */
export async function createBackup(opts: CreateOptions): Promise<CreateResult> {
  const { config } = opts;
  const print = opts.print ?? (() => undefined);
  const backupDir = path.resolve(opts.backupDir);
  if (!Number.isInteger(opts.keep) || opts.keep < 1)
    throw new BackupError('Сколько архивов хранить (--keep, BACKUP_KEEP) — целое число от 1.', 2);
  const localUploads = config.storage.kind === 'local';
  for (const [what, dir] of [
    ['базы', path.join(config.dataDir, PGLITE_PART)],
    ['файлов (UPLOADS_DIR)', config.uploadsDir],
    ['почты (MAIL_DIR)', config.mail.mailboxDir],
  ] as const)
    if (inside(dir, backupDir) || inside(backupDir, dir))
      throw new BackupError(
        `Папка архивов ${backupDir} не может быть внутри папки ${what} ${dir} или содержать её: укажи другую (BACKUP_DIR).`,
        2,
      );
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const unlock = takeLock(backupDir);
  const staging = path.join(backupDir, `.staging-${process.pid}-${randomBytes(4).toString('hex')}`);
  let partial: string | undefined;
  let renew: NodeJS.Timeout | undefined;
  let holding = false;
  const undo = () => {
    if (renew) clearInterval(renew);
    // the hold is lifted; its queued deletions wait for the next backup
    if (holding) rmSync(path.join(config.uploadsDir, HOLD_FILE), { force: true });
    if (partial) rmSync(partial, { force: true });
    rmSync(staging, { recursive: true, force: true });
    unlock();
  };
  underWay.add(undo);
  const release = async () => {
    if (renew) clearInterval(renew);
    renew = undefined;
    if (!holding) return [];
    holding = false;
    return releaseRemovals(config.uploadsDir, (key) =>
      storageKey(key) ? rm(path.join(config.uploadsDir, key), { force: true }) : Promise.resolve(),
    );
  };
  try {
    removeLeftovers(backupDir);
    mkdirSync(staging, { mode: 0o700 });

    // 1. deletions held from before the snapshot until the copy is complete
    if (localUploads && existsSync(config.uploadsDir)) {
      await holdRemovals(config.uploadsDir, HOLD_MS);
      holding = true;
      renew = setInterval(() => {
        holdRemovals(config.uploadsDir, HOLD_MS).catch(() => undefined);
      }, HOLD_RENEW_MS);
      renew.unref();
    }

    // 2. the database's snapshot
    const { database, takenAt } = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, staging)
      : await snapshotPglite(config, staging, opts.pglite ?? openPgliteFolder, print);
    if (config.databaseUrl) print('База: pg_dump снял снимок PostgreSQL.');
    // the archive's time is the moment its database shows (tests name their own)
    const at = opts.now ? opts.now() : takenAt;

    // 3. the stored files, after the snapshot
    let uploads: Manifest['uploads'];
    if (localUploads) {
      let files = 0;
      let bytes = 0;
      for (const key of filesUnder(config.uploadsDir)) {
        if (!storageKey(key) || key.endsWith('.partial')) continue; // not a stored file
        try {
          linkOrCopy(path.join(config.uploadsDir, key), path.join(staging, UPLOADS_PART, key));
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue; // a failed upload's
          throw err;
        }
        files++;
        bytes += sizeOf(path.join(staging, UPLOADS_PART, key));
      }
      mkdirSync(path.join(staging, UPLOADS_PART), { recursive: true });
      uploads = { storage: 'local', path: UPLOADS_PART, files, bytes };
      print(`Файлы: ${files} (${(bytes / 1024 / 1024).toFixed(1)} МБ).`);
    } else {
      uploads = {
        storage: 's3',
        bucket: config.storage.kind === 's3' ? config.storage.bucket : '',
      };
      print(
        `Файлы в бакете ${uploads.bucket}: в архив не входят (версионирование бакета: см. README).`,
      );
    }
    const deferred = await release();
    if (deferred.length) print(`Удалено файлов, отложенных на время копии: ${deferred.length}.`);

    let mailbox: Manifest['mailbox'] = null;
    if (existsSync(config.mail.mailboxDir) && statSync(config.mail.mailboxDir).isDirectory()) {
      cpSync(config.mail.mailboxDir, path.join(staging, MAILBOX_PART), { recursive: true });
      mailbox = { path: MAILBOX_PART, files: filesUnder(path.join(staging, MAILBOX_PART)).length };
    }

    // 4. checksums, manifest, the archive
    const parts = [database.path, uploads.storage === 'local' ? UPLOADS_PART : null, mailbox?.path]
      .filter((p): p is string => Boolean(p))
      .filter((p) => existsSync(path.join(staging, p)));
    const lines: string[] = [];
    let totalBytes = 0;
    const all = filesUnder(staging);
    for (const file of all) {
      lines.push(`${await sha256File(path.join(staging, file))}  ${file}`);
      totalBytes += sizeOf(path.join(staging, file));
    }
    const sums = lines.join('\n') + '\n';
    writeFileSync(path.join(staging, CHECKSUMS), sums);
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: at.toISOString(),
      app: appVersion(opts.serverRoot, opts.buildDir ?? path.join(opts.serverRoot, 'dist')),
      database,
      uploads,
      mailbox,
      checksums: { file: CHECKSUMS, sha256: sha256Of(sums), files: all.length, bytes: totalBytes },
    };
    writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');

    const name = archiveName(backupDir, at);
    partial = path.join(backupDir, `.${name}.${randomBytes(4).toString('hex')}.partial`);
    // the manifest first: a restore reads it before unpacking anything
    await tar(['-czf', partial, '-C', staging, MANIFEST, CHECKSUMS, ...parts]);
    // every member's data: readable by this user only, like the data folder
    chmodSync(partial, 0o600);
    fsyncPath(partial);
    const archive = path.join(backupDir, name);
    renameSync(partial, archive);
    partial = undefined;
    fsyncPath(backupDir);
    const bytes = sizeOf(archive);

    // retention: the newest `keep`, this one included
    const deleted: string[] = [];
    const archives = listArchives(backupDir);
    for (const old of archives.slice(0, Math.max(0, archives.length - opts.keep))) {
      if (old === name) continue;
      rmSync(path.join(backupDir, old), { force: true });
      deleted.push(old);
    }
    if (deleted.length) fsyncPath(backupDir);
    return { archive, manifest, bytes, deleted };
  } finally {
    underWay.delete(undo);
    await release().catch(() => undefined);
    if (partial) rmSync(partial, { force: true });
    rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}
