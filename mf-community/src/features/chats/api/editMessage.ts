import { apiPatch, type ChatEditResult } from '@club/shared';
import { chatPaths } from '@club/shared/contract/paths-chats';

/** PATCH /api/chat/message/{id}, form-encoded `message`. The caller shows the failure itself. */
export const editMessage = (id: number, message: string) =>
  apiPatch<ChatEditResult>(chatPaths.edit(id), new URLSearchParams({ message }), { silent: true });
