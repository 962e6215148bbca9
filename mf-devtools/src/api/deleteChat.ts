import { apiPost, type TesterChatResult } from '@club/shared';
import { testerChatPaths } from '@club/shared/contract/paths-chats';

/** POST /api/testers/delete_chat, form: channel (the chat picked in the console). */
export const deleteChat = (channel: string) =>
  apiPost<TesterChatResult>(testerChatPaths.deleteChat, new URLSearchParams({ channel }));
