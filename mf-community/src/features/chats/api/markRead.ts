import { apiPost, chatPaths, type ChatReadResult } from '@club/shared';

/** POST /api/chat/read: the member has read the channel up to lastId (quiet: a retry comes later). */
export const markRead = (channel: string, lastId: number) =>
  apiPost<ChatReadResult>(chatPaths.read, { channel, last_id: lastId }, { silent: true });
