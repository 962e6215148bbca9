// Restoring an archive into a NEW data folder (and, for a PostgreSQL archive, an empty database).
// Everything is checked before anything is put in place: the manifest (a newer release's archive
// is refused before unpacking), then the whole archive is unpacked beside the target and every
// file checked against SHA256SUMS (a truncated or corrupt archive is refused); only then is the
// unpacked folder renamed into place. A folder that exists and is not empty is refused unless
// --force, and even then it is kept (renamed aside), never deleted. The database is not migrated
// here: the API migrates it when it starts (as after any upgrade).
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { folderOwner, ownerFile } from '../db/folder-owner';
import {
  filesUnder,
  fsyncPath,
  oddEntriesUnder,
  plural,
  sha256File,
  sha256Of,
  TarFailed,
  tar,
} from './files';
import {
  BackupError,
  checkCompatible,
  CHECKSUMS,
  knownMigrations,
  MAILBOX_PART,
  MANIFEST,
  parseManifest,
  PGLITE_PART,
  POSTGRES_PART,
  readManifest,
  UPLOADS_PART,
  type Manifest,
} from './format';
import { runPgTool } from './pg-tools';

export interface RestoreOptions {
  archive: string;
  /** the new data folder (the PostgreSQL archive's uploads and mailbox go there too) */
  dataDir: string;
  /** an existing, non-empty folder is renamed aside and replaced */
  force?: boolean;
  /** PostgreSQL archives: the EMPTY database to restore into */
  databaseUrl?: string;
  migrationsFolder: string;
  print?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  dataDir: string;
  /** where --force put the folder that was there */
  replaced: string | null;
  /** migrations the API will apply when it starts on the restored database */
  pendingMigrations: number;
}

const isEmptyDir = (dir: string) => readdirSync(dir).length === 0;

/** Unpacks the archive into `staging` and checks every file; the manifest read from it. */
export async function unpackChecked(archive: string, staging: string): Promise<Manifest> {
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  try {
    await tar(['-xzf', archive, '-C', staging, '--no-same-owner', '--no-same-permissions']);
  } catch (err) {
    if (err instanceof TarFailed)
      throw new BackupError(
        `Архив ${archive} повреждён или обрезан: он не распаковывается целиком (tar: ${err.stderr || err.code}). Ничего не изменено.`,
      );
    throw err;
  }
  ownModes(staging);
  const manifestFile = path.join(staging, MANIFEST);
  if (!existsSync(manifestFile))
    throw new BackupError(`${archive} — не архив резервной копии клуба: в нём нет ${MANIFEST}.`);
  const manifest = parseManifest(readFileSync(manifestFile, 'utf8'), archive);
  const corrupt = (what: string) =>
    new BackupError(
      `Архив ${archive} повреждён: ${what}. Ничего не изменено; возьми другой архив.`,
    );
  const odd = oddEntriesUnder(staging);
  if (odd.length) throw corrupt(`в нём есть не файлы (${odd.slice(0, 3).join(', ')})`);
  const sumsFile = path.join(staging, CHECKSUMS);
  if (!existsSync(sumsFile)) throw corrupt(`нет списка контрольных сумм ${CHECKSUMS}`);
  const sums = readFileSync(sumsFile);
  if (sha256Of(sums) !== manifest.checksums?.sha256)
    throw corrupt(`список ${CHECKSUMS} не совпадает с описанием архива`);
  const listed = new Map<string, string>();
  for (const line of sums.toString('utf8').split('\n').filter(Boolean)) {
    const m = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!m) throw corrupt(`строка списка ${CHECKSUMS} не читается`);
    listed.set(m[2], m[1]);
  }
  const present = new Set(filesUnder(staging).filter((f) => f !== MANIFEST && f !== CHECKSUMS));
  const extra = [...present].filter((f) => !listed.has(f));
  if (extra.length) throw corrupt(`лишние файлы (${extra.slice(0, 3).join(', ')})`);
  const missing = [...listed.keys()].filter((f) => !present.has(f));
  if (missing.length)
    throw corrupt(
      `не хватает ${plural(missing.length, 'файла', 'файлов', 'файлов')} (${missing.slice(0, 3).join(', ')})`,
    );
  for (const [file, sum] of listed)
    if ((await sha256File(path.join(staging, file))) !== sum)
      throw corrupt(`контрольная сумма файла ${file} не совпадает`);
  checkParts(manifest, staging, corrupt);
  return manifest;
}

/**
 * Every part the manifest names is in the archive, and nothing else is: the database above all
 * (an archive without it would have the API create a new, demo-seeded database at its start, as
 * if it were the club's), the uploads folder (local storage) and the mailbox (when it had one).
 */
function checkParts(manifest: Manifest, staging: string, corrupt: (what: string) => Error): void {
  const isDir = (part: string) =>
    statSync(path.join(staging, part), { throwIfNoEntry: false })?.isDirectory();
  const isFile = (part: string) =>
    statSync(path.join(staging, part), { throwIfNoEntry: false })?.isFile();
  const kind = manifest.database?.kind;
  const databasePart = kind === 'postgres' ? POSTGRES_PART : PGLITE_PART;
  if (manifest.database?.path !== databasePart)
    throw corrupt(`описание называет базу «${manifest.database?.path}», а не ${databasePart}`);
  const databaseThere =
    kind === 'postgres'
      ? isFile(POSTGRES_PART) && statSync(path.join(staging, POSTGRES_PART)).size > 0
      : isDir(PGLITE_PART) && isFile(path.join(PGLITE_PART, 'PG_VERSION'));
  if (!databaseThere) throw corrupt(`в нём нет базы (${databasePart}), хотя описание её называет`);
  const parts = [MANIFEST, CHECKSUMS, databasePart];
  if (manifest.uploads?.storage === 'local') {
    if (!isDir(UPLOADS_PART))
      throw corrupt(`в нём нет папки файлов ${UPLOADS_PART}/, хотя описание её называет`);
    parts.push(UPLOADS_PART);
  }
  if (manifest.mailbox) {
    if (!isDir(MAILBOX_PART))
      throw corrupt(`в нём нет почты ${MAILBOX_PART}/, хотя описание её называет`);
    parts.push(MAILBOX_PART);
  }
  const extra = readdirSync(staging).filter((name) => !parts.includes(name));
  if (extra.length)
    throw corrupt(
      `в нём есть части, которых описание не называет (${extra.slice(0, 3).join(', ')})`,
    );
}

