import { apiGet, type ChatMessagesResult } from '@club/shared';
import { chatPaths } from '@club/shared/contract/paths-chats';

/**
 * GET /api/chat/{CHANNEL}/: the newest page; with lastId the older page before it; with afterId
 * the messages after it (catching up, quietly).
 */
export const getMessages = (
  channel: string,
  opts: { lastId?: number; afterId?: number; silent?: boolean } = {},
) => apiGet<ChatMessagesResult>(chatPaths.messages(channel, opts), { silent: opts.silent });
