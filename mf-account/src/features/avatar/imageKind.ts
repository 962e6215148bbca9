// What a picture really is, read from its first bytes (the name and the browser's type can lie).
import { MESSAGES, PHOTO_MAX_BYTES } from '@club/shared/validation';

export type ImageKind = 'png' | 'jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((b, i) => bytes[i] === b);

/** png or jpeg by the magic bytes, null for anything else. */
export function kindOfBytes(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

function readHead(file: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

/** The spec's avatar rule on the member's side: png or jpeg by content, 5 MB at most. */
export async function avatarProblem(file: Blob): Promise<string | null> {
  const kind = kindOfBytes(await readHead(file, PNG_SIGNATURE.length));
  if (!kind) return MESSAGES.avatar.type;
  if (file.size > PHOTO_MAX_BYTES) return MESSAGES.avatar.size;
  return null;
}
