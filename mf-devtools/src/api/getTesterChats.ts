import { apiGet, type CallOptions, type TesterChatsResult } from '@club/shared';
import { testerChatPaths } from '@club/shared/contract/paths-chats';

/** GET /api/testers/chats: result.chats [{ id, name }]. */
export const getTesterChats = (opts?: CallOptions) =>
  apiGet<TesterChatsResult>(testerChatPaths.chats, opts);
