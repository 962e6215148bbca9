// The member's avatar: png or jpeg by content (never by name or declared type), 5 MB at most,
// re-encoded by the photo pipeline (upright, no metadata: a phone photo's GPS never reaches other
// eyes) and kept in the file storage; the profile holds its public URL (avatars are public by
// unguessable name, unlike body photos).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { PhotoRejected, processPhoto, type ProcessedPhoto } from '../../lib/photos';
import { UPLOADS_PREFIX, type FileStorage } from '../../lib/storage';
import { ACCOUNT_MESSAGES as M } from './messages';

/** Avatars show at most ~200 px wide; 512 keeps them sharp on dense screens. */
const AVATAR_SIDE = 512;

/** The re-encoded avatar, or a 400 with the spec's avatar texts. */
export async function processAvatar(data: Buffer): Promise<ProcessedPhoto> {
  try {
    return await processPhoto(data, { maxSide: AVATAR_SIDE });
  } catch (e) {
    if (e instanceof PhotoRejected)
      throw badRequest(e.problem === 'size' ? M.avatarSize : M.avatarType);
    throw e;
  }
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
  const photo = await processAvatar(data);
  // a new random name each time: a cached old picture never shows under the new URL
  const url = await storage.put(
    `avatars/${userId}/${randomBytes(12).toString('hex')}.${photo.ext}`,
    photo.image,
    photo.contentType,
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
