// The spec's photo checks on the member's side (part 2 §5): the name's ending, the type (by the
// browser and by the first bytes, which cannot lie), the 5 MB limit. The server checks again.
import { REPORT_MESSAGES, reportPhotoError } from '@club/shared/validation';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

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

/** The spec's text for a file that cannot be a report photo, or null when it can. */
export async function photoFileProblem(file: File): Promise<string | null> {
  const byName = reportPhotoError(file);
  if (byName) return byName;
  const bytes = await head(file, PNG.length);
  if (!startsWith(bytes, PNG) && !startsWith(bytes, JPEG)) return REPORT_MESSAGES.photoType;
  return null;
}
