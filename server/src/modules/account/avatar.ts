// The member's avatar: png or jpeg by content (never by name or declared type), 5 MB at most,
// kept in the file storage; the profile holds its public URL.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
// 'file-type/core': detection from bytes only (the root entry adds Node stream helpers we don't use)
import { fileTypeFromBuffer } from 'file-type/core';
import { PHOTO_MAX_BYTES } from '@club/shared/validation';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { UPLOADS_PREFIX, type FileStorage } from '../../lib/storage';
import { ACCOUNT_MESSAGES as M } from './messages';

const ACCEPTED = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
]);

/** The image kind of the bytes ({mime, ext}), or a 400 with the spec's avatar texts. */
export async function checkAvatarBytes(data: Buffer): Promise<{ mime: string; ext: string }> {
  if (data.length > PHOTO_MAX_BYTES) throw badRequest(M.avatarSize);
  const kind = await fileTypeFromBuffer(data);
  const ext = kind ? ACCEPTED.get(kind.mime) : undefined;
  if (!kind || !ext) throw badRequest(M.avatarType);
  return { mime: kind.mime, ext };
}

async function currentAvatar(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId));
  return row?.avatar ?? null;
}

/** Files we stored ourselves are removed with the avatar; other URLs are only forgotten. */
async function removeStored(storage: FileStorage, url: string | null): Promise<void> {
  if (url?.startsWith(UPLOADS_PREFIX)) await storage.remove(url);
}

export async function saveAvatar(
  db: Db,
  storage: FileStorage,
  userId: number,
  data: Buffer,
): Promise<string> {
  const { mime, ext } = await checkAvatarBytes(data);
  // a new random name each time: a cached old picture never shows under the new URL
  const url = await storage.put(
    `avatars/${userId}/${randomBytes(12).toString('hex')}.${ext}`,
    data,
    mime,
  );
  const previous = await currentAvatar(db, userId);
  await db.update(users).set({ avatar: url }).where(eq(users.id, userId));
  await removeStored(storage, previous);
  return url;
}

export async function removeAvatar(db: Db, storage: FileStorage, userId: number): Promise<void> {
  const previous = await currentAvatar(db, userId);
  await db.update(users).set({ avatar: null }).where(eq(users.id, userId));
  await removeStored(storage, previous);
}
