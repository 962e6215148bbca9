// Test helpers of the account module: a valid profile body and a multipart body for inject().
import { multipartParts, type FilePart } from '../../test/multipart';

/** A 1x1 PNG (real bytes: signature, IHDR, IDAT, IEND). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The first bytes of a JPEG (SOI + JFIF APP0), enough for a content check. */
export const JPEG_HEAD = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'binary'),
  Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
]);

export type { FilePart } from '../../test/multipart';

/** A multipart/form-data body with text fields and files. */
export function multipart(parts: Record<string, string | FilePart>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  return multipartParts(Object.entries(parts));
}
