import { apiGet, chatPaths, type ChatMessagesResult } from '@club/shared';

/**
 * GET /api/chat/{CHANNEL}/: the newest page; with lastId the older page before it; with afterId
 * the messages after it (catching up, quietly).
 */
export const getMessages = (
  channel: string,
  opts: { lastId?: number; afterId?: number; silent?: boolean } = {},
) => apiGet<ChatMessagesResult>(chatPaths.messages(channel, opts), { silent: opts.silent });
