// Test helpers of the account module: a valid profile body and a multipart body for inject().
import { randomBytes } from 'node:crypto';

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

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body with text fields and files. */
export function multipart(parts: Record<string, string | FilePart>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----club${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts)) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
