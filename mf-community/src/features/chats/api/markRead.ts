import { apiPost, type ChatReadResult } from '@club/shared';
import { chatPaths } from '@club/shared/contract/paths-chats';

/** POST /api/chat/read: the member has read the channel up to lastId (quiet: a retry comes later). */
export const markRead = (channel: string, lastId: number) =>
  apiPost<ChatReadResult>(chatPaths.read, { channel, last_id: lastId }, { silent: true });
