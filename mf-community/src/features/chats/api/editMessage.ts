import { apiPatch, chatPaths, type ChatEditResult } from '@club/shared';

/** PATCH /api/chat/message/{id}, form-encoded `message`. The caller shows the failure itself. */
export const editMessage = (id: number, message: string) =>
  apiPatch<ChatEditResult>(chatPaths.edit(id), new URLSearchParams({ message }), { silent: true });
