import { apiPost, type TesterChatResult } from '@club/shared';
import { testerChatPaths } from '@club/shared/contract/paths-chats';

/** POST /api/testers/send_push, form: message. */
export const sendPush = (message: string) =>
  apiPost<TesterChatResult>(testerChatPaths.sendPush, new URLSearchParams({ message }));
