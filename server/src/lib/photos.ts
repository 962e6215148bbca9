// The one photo pipeline for every image a member sends (avatar, dynamics and contest reports, chat
// attachments): checked by content, never by name, then decoded and re-encoded with sharp, so what
// we store and serve is only pixels: turned upright by the EXIF orientation, every metadata block
// (EXIF, GPS, XMP, ICC comments) dropped, bounded in size, with a small thumbnail beside it.
import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
// 'file-type/core': detection from bytes only (the root entry adds Node stream helpers we don't use)
import { fileTypeFromBuffer } from 'file-type/core';
import { PHOTO_MAX_BYTES } from '@club/shared/validation';
import { PRIVATE_FOLDER, type FileStorage } from './storage';

/** Why a photo was refused: the caller turns it into its own Russian text. */
export type PhotoProblem = 'type' | 'size' | 'broken';

export class PhotoRejected extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(`photo refused: ${problem}`);
    this.name = 'PhotoRejected';
  }
}

export interface ProcessedPhoto {
  image: Buffer;
  width: number;
  height: number;
  thumb: Buffer;
  thumbWidth: number;
  thumbHeight: number;
  contentType: 'image/jpeg';
  ext: 'jpg';
}

export interface PhotoOptions {
  /** longest side of the stored image, px */
  maxSide?: number;
  /** longest side of the thumbnail, px */
  thumbSide?: number;
}

const ACCEPTED = new Set(['image/png', 'image/jpeg']);
/**
 * Decompression bombs: a small file that declares a huge canvas is refused from its header,
 * before any pixel is decoded. 120 MP takes the photos of today's phones (a 9000x7000 JPEG is
 * 63 MP, a 108 MP sensor writes 12000x9000) and still refuses a canvas of hundreds of megapixels.
 * Memory stays bounded for what is let through: a JPEG is decoded already shrunk (libjpeg's
 * shrink-on-load, up to 1/8, chosen by the resize that follows), and every input is read top to
 * bottom once (sequentialRead) so libvips streams it through the resize instead of holding the
 * whole canvas: a 9000x7000 JPEG peaks at about 40 MB above the process's rest.
 */
export const MAX_INPUT_PIXELS = 120_000_000;
export const PHOTO_MAX_SIDE = 2048;
export const THUMB_MAX_SIDE = 320;

// Memory: libvips' operation cache keeps decoded images around; we never reuse an input.
sharp.cache(false);

/** At most two photos are decoded at once per process (each may take ~100 MB while decoding). */
const MAX_PARALLEL = 2;
let running = 0;
const waiting: Array<() => void> = [];
async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** png or jpeg by the bytes, within the spec's 5 MB; throws PhotoRejected otherwise. */
export async function checkPhotoBytes(data: Buffer): Promise<void> {
  if (data.length === 0) throw new PhotoRejected('type');
  if (data.length > PHOTO_MAX_BYTES) throw new PhotoRejected('size');
  const kind = await fileTypeFromBuffer(data);
  if (!kind || !ACCEPTED.has(kind.mime)) throw new PhotoRejected('type');
}

function encode(input: Sharp, side: number, quality: number) {
  return input
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
}

/**
 * Checks and re-encodes a photo as JPEG: upright, no metadata, at most `maxSide` px on its longest
 * side, plus a thumbnail. A truncated or undecodable file, or one over the pixel limit, is
 * refused as 'broken'; nothing is written anywhere by this function.
 */
export async function processPhoto(data: Buffer, opts: PhotoOptions = {}): Promise<ProcessedPhoto> {
  await checkPhotoBytes(data);
  const maxSide = opts.maxSide ?? PHOTO_MAX_SIDE;
  const thumbSide = opts.thumbSide ?? THUMB_MAX_SIDE;
  return withSlot(async () => {
    try {
      // failOn 'truncated': a cut-off upload is refused instead of stored half grey.
      const source = sharp(data, {
        limitInputPixels: MAX_INPUT_PIXELS,
        failOn: 'truncated',
        sequentialRead: true,
      });
      // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked.
      const full = await encode(source.rotate(), maxSide, 82);
      const thumb = await encode(sharp(full.data), thumbSide, 72);
      return {
        image: full.data,
        width: full.info.width,
        height: full.info.height,
        thumb: thumb.data,
        thumbWidth: thumb.info.width,
        thumbHeight: thumb.info.height,
        contentType: 'image/jpeg',
        ext: 'jpg',
      };
    } catch (e) {
      if (e instanceof PhotoRejected) throw e;
      throw new PhotoRejected('broken');
    }
  });
}

export interface StoredPhoto {
  /** storage key of the image (under private/) */
  key: string;
  /** storage key of the thumbnail */
  thumbKey: string;
  width: number;
  height: number;
}

/**
 * Stores a processed photo and its thumbnail as private files under `private/<folder>/` (e.g.
 * `dynamics/12`), with random names. Either both are stored or neither: a failed second write
 * removes the first, so no orphan is left behind. Serve them with `storage.signedUrl(key)`.
 */
export async function storePrivatePhoto(
  storage: FileStorage,
  folder: string,
  photo: ProcessedPhoto,
): Promise<StoredPhoto> {
  const name = randomBytes(16).toString('hex');
  const key = `${PRIVATE_FOLDER}${folder}/${name}.${photo.ext}`;
  const thumbKey = `${PRIVATE_FOLDER}${folder}/${name}_thumb.${photo.ext}`;
  await storage.put(key, photo.image, photo.contentType);
  try {
    await storage.put(thumbKey, photo.thumb, photo.contentType);
  } catch (e) {
    await storage.remove(key).catch(() => undefined);
    throw e;
  }
  return { key, thumbKey, width: photo.width, height: photo.height };
}

/** Removes a stored private photo and its thumbnail (missing files are ignored). */
export async function removePrivatePhoto(
  storage: FileStorage,
  photo: Pick<StoredPhoto, 'key' | 'thumbKey'>,
): Promise<void> {
  await Promise.all([storage.remove(photo.key), storage.remove(photo.thumbKey)]);
}
