import { apiPost, testerChatPaths, type TesterChatResult } from '@club/shared';

/** POST /api/testers/send_admin_message, form: message, channel. */
export const sendAdminMessage = (channel: string, message: string) =>
  apiPost<TesterChatResult>(
    testerChatPaths.sendAdminMessage,
    new URLSearchParams({ message, channel }),
  );
