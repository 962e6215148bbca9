// Which messages the member may edit (spec part 2 §5, §9): their own, with text, sent at most
// 3600000 ms ago. The server enforces the same rule on its own clock.
import { type ChatMessage } from '@club/shared';
import { CHAT_LIMITS } from '@club/shared/contract/paths-chats';

export function canEdit(
  message: Pick<ChatMessage, 'sender' | 'message' | 'time'>,
  nowMs: number,
): boolean {
  return (
    message.sender === 'USER' &&
    message.message.trim() !== '' &&
    nowMs - message.time * 1000 <= CHAT_LIMITS.editWindowMs
  );
}

/** The time after which messages sent at or after it are still editable (ms). */
export const editableSince = (nowMs: number): number => nowMs - CHAT_LIMITS.editWindowMs;
