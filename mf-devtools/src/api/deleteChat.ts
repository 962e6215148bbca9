import { apiPost, testerChatPaths, type TesterChatResult } from '@club/shared';

/** POST /api/testers/delete_chat, form: channel (the chat picked in the console). */
export const deleteChat = (channel: string) =>
  apiPost<TesterChatResult>(testerChatPaths.deleteChat, new URLSearchParams({ channel }));
