// Where uploaded and generated files live (avatars, report photos, menu PDFs). Modules talk to this
// interface only, so a deployment can swap the local folder for object storage without touching them.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Public URL prefix of stored files (served by the API; see plugins/uploads.ts). */
export const UPLOADS_PREFIX = '/uploads/';

export interface FileStorage {
  /** Saves bytes under `key` (e.g. 'avatars/3/1a2b.png'); returns the public URL path. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Removes a stored file by its URL (or key); unknown files are ignored. */
  remove(url: string): Promise<void>;
  /** The bytes of a stored file by its URL (or key), or null. */
  read(url: string): Promise<Buffer | null>;
}

const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** A key from a URL or key; null when it is not one of ours or tries to leave the folder. */
export function storageKey(urlOrKey: string): string | null {
  const key = urlOrKey.startsWith(UPLOADS_PREFIX)
    ? urlOrKey.slice(UPLOADS_PREFIX.length)
    : urlOrKey;
  return SAFE_KEY.test(key) && !key.split('/').includes('..') ? key : null;
}

/** Files in a local folder (the default: `<DATA_DIR>/uploads`). */
export function localFileStorage(root: string): FileStorage {
  const fileOf = (urlOrKey: string) => {
    const key = storageKey(urlOrKey);
    return key ? path.join(root, key) : null;
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      if (!file) throw new Error(`unsafe storage key: ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      return UPLOADS_PREFIX + key;
    },
    async remove(url) {
      const file = fileOf(url);
      if (file) await rm(file, { force: true });
    },
    async read(url) {
      const file = fileOf(url);
      if (!file) return null;
      try {
        return await readFile(file);
      } catch {
        return null;
      }
    },
  };
}
