// Where uploaded and generated files live (avatars, report photos, menu PDFs). Modules talk to this
// interface only, so a deployment can swap the local folder for object storage without touching them.
// Keys under `private/` (body photos, chat attachments) are never served publicly: only through a
// short-lived signed URL that a module issues after its own ownership check.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from './errors';
import { deferRemoval } from './uploads-hold';

/** Public URL prefix of stored files (served by the API; see plugins/uploads.ts). */
export const UPLOADS_PREFIX = '/uploads/';
/** URL prefix of private files, reached only with a valid signature (see plugins/private-files.ts). */
export const PRIVATE_FILES_PREFIX = '/files/';
/** Keys of private files start with this folder. */
export const PRIVATE_FOLDER = 'private/';
/** How long a signed URL stays valid at least, and at most twice that (see signedUrl). */
export const SIGNED_URL_TTL_SECONDS = 5 * 60;

export const isPrivateKey = (key: string): boolean => key.startsWith(PRIVATE_FOLDER);

/**
 * The only folders served publicly at /uploads/ (an allow-list: anything else, `private/` above
 * all, is not served there whatever the path form): avatars (account/avatar.ts), generated
 * menu PDFs (nutrition/downloads.ts) and the articles' main pictures (staff-articles/articles.ts;
 * random names, so a draft's picture is known only to whoever was given its URL).
 */
export const PUBLIC_FOLDERS = ['avatars/', 'dieta/', 'articles/'] as const;

/** A safe key (see storageKey) in one of the public folders. */
export const isPublicKey = (key: string): boolean =>
  PUBLIC_FOLDERS.some((folder) => key.startsWith(folder));

export const STORAGE_MESSAGES = {
  unavailable:
    'Хранилище файлов сейчас недоступно, файл не сохранён. Попробуй ещё раз через несколько минут.',
} as const;

/** The file store did not answer (unreachable, too slow, or failing): 503, nothing was stored. */
export class StorageUnavailable extends AppError {
  constructor(readonly reason: unknown) {
    super(503, STORAGE_MESSAGES.unavailable);
    this.name = 'StorageUnavailable';
  }
}

/** Content types of stored files by extension (a local file keeps no type of its own). */
export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
};
export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

export interface PutOptions {
  /** a Content-Disposition the file is served with (e.g. `attachment; filename="menu.pdf"`) */
  disposition?: string;
}

/** A stored file with the headers it is served with. */
export interface StoredFile {
  data: Buffer;
  contentType: string;
  disposition?: string;
}

export interface FileStorage {
  /** 'local' (a folder served by the API) or 's3' (a bucket) */
  readonly kind: 'local' | 's3';
  /**
   * Saves bytes under `key` (e.g. 'avatars/3/1a2b.png'); returns the public URL path. Either the
   * whole file is stored or the promise rejects and nothing is (a failed store answers a
   * StorageUnavailable error: 503 with a Russian message).
   */
  put(key: string, data: Buffer, contentType: string, opts?: PutOptions): Promise<string>;
  /** Removes a stored file by its URL (or key); unknown files are ignored. */
  remove(url: string): Promise<void>;
  /** The bytes of a stored file by its URL (or key), or null. */
  read(url: string): Promise<Buffer | null>;
  /** The bytes and headers of a stored file by its URL (or key), or null. */
  get(url: string): Promise<StoredFile | null>;
  /**
   * A short-lived URL for a private file (key under `private/`). Issue it only after checking the
   * member may see the file: whoever holds the URL can read it until it expires. `nowMs` is the
   * moment it is issued at (tests).
   */
  signedUrl(key: string, nowMs?: number): Promise<string>;
}

const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** A key from a URL or key; null when it is not one of ours or tries to leave the folder. */
export function storageKey(urlOrKey: string): string | null {
  const key = urlOrKey.startsWith(UPLOADS_PREFIX)
    ? urlOrKey.slice(UPLOADS_PREFIX.length)
    : urlOrKey;
  return SAFE_KEY.test(key) && !key.split('/').includes('..') ? key : null;
}

/**
 * HMAC signatures for local private files: `/files/<key>?e=<unix seconds>&s=<signature>`.
 * The expiry is rounded up to a whole TTL step, so the same photo keeps one URL for a few minutes
 * (the browser's cache works) and every URL dies between one and two TTLs after it was issued.
 */
export function urlSigner(secret: string, ttlSeconds = SIGNED_URL_TTL_SECONDS) {
  const sign = (key: string, expires: number) =>
    createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
  return {
    url(key: string, nowMs = Date.now()): string {
      const now = Math.floor(nowMs / 1000);
      const expires = (Math.floor(now / ttlSeconds) + 2) * ttlSeconds;
      return `${PRIVATE_FILES_PREFIX}${key}?e=${expires}&s=${sign(key, expires)}`;
    },
    /** true when the signature is ours and not expired */
    verify(key: string, expires: string, signature: string, nowMs = Date.now()): boolean {
      const e = Number(expires);
      if (!Number.isSafeInteger(e) || e * 1000 < nowMs) return false;
      const expected = Buffer.from(sign(key, e));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type UrlSigner = ReturnType<typeof urlSigner>;

/** A stored file's mode (and a letter's in the local mailbox): the API's own user only. */
export const PRIVATE_FILE_MODE = 0o600;
/** The mode of the folders they are in. */
export const PRIVATE_DIR_MODE = 0o700;

/**
 * Makes `dir` (and its missing parents) a folder of the API's own user only: created 0700, and
 * an existing one (written 0755 by earlier releases) has its group and other bits taken away, so
 * the files already in it are closed to other users too without walking them.
 */
export function closeFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    const { mode } = statSync(dir);
    if (mode & 0o077) chmodSync(dir, mode & 0o700);
  } catch {
    // not ours to change (another owner): the files written from now on are 0600 anyway
  }
}

/** Files in a local folder (the default: `<DATA_DIR>/uploads`), closed to other OS users. */
export function localFileStorage(root: string, signer: UrlSigner): FileStorage {
  closeFolder(root);
  const fileOf = (urlOrKey: string) => {
    const key = storageKey(urlOrKey);
    return key ? path.join(root, key) : null;
  };
  const read = async (url: string) => {
    const file = fileOf(url);
    if (!file) return null;
    try {
      return await readFile(file);
    } catch {
      return null;
    }
  };
  return {
    kind: 'local',
    async put(key, data) {
      const file = fileOf(key);
      if (!file) throw new Error(`unsafe storage key: ${key}`);
      // members' photos: readable by the API's own user only (folders 0700, files 0600)
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      // written beside, then renamed: a reader never sees half a file, a failed write leaves none
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, data, { mode: PRIVATE_FILE_MODE });
        await rename(partial, file);
      } catch (e) {
        await rm(partial, { force: true });
        throw new StorageUnavailable(e);
      }
      return UPLOADS_PREFIX + key;
    },
    async remove(url) {
      const key = storageKey(url);
      if (!key) return;
      // a backup copying this folder holds deletions until its copy is complete (uploads-hold.ts)
      if (await deferRemoval(root, key)) return;
      await rm(path.join(root, key), { force: true });
    },
    read,
    async get(url) {
      const data = await read(url);
      return data ? { data, contentType: contentTypeOf(storageKey(url) ?? '') } : null;
    },
    async signedUrl(key, nowMs) {
      if (!storageKey(key) || !isPrivateKey(key)) throw new Error(`not a private key: ${key}`);
      return signer.url(key, nowMs);
    },
  };
}
