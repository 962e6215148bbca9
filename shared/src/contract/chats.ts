// Contract of the chats (spec part 2 §2.5, §3 "Chat channel", §7). Paths: paths-chats.ts.
//
// - Times are unix seconds (the client shows them in the +4 h display zone).
// - sender: USER (the member) or ADMIN (staff); the view calls them RECIPIENT and SENDER.
// - is_read: the member has read the message (their read pointer is at or past it; always true for
//   the member's own); is_read_admin: staff has read it (always true for staff messages);
//   is_rear_view: false means "unread by the member" (the divider goes before the first of these).
// - A picture's image and thumb are short-lived signed URLs (valid 5-10 minutes; a list loaded
//   again gives fresh ones), with the image's width and height so the space is kept before it loads.
// - Live: the realtime stream's `live` event (see ChatLiveEvent) carries new and edited messages
//   of the member's channels; a message too big for one event comes as its id only, and the
//   client reads it with ?after_id.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { ContestLiveEvent } from './contest';
import type { InboxLiveEvent } from './staff-inbox';
import type { ContestQueueLiveEvent } from './staff-queues';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const ChatChannelCode = Type.Union([
  Type.Literal('coach'),
  Type.Literal('dietolog'),
  Type.Literal('psyhologist'),
]);

export const ChatPicture = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** bytes */
  size: Type.Integer(),
  image: Type.String(),
  thumb: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type ChatPicture = Static<typeof ChatPicture>;

export const ChatAdminInfo = Type.Object({ name: Type.String(), position: Type.String() });
export type ChatAdminInfo = Static<typeof ChatAdminInfo>;

export const ChatMessage = Type.Object({
  id: Type.Integer(),
  channel: ChatChannelCode,
  message: Type.String(),
  sender: Type.Union([Type.Literal('USER'), Type.Literal('ADMIN')]),
  /** staff name and position (ADMIN messages), null for the member's own */
  admin: Nullable(ChatAdminInfo),
  time: Type.Integer(),
  is_read: Type.Boolean(),
  is_read_admin: Type.Boolean(),
  is_rear_view: Type.Boolean(),
  is_edited: Type.Boolean(),
  edited_at: Nullable(Type.Integer()),
  pictures: Type.Array(ChatPicture),
  /** the sending client's key of the member's own messages (null otherwise) */
  client_key: Nullable(Type.String()),
});
export type ChatMessage = Static<typeof ChatMessage>;

export const ChatChannel = Type.Object({
  /** the channel code: coach, dietolog, psyhologist (the /chat/{id} param) */
  id: ChatChannelCode,
  name: Type.String(),
  /** an image URL (data: URL in the demo content) */
  image: Type.String(),
  unread: Type.Integer(),
  lastMessage: Nullable(Type.Object({ date: Type.Integer(), messageText: Type.String() })),
});
export type ChatChannel = Static<typeof ChatChannel>;

export const TelegramChat = Type.Object({
  link: Type.String(),
  name: Type.String(),
  photo: Nullable(Type.String()),
  message: Type.String(),
});
export type TelegramChat = Static<typeof TelegramChat>;

/** GET /api/chat/: demo_day disables the telegram links. */
export const ChatsResult = Type.Object({
  chats: Type.Array(ChatChannel),
  telegram_chats: Type.Array(TelegramChat),
  demo_day: Type.Boolean(),
});
export type ChatsResult = Static<typeof ChatsResult>;

export const ChatChannelParams = Type.Object({ channel: Type.String({ maxLength: 32 }) });
export type ChatChannelParams = Static<typeof ChatChannelParams>;

export const ChatMessagesQuery = Type.Object({
  last_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  after_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647 })),
});
export type ChatMessagesQuery = Static<typeof ChatMessagesQuery>;

/**
 * Messages in ascending id order. Newest page or ?last_id: the page of at most 50 ending just
 * before last_id, has_more = older ones exist. ?after_id: the messages after it (at most 200,
 * has_more = more newer ones exist).
 */
export const ChatMessagesResult = Type.Object({
  messages: Type.Array(ChatMessage),
  has_more: Type.Boolean(),
});
export type ChatMessagesResult = Static<typeof ChatMessagesResult>;

export const ChatReadBody = Type.Object({
  channel: Type.String({ maxLength: 32 }),
  last_id: Type.Integer({ minimum: 0, maximum: 2147483647 }),
});
export type ChatReadBody = Static<typeof ChatReadBody>;

/** The read answer: the channel's unread count after the call. */
export const ChatReadResult = Type.Object({ unread: Type.Integer() });
export type ChatReadResult = Static<typeof ChatReadResult>;

/** POST /api/chat/send answers the stored message (the same one again for a repeated client_key). */
/**
 * A member's send, as JSON, a form or multipart (pictures in `attach[]`, judged by content): the
 * text rules on the message (no NUL: the database refuses it, issue 42); the channel, the send's
 * key and an empty or too long text keep the chat's own words.
 */
export const ChatSendBody = Type.Object({ message: Type.Optional(Type.String()) });
export type ChatSendBody = Static<typeof ChatSendBody>;
export const ChatSendResult = Type.Object({ message: ChatMessage });
export type ChatSendResult = Static<typeof ChatSendResult>;

export const ChatEditParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});
export type ChatEditParams = Static<typeof ChatEditParams>;
export const ChatEditBody = Type.Object({ message: Type.String({ maxLength: 20000 }) });
export type ChatEditBody = Static<typeof ChatEditBody>;
export const ChatEditResult = Type.Object({ message: ChatMessage });
export type ChatEditResult = Static<typeof ChatEditResult>;

/** The stream's `live` event of the chats. `message` is absent when it did not fit the event. */
export const ChatLiveEvent = Type.Object({
  type: Type.Union([
    Type.Literal('chat_message'),
    Type.Literal('chat_message_edited'),
    Type.Literal('chat_deleted'),
  ]),
  channel: ChatChannelCode,
  id: Type.Integer(),
  message: Type.Optional(ChatMessage),
});
export type ChatLiveEvent = Static<typeof ChatLiveEvent>;

/**
 * Everything the stream's `live` event carries (event name "live", beside "counts"): chat events
 * (with a `channel`), a contest decision (contest.ts), the staff inbox's (staff-inbox.ts, to
 * staff only) and the contest queue's change (staff-queues.ts, to its moderators). A reader skips
 * the types it does not know.
 */
export type LiveEvent = ChatLiveEvent | ContestLiveEvent | InboxLiveEvent | ContestQueueLiveEvent;

// ---------- Testers (the calling member's own chats) ----------
export const TesterChatsResult = Type.Object({
  chats: Type.Array(Type.Object({ id: ChatChannelCode, name: Type.String() })),
});
export type TesterChatsResult = Static<typeof TesterChatsResult>;

export const TesterAdminMessageBody = Type.Object({
  message: Type.String({ maxLength: 20000 }),
  channel: Type.String({ maxLength: 32 }),
});
export type TesterAdminMessageBody = Static<typeof TesterAdminMessageBody>;

export const TesterDeleteChatBody = Type.Object({ channel: Type.String({ maxLength: 32 }) });
export type TesterDeleteChatBody = Static<typeof TesterDeleteChatBody>;

export const TesterPushBody = Type.Object({ message: Type.String({ maxLength: 20000 }) });
export type TesterPushBody = Static<typeof TesterPushBody>;

/** 'Success' plus the id of what was created (message or notification), when there is one. */
export const TesterChatResult = Type.Object({
  message: Type.String(),
  id: Type.Optional(Type.Integer()),
});
export type TesterChatResult = Static<typeof TesterChatResult>;
