import { apiGet, type CallOptions, type ChatsResult } from '@club/shared';
import { chatPaths } from '@club/shared/contract/paths-chats';

/** GET /api/chat/: the member's channels (unread, last message) and the telegram groups. */
export const getChats = (opts?: CallOptions) => apiGet<ChatsResult>(chatPaths.chats, opts);
