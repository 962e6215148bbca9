import { apiPost, type TesterChatResult } from '@club/shared';
import { testerChatPaths } from '@club/shared/contract/paths-chats';

/** POST /api/testers/send_admin_message, form: message, channel. */
export const sendAdminMessage = (channel: string, message: string) =>
  apiPost<TesterChatResult>(
    testerChatPaths.sendAdminMessage,
    new URLSearchParams({ message, channel }),
  );
