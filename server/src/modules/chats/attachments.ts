// Chat attachments through the one photo pipeline: png or jpeg by content, 5242880 bytes, decoded and
// re-encoded (upright, no metadata, longest side 2048, a thumbnail), stored as private files. All
// of a message's files are checked before any is stored, and a failure part way removes what was
// stored, so a refused send leaves nothing behind.
import { CHAT_LIMITS, CHAT_MESSAGES as M } from '@club/shared/contract';
import { badRequest } from '../../lib/errors';
import {
  PhotoRejected,
  processPhoto,
  removePrivatePhoto,
  storePrivatePhoto,
  type ProcessedPhoto,
  type StoredPhoto,
} from '../../lib/photos';
import type { FileStorage } from '../../lib/storage';
import type { UploadedFile } from '../../lib/multipart-files';

export interface StoredAttachment extends StoredPhoto {
  name: string;
  size: number;
}

/** The spec's text for a refused photo. */
export function attachmentError(problem: PhotoRejected['problem']): string {
  if (problem === 'size') return M.attachSize;
  if (problem === 'type') return M.attachType;
  return M.attachBroken;
}

/** A file name fit to show: no folders, no control characters, at most 120 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed here
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean) return 'image.jpg';
  return clean.length > CHAT_LIMITS.attachNameMaxLength
    ? clean.slice(clean.length - CHAT_LIMITS.attachNameMaxLength)
    : clean;
}

/** Checks and re-encodes every file (nothing stored yet); a 400 with the spec's text otherwise. */
export async function processAttachments(
  files: UploadedFile[],
): Promise<{ name: string; photo: ProcessedPhoto }[]> {
  if (files.length > CHAT_LIMITS.attachMax) throw badRequest(M.attachLimit);
  const out: { name: string; photo: ProcessedPhoto }[] = [];
  for (const file of files) {
    try {
      out.push({ name: cleanFileName(file.filename), photo: await processPhoto(file.data) });
    } catch (e) {
      if (e instanceof PhotoRejected) throw badRequest(attachmentError(e.problem));
      throw e;
    }
  }
  return out;
}

export async function storeAttachments(
  storage: FileStorage,
  userId: number,
  processed: { name: string; photo: ProcessedPhoto }[],
): Promise<StoredAttachment[]> {
  const stored: StoredAttachment[] = [];
  try {
    for (const { name, photo } of processed) {
      const saved = await storePrivatePhoto(storage, `chat/${userId}`, photo);
      stored.push({ ...saved, name, size: photo.image.length });
    }
  } catch (e) {
    await removeAttachments(storage, stored);
    throw e;
  }
  return stored;
}

/** The chat_attachments rows of a message's stored pictures, in the order they were sent. */
export const attachmentRows = (
  messageId: number,
  userId: number,
  stored: StoredAttachment[],
  createdAt: Date,
) =>
  stored.map((s, sort) => ({
    messageId,
    userId,
    name: s.name,
    size: s.size,
    key: s.key,
    thumbKey: s.thumbKey,
    width: s.width,
    height: s.height,
    sort,
    createdAt,
  }));

export async function removeAttachments(
  storage: FileStorage,
  stored: Pick<StoredPhoto, 'key' | 'thumbKey'>[],
): Promise<void> {
  await Promise.all(stored.map((s) => removePrivatePhoto(storage, s).catch(() => undefined)));
}
