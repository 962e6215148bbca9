import { apiPost, testerChatPaths, type TesterChatResult } from '@club/shared';

/** POST /api/testers/send_push, form: message. */
export const sendPush = (message: string) =>
  apiPost<TesterChatResult>(testerChatPaths.sendPush, new URLSearchParams({ message }));
