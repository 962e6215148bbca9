// The backup archive: one gzipped tar, laid out like a data folder so that it can even be
// unpacked by hand (`tar -xzf … && sha256sum -c SHA256SUMS`):
//   manifest.json  always the first entry: what made the archive, when, what it holds
//   SHA256SUMS     the sha256 of every other file, in `sha256sum -c` form; its own sha256 is in
//                  the manifest
//   pglite/        the embedded database's folder (a consistent copy, cleanly shut down), or
//   postgres.dump  pg_dump's custom format (PostgreSQL: DATABASE_URL)
//   uploads/       the stored files (local storage; a bucket is backed up by its versioning)
//   mail/          the local mailbox, when there is one
// FORMAT_VERSION goes up only when a reader of this version could not restore a new archive
// correctly; a restore refuses an archive of a newer format, or one whose database has migrations
// this code does not know (a newer release made it).
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';

export const FORMAT = 'club-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const CHECKSUMS = 'SHA256SUMS';
export const PGLITE_PART = 'pglite';
export const POSTGRES_PART = 'postgres.dump';
export const UPLOADS_PART = 'uploads';
export const MAILBOX_PART = 'mail';

export interface Migration {
  hash: string;
  /** drizzle's `created_at`: the migration's folderMillis */
  createdAt: number;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  /** the moment the database's snapshot shows (ISO; the database's or the API's clock) */
  createdAt: string;
  app: {
    /** the server package's version and, when known, the commit it was built from */
    version: string;
    commit: string | null;
  };
  database: {
    kind: 'pglite' | 'postgres';
    /** `pglite` (a folder) or `postgres.dump` */
    path: string;
    /** how the snapshot was taken: through the running API, from a stopped folder, by pg_dump */
    taken: 'api' | 'folder' | 'pg_dump';
    /** milliseconds the API held its queries for the snapshot (through the API) */
    pauseMs: number | null;
    migrations: Migration[];
    /** rows of every table of the snapshot, `schema.table` → count (whatever the schema is) */
    tables: Record<string, number>;
    /** PostgreSQL's version (PGlite's own, for the embedded database) */
    serverVersion: string;
  };
  uploads:
    | { storage: 'local'; path: string; files: number; bytes: number }
    | { storage: 's3'; bucket: string };
  mailbox: { path: string; files: number } | null;
  checksums: { file: typeof CHECKSUMS; sha256: string; files: number; bytes: number };
}

/** `club-backup-20260105T031500Z.tar.gz` (UTC), `-2`, `-3`… when two land in one second. */
export const ARCHIVE_RE = /^club-backup-(\d{8}T\d{6}Z)(?:-(\d+))?\.tar\.gz$/;

export function archiveStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** The order archives were made in (the name's time, then its counter). */
export function compareArchives(a: string, b: string): number {
  const ma = ARCHIVE_RE.exec(a);
  const mb = ARCHIVE_RE.exec(b);
  if (!ma || !mb) return a.localeCompare(b);
  if (ma[1] !== mb[1]) return ma[1] < mb[1] ? -1 : 1;
  return Number(ma[2] ?? 1) - Number(mb[2] ?? 1);
}

/** The migrations this code knows, in order. */
export function knownMigrations(migrationsFolder: string): Migration[] {
  return readMigrationFiles({ migrationsFolder }).map((m) => ({
    hash: m.hash,
    createdAt: m.folderMillis,
  }));
}

/** A refusal with a message for the person running the command (Russian, like the app). */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}

const MANIFEST_MAX = 1024 * 1024;

/**
 * Reads the manifest, the archive's first entry, without unpacking the rest: a newer release's or
 * a foreign archive is refused before anything is written.
 */
export async function readManifest(archive: string): Promise<Manifest> {
  const head = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const input = createReadStream(archive);
    const gunzip = createGunzip();
    let settled = false;
    const finish = (err: Error | null) => {
      if (settled) return;
      settled = true;
      input.destroy();
      gunzip.destroy();
      if (err) reject(err);
      else resolve(Buffer.concat(chunks));
    };
    gunzip.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= 512 + MANIFEST_MAX) finish(null);
    });
    gunzip.on('end', () => finish(null));
    gunzip.on('error', (err) => {
      // a short archive still yields its manifest when the manifest came whole
      if (size > 0 && (err as NodeJS.ErrnoException).code === 'Z_BUF_ERROR') finish(null);
      else finish(err);
    });
    input.on('error', finish);
    input.pipe(gunzip);
  }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') throw new BackupError(`Архива ${archive} нет.`);
    if (err.code === 'EISDIR') throw new BackupError(`${archive} — папка, а не архив.`);
    throw new BackupError(
      `${archive} — не архив резервной копии клуба или он повреждён (не читается как gzip: ${err.message}).`,
    );
  });
  // the first file entry, past any extended headers a tar may put before it (pax, GNU long names)
  let at = 0;
  for (;;) {
    if (head.length < at + 512)
      throw new BackupError(`Архив ${archive} обрезан: в нём нет даже описания.`);
    const field = (from: number, length: number) =>
      head
        .subarray(at + from, at + from + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const type = field(156, 1);
    const size = parseInt(field(124, 12).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0 || size > MANIFEST_MAX)
      throw new BackupError(
        `${archive} — не архив резервной копии клуба: он не начинается с ${MANIFEST}.`,
      );
    if (['x', 'g', 'L', 'K'].includes(type)) {
      at += 512 + Math.ceil(size / 512) * 512;
      continue;
    }
    if (field(0, 100).replace(/^\.\//, '') !== MANIFEST)
      throw new BackupError(
        `${archive} — не архив резервной копии клуба: он не начинается с ${MANIFEST}.`,
      );
    if (head.length < at + 512 + size)
      throw new BackupError(`Архив ${archive} обрезан: его описание (${MANIFEST}) не целое.`);
    return parseManifest(head.subarray(at + 512, at + 512 + size).toString('utf8'), archive);
  }
}

export function parseManifest(text: string, archive: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new BackupError(`Описание архива ${archive} (${MANIFEST}) повреждено: это не JSON.`);
  }
  if (manifest?.format !== FORMAT || typeof manifest.formatVersion !== 'number')
    throw new BackupError(`${archive} — не архив резервной копии клуба (формат не ${FORMAT}).`);
  return manifest;
}

/**
 * Refuses an archive this code cannot restore: a newer format, or a database with migrations it
 * does not know (a newer release made it: this code would run on a schema it has never seen).
 */
export function checkCompatible(manifest: Manifest, known: Migration[], archive: string): void {
  if (manifest.formatVersion > FORMAT_VERSION)
    throw new BackupError(
      `Архив ${archive} сделан более новой версией приложения (формат архива ${manifest.formatVersion}, ` +
        `эта версия читает формат до ${FORMAT_VERSION}). Восстанови его той версией, что его сделала, ` +
        'или более новой. Ничего не изменено.',
    );
  const ours = new Set(known.map((m) => m.createdAt));
  const unknown = (manifest.database?.migrations ?? []).filter((m) => !ours.has(m.createdAt));
  if (unknown.length > 0)
    throw new BackupError(
      `Архив ${archive} сделан более новой версией приложения (${manifest.app?.version ?? '?'}): ` +
        `в его базе ${manifest.database.migrations.length} миграций, эта версия знает ${known.length}, ` +
        `${unknown.length} из них ей неизвестны. Восстанови его той версией, что его сделала, ` +
        'или более новой. Ничего не изменено.',
    );
}
