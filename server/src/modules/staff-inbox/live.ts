// The staff side of the live stream: a conversation's new or edited message, or a note, goes to
// every staff member who sees the conversation (the visibility rule's conversationViewers: the
// assigned one, whoever covers them, the holders of chats:read:all for coach and dietolog) as
// their own `live` event, through the same NOTIFY as the member's events (so across API
// processes). Never to the member: a note goes only through here.
import type { ChatChannelId, ChatMessage, InboxItem, InboxLiveEvent } from '@club/shared/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { NotifyMember } from '../realtime/service';
import { conversationViewers } from '../staff/visibility';

export interface LiveDeps {
  db: Db;
  clock: Clock;
  notifyMember: NotifyMember;
}

/** A member-facing message view as staff see it (the author's account id known). */
export function itemOfMessage(
  view: ChatMessage,
  staffId: number | null,
  viewerId: number | null,
): InboxItem {
  const fromStaff = view.sender === 'ADMIN';
  return {
    kind: 'message',
    id: view.id,
    sender: view.sender,
    text: view.message,
    author: fromStaff
      ? { id: staffId, name: view.admin?.name ?? '', position: view.admin?.position ?? '' }
      : null,
    time: view.time,
    edited_at: view.edited_at,
    pictures: view.pictures,
    own: fromStaff && staffId !== null && staffId === viewerId,
    read_by_member: fromStaff ? view.is_read : null,
  };
}

/** Every staff member who sees the conversation now (by the server's clock). */
export function conversationStaff(
  deps: LiveDeps,
  memberId: number,
  channel: ChatChannelId,
): Promise<number[]> {
  return conversationViewers(deps.db, memberId, channel, deps.clock.systemNow());
}

/**
 * Sends the event to every staff member who sees the conversation now (`viewers`: when the caller
 * looked them up already, e.g. while its message was being stored).
 */
export async function notifyConversationStaff(
  deps: LiveDeps,
  memberId: number,
  channel: ChatChannelId,
  event: Omit<InboxLiveEvent, 'member_id' | 'discipline'>,
  viewers: Promise<number[]> = conversationStaff(deps, memberId, channel),
): Promise<void> {
  const ids = await viewers;
  await Promise.all(
    ids.map((viewerId) =>
      deps.notifyMember(viewerId, {
        ...event,
        member_id: memberId,
        discipline: channel,
        ...(event.item ? { item: { ...event.item, own: event.item.author?.id === viewerId } } : {}),
      }),
    ),
  );
}
