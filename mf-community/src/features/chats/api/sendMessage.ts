import { apiPost, type ChatSendResult } from '@club/shared';
import { chatPaths } from '@club/shared/contract/paths-chats';

export interface SendPayload {
  channel: string;
  message: string;
  files: File[];
  /** the same for every retry of one send: the server stores it once */
  clientKey: string;
}

/** POST /api/chat/send (multipart: channel, message, attach[], client_key). */
export function sendMessage(payload: SendPayload, opts: { silent?: boolean } = {}) {
  const form = new FormData();
  form.append('channel', payload.channel);
  form.append('message', payload.message);
  form.append('client_key', payload.clientKey);
  for (const file of payload.files) form.append('attach[]', file, file.name);
  return apiPost<ChatSendResult>(chatPaths.send, form, { silent: opts.silent });
}
