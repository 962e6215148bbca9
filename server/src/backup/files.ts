// File work of the backup: walking a folder, checksums, durable writes and tar.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  createReadStream,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './format';

/** Every regular file under `root`, as sorted `/`-separated relative paths. */
export function filesUnder(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

/** Anything under `root` that is neither a folder nor a regular file (links, sockets…). */
export function oddEntriesUnder(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.isFile()) out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out;
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export const sha256Of = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * Puts `from` at `to` without copying bytes when it can: a hard link (a stored file is never
 * rewritten in place, only replaced by a rename, so the link keeps the bytes the backup saw),
 * else a copy (another file system).
 */
export function linkOrCopy(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw err;
    copyFileSync(from, to);
  }
}

/** Writes what is in the file's cache to the disk (a file or a folder's entries). */
export function fsyncPath(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export const sizeOf = (file: string) => statSync(file).size;

/** Runs tar; a failure carries tar's own words. */
export function tar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', (err) => reject(new BackupError(`tar не запустился: ${err.message}`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new TarFailed(code, oneLine(stderr))),
    );
  });
}

/** tar's complaints as one line, each said once, without its own name before them. */
const oneLine = (stderr: string) =>
  [
    ...new Set(
      stderr.split('\n').map((l) =>
        l
          .replace(/^(tar|gzip): /g, '')
          .replace(/^stdin: /, '')
          .trim(),
      ),
    ),
  ]
    .filter(Boolean)
    .join('; ')
    .slice(-600);

export class TarFailed extends Error {
  constructor(
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`tar failed (${code}): ${stderr}`);
  }
}

/**
 * The server package's version, and the commit the running build recorded in its `COMMIT` file
 * (server/build.mjs; none when run from the sources).
 */
export function appVersion(
  serverRoot: string,
  buildDir: string,
): { version: string; commit: string | null } {
  let version = 'unknown';
  try {
    version = (
      JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  } catch {
    // a deployment without its package.json
  }
  let commit: string | null = null;
  try {
    commit = readFileSync(path.join(buildDir, 'COMMIT'), 'utf8').trim() || null;
  } catch {
    // not built from a git checkout
  }
  return { version, commit };
}

/** 1 проверка, 2 проверки, 5 проверок. */
export function plural(n: number, one: string, few: string, many: string): string {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return `${n} ${many}`;
  if (units === 1) return `${n} ${one}`;
  if (units >= 2 && units <= 4) return `${n} ${few}`;
  return `${n} ${many}`;
}
