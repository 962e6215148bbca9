import { apiGet, chatPaths, type ChatsResult } from '@club/shared';

/** GET /api/chat/: the member's channels (unread, last message) and the telegram groups. */
export const getChats = () => apiGet<ChatsResult>(chatPaths.chats);
