// The composer's attachment rules (spec part 2 §5): at most 5, png or jpeg only, 5242880 bytes each.
// The server checks the same by content; these give the member the spec's texts at once.
import { CHAT_LIMITS, CHAT_MESSAGES } from '@club/shared/contract/paths-chats';

export interface ComposerFile {
  id: string;
  file: File;
  name: string;
  /** the size as shown ('820 КБ') */
  size_processed: string;
}

/** The spec's text for one file, or null when it may be attached. */
export function attachmentError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!CHAT_LIMITS.attachTypes.includes(file.type)) return CHAT_MESSAGES.attachType;
  if (file.size > CHAT_LIMITS.attachMaxBytes) return CHAT_MESSAGES.attachSize;
  return null;
}

/**
 * Adds chosen files to the attached ones: all of them, or none with the first error (a sixth file,
 * a wrong type, a file too big).
 */
export function addAttachments<T extends Pick<File, 'type' | 'size'>>(
  current: number,
  chosen: T[],
): { accepted: T[]; error: string | null } {
  if (current + chosen.length > CHAT_LIMITS.attachMax)
    return { accepted: [], error: CHAT_MESSAGES.attachLimit };
  for (const file of chosen) {
    const error = attachmentError(file);
    if (error) return { accepted: [], error };
  }
  return { accepted: chosen, error: null };
}
