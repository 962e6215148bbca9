// The inbox's calls (paths and types: @club/shared paths-staff-inbox.ts and staff-inbox.ts).
import {
  apiDelete,
  apiGet,
  apiPatch,
  apiPost,
  apiPut,
  type ConversationContext,
  type ConversationMessagesResult,
  type ConversationResult,
  type ConversationStateResult,
  type InboxCounters,
  type InboxItemResult,
  type InboxPage,
  type SavedRepliesResult,
  type SavedReplyResult,
} from '@club/shared';
import { inboxPaths } from '@club/shared/staff';

const query = (params: Record<string, string | number | undefined | null>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const text = q.toString();
  return text ? `?${text}` : '';
};

export const getInbox = (params: {
  filter: string;
  discipline?: string;
  q?: string;
  cursor?: string | null;
}) => apiGet<InboxPage>(`${inboxPaths.inbox}${query(params)}`, { silent: true });
export const getCounters = () => apiGet<InboxCounters>(inboxPaths.counters, { silent: true });

export const getConversation = (member: number, channel: string) =>
  apiGet<ConversationResult>(inboxPaths.conversation(member, channel), { silent: true });
export const getMessages = (
  member: number,
  channel: string,
  params: { last_id?: number; after_id?: number } = {},
) =>
  apiGet<ConversationMessagesResult>(`${inboxPaths.messages(member, channel)}${query(params)}`, {
    silent: true,
  });
export const getContext = (member: number, channel: string) =>
  apiGet<ConversationContext>(inboxPaths.context(member, channel), { silent: true });

export function sendAnswer(member: number, channel: string, message: string, files: File[]) {
  const form = new FormData();
  form.append('message', message);
  for (const f of files) form.append('attach[]', f, f.name);
  return apiPost<InboxItemResult>(inboxPaths.messages(member, channel), form, { silent: true });
}
export const sendNote = (member: number, channel: string, text: string) =>
  apiPost<InboxItemResult>(inboxPaths.notes(member, channel), { text }, { silent: true });
export const editAnswer = (id: number, message: string) =>
  apiPatch<InboxItemResult>(inboxPaths.message(id), { message }, { silent: true });
export const markRead = (member: number, channel: string, lastId: number) =>
  apiPost<ConversationStateResult>(
    inboxPaths.read(member, channel),
    { last_id: lastId },
    { silent: true },
  );
export const markUnread = (member: number, channel: string) =>
  apiPost<ConversationStateResult>(inboxPaths.unread(member, channel));
export const snooze = (member: number, channel: string, until: number | null) =>
  apiPut<ConversationStateResult>(inboxPaths.snooze(member, channel), { until }, { silent: true });

export const getSavedReplies = () =>
  apiGet<SavedRepliesResult>(inboxPaths.savedReplies, { silent: true });
export const createSavedReply = (title: string, text: string, club = false) =>
  apiPost<SavedReplyResult>(inboxPaths.savedReplies, { title, text, club }, { silent: true });
export const deleteSavedReply = (id: number) => apiDelete(inboxPaths.savedReply(id));
