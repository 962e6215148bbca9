// Whether a chosen file is a picture the club's photo pipeline takes (png or jpeg), told on choosing:
// by the browser's type and by the file's first bytes, which a renamed file cannot fake. The server
// checks again by content; this only spares a send that would be refused.

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
export const PICTURE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((b, i) => bytes[i] === b);

function head(file: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

/** True when the file's first bytes are a png's or a jpeg's (a renamed file cannot fake them). */
export async function hasPictureBytes(file: Blob): Promise<boolean> {
  try {
    const bytes = await head(file, PNG.length);
    return startsWith(bytes, PNG) || startsWith(bytes, JPEG);
  } catch {
    return false;
  }
}

/** True for a png or jpeg picture (by its type and its bytes), false for anything else. */
export async function isPictureFile(file: File): Promise<boolean> {
  return PICTURE_TYPES.includes(file.type) && hasPictureBytes(file);
}