/**
 * The unpacked files are the API's user's only, whatever modes the archive carries: folders 0700,
 * files 0600, never a set-user-id, set-group-id or sticky bit, nor execution (tar run by root keeps
 * an archive's modes, set-id bits included).
 */
function ownModes(root: string): void {
  const walk = (dir: string) => {
    chmodSync(dir, 0o700);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) chmodSync(full, 0o600);
    }
  };
  walk(root);
}

/** A PostgreSQL database with no tables of its own (pg_restore goes only into such a one). */
async function checkEmptyDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(
      `Не удалось подключиться к базе для восстановления (${(err as Error).message}). Ничего не изменено.`,
    );
  }
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*)::text as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (Number(rows[0].n) > 0)
      throw new BackupError(
        'База для восстановления не пуста: в ней уже есть таблицы. Восстанавливаю только в новую ' +
          'пустую базу (createdb club_restored), чтобы не смешать данные. Ничего не изменено.',
      );
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function restoreArchive(opts: RestoreOptions): Promise<RestoreResult> {
  const print = opts.print ?? (() => undefined);
  const archive = path.resolve(opts.archive);
  const dataDir = path.resolve(opts.dataDir);

  // the manifest alone first: a foreign or newer archive is refused before anything is unpacked
  const known = knownMigrations(opts.migrationsFolder);
  const head = await readManifest(archive);
  checkCompatible(head, known, archive);
  const kind = head.database?.kind;
  if (kind !== 'pglite' && kind !== 'postgres')
    throw new BackupError(`Описание архива ${archive} не называет базу (pglite или postgres).`);
  if (kind === 'postgres' && !opts.databaseUrl)
    throw new BackupError(
      'Это архив PostgreSQL: укажи пустую базу для восстановления (--database-url или DATABASE_URL).',
      2,
    );

  // the target: a new folder, or an empty one; a non-empty one only with --force
  const exists = existsSync(dataDir);
  if (exists && !isEmptyDir(dataDir)) {
    if (!opts.force)
      throw new BackupError(
        `Папка ${dataDir} уже существует и не пуста: восстанавливаю только в новую папку. ` +
          'Укажи другую папку (и затем DATA_DIR) или добавь --force: тогда эта папка будет ' +
          'переименована рядом, а не удалена. Ничего не изменено.',
        2,
      );
    const owner = folderOwner(path.join(dataDir, PGLITE_PART));
    if (owner)
      throw new BackupError(
        `На папке ${dataDir} работает API (процесс ${owner}, ${ownerFile(path.join(dataDir, PGLITE_PART))}): ` +
          'останови его, прежде чем заменять его данные. Ничего не изменено.',
      );
  }
  if (kind === 'postgres') await checkEmptyDatabase(String(opts.databaseUrl));

  // unpacked and checked beside the target (the same disk: the final step is a rename)
  const parent = path.dirname(dataDir);
  mkdirSync(parent, { recursive: true });
  const staging = path.join(
    parent,
    `.${path.basename(dataDir)}.restoring-${randomBytes(4).toString('hex')}`,
  );
  let replaced: string | null = null;
  try {
    const manifest = await unpackChecked(archive, staging);
    if (JSON.stringify(manifest) !== JSON.stringify(head))
      throw new BackupError(`Архив ${archive} повреждён: его описание прочитано по-разному.`);
    print(
      `Архив цел: ${plural(manifest.checksums.files, 'файл', 'файла', 'файлов')}, контрольные суммы совпали (сделан ${manifest.createdAt}).`,
    );

    if (kind === 'postgres') {
      // one transaction: the database gets all of it or nothing
      await runPgTool(
        'pg_restore',
        [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--single-transaction',
          path.join(staging, POSTGRES_PART),
        ],
        String(opts.databaseUrl),
      );
      rmSync(path.join(staging, POSTGRES_PART), { force: true });
      print('База: pg_restore восстановил её в указанную пустую базу.');
    }
    rmSync(path.join(staging, CHECKSUMS), { force: true });
    // where this folder came from, for whoever looks at it later
    renameSync(path.join(staging, MANIFEST), path.join(staging, 'restored-from.json'));
    writeFileSync(
      path.join(staging, 'restored-from.json'),
      JSON.stringify({ archive, restoredAt: new Date().toISOString(), manifest }, null, 2) + '\n',
    );

    if (exists && !isEmptyDir(dataDir)) {
      replaced = `${dataDir}.replaced-${new Date()
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z')}`;
      renameSync(dataDir, replaced);
    } else if (exists) {
      rmSync(dataDir, { recursive: true, force: true });
    }
    renameSync(staging, dataDir);
    fsyncPath(parent);
    const applied = new Set(manifest.database.migrations.map((m) => m.createdAt));
    return {
      manifest,
      dataDir,
      replaced,
      pendingMigrations: known.filter((m) => !applied.has(m.createdAt)).length,
    };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
