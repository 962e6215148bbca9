// The spec's photo checks on the member's side (part 2 §5): the name's ending, the type (by the
// browser and by the first bytes, which cannot lie), the 5 MB limit. The server checks again.
import { hasPictureBytes } from '@club/shared/pictures';
import { REPORT_MESSAGES, reportPhotoError } from '@club/shared/validation';

/** The spec's text for a file that cannot be a report photo, or null when it can. */
export async function photoFileProblem(file: File): Promise<string | null> {
  const byName = reportPhotoError(file);
  if (byName) return byName;
  if (!(await hasPictureBytes(file))) return REPORT_MESSAGES.photoType;
  return null;
}
