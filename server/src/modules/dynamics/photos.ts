// The three photos of a body report (side, front, back), as the dynamics and contest calls receive
// and answer them. Each goes through the photo pipeline (by content, 5 MB, re-encoded upright with no
// metadata, thumbnail) and is stored as a private file: the database keeps storage keys, and a
// member only ever gets short-lived signed URLs of their own reports' photos.
import { PHOTO_VIEWS, type PhotoView, type ReportPhoto } from '@club/shared/contract';
import { REPORT_MESSAGES } from '@club/shared/validation';
import type { dynamicsReportPhotos } from '../../db/schema';
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
import { DYNAMICS_MESSAGES as M } from './messages';

export type PhotoRow = typeof dynamicsReportPhotos.$inferSelect;

/** What a form says about one photo slot: leave it, empty it ("null"), or take this file. */
export type PhotoInput = { kind: 'keep' } | { kind: 'remove' } | { kind: 'file'; data: Buffer };

export const photoField = (view: PhotoView) => `photo_${view}` as const;

/**
 * The photo slots of a form body (multipart: a file is a Buffer). Left out or "" keeps the stored
 * photo, "null" removes it (spec §7: "an image removed is sent as null"); any other text, or two
 * files in one slot, is not a picture.
 */
export function photoInputs(form: Record<string, unknown>): Record<PhotoView, PhotoInput> {
  const out = {} as Record<PhotoView, PhotoInput>;
  for (const view of PHOTO_VIEWS) {
    const value = form[photoField(view)];
    if (Buffer.isBuffer(value)) out[view] = { kind: 'file', data: value };
    else if (value === undefined || value === '') out[view] = { kind: 'keep' };
    else if (value === null || value === 'null') out[view] = { kind: 'remove' };
    else if (Array.isArray(value)) throw badRequest(M.photoTwice);
    else throw badRequest(REPORT_MESSAGES.photoType);
  }
  return out;
}

/** The spec's texts for a refused photo (a truncated file or a bomb is "not a photo" either). */
export function photoRejectedMessage(e: PhotoRejected): string {
  if (e.problem === 'size') return REPORT_MESSAGES.photoSize;
  if (e.problem === 'type') return REPORT_MESSAGES.photoType;
  return REPORT_MESSAGES.photoName;
}

/** Checks and re-encodes every new photo first (one at a time), so a bad one stores nothing. */
export async function processReportPhotos(
  inputs: Record<PhotoView, PhotoInput>,
): Promise<Map<PhotoView, ProcessedPhoto>> {
  const processed = new Map<PhotoView, ProcessedPhoto>();
  for (const view of PHOTO_VIEWS) {
    const input = inputs[view];
    if (input.kind !== 'file') continue;
    try {
      processed.set(view, await processPhoto(input.data));
    } catch (e) {
      if (e instanceof PhotoRejected) throw badRequest(photoRejectedMessage(e));
      throw e;
    }
  }
  return processed;
}

/** Stores processed photos under private/dynamics/<userId>/; all of them or none. */
export async function storeReportPhotos(
  storage: FileStorage,
  userId: number,
  processed: Map<PhotoView, ProcessedPhoto>,
): Promise<Map<PhotoView, StoredPhoto>> {
  const stored = new Map<PhotoView, StoredPhoto>();
  try {
    for (const [view, photo] of processed)
      stored.set(view, await storePrivatePhoto(storage, `dynamics/${userId}`, photo));
  } catch (e) {
    await removePhotos(storage, [...stored.values()]);
    throw e;
  }
  return stored;
}

/** Removes stored photos and their thumbnails; a failure is only logged by the caller's logger. */
export async function removePhotos(
  storage: FileStorage,
  photos: { key: string; thumbKey: string }[],
): Promise<void> {
  await Promise.all(photos.map((p) => removePrivatePhoto(storage, p).catch(() => undefined)));
}

/** A stored photo as the member receives it: signed URLs, valid for a few minutes. */
export async function signedPhoto(storage: FileStorage, row: PhotoRow): Promise<ReportPhoto> {
  const [path, thumb] = await Promise.all([
    storage.signedUrl(row.key),
    storage.signedUrl(row.thumbKey),
  ]);
  return { path, thumb, width: row.width, height: row.height, isFromServer: true };
}

/** The photo_side / photo_front / photo_back fields of an answer. */
export async function photoFields(
  storage: FileStorage,
  rows: PhotoRow[],
): Promise<Record<`photo_${PhotoView}`, ReportPhoto | null>> {
  const entries = await Promise.all(
    PHOTO_VIEWS.map(async (view) => {
      const row = rows.find((r) => r.view === view);
      return [photoField(view), row ? await signedPhoto(storage, row) : null] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<`photo_${PhotoView}`, ReportPhoto | null>;
}
