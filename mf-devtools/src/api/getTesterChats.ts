import { apiGet, testerChatPaths, type CallOptions, type TesterChatsResult } from '@club/shared';

/** GET /api/testers/chats: result.chats [{ id, name }]. */
export const getTesterChats = (opts?: CallOptions) =>
  apiGet<TesterChatsResult>(testerChatPaths.chats, opts);
