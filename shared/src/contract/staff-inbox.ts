// The staff inbox and conversation (issue 28 items 4 and 5): request and answer schemas. Paths,
// limits and texts are in paths-staff-inbox.ts.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ChatChannelCode, ChatPicture } from './chats';
import { Id, Int, Text } from './rules';
import { StaffRef } from './staff';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const InboxFilterCode = Type.Union([
  Type.Literal('needs_answer'),
  Type.Literal('unread'),
  Type.Literal('all'),
]);

// ---------- The inbox ----------
export const InboxQuery = Type.Object({
  /** needs_answer (the default), unread or all */
  filter: Type.Optional(InboxFilterCode),
  discipline: Type.Optional(ChatChannelCode),
  /** part of the member's name or e-mail: searches every conversation, whatever the filter */
  q: Type.Optional(Text({ maxLength: 100 })),
  /** keyset: the previous page's next_cursor */
  cursor: Type.Optional(Text({ maxLength: 100 })),
});
export type InboxQuery = Static<typeof InboxQuery>;

export const InboxLastMessage = Type.Object({
  id: Type.Integer(),
  /** the text ('Фото' for pictures only) */
  text: Type.String(),
  sender: Type.Union([Type.Literal('USER'), Type.Literal('ADMIN')]),
  time: Type.Integer(),
});
export type InboxLastMessage = Static<typeof InboxLastMessage>;

export const InboxConversation = Type.Object({
  member: Type.Object({ id: Type.Integer(), name: Type.String() }),
  channel: ChatChannelCode,
  last_message: Nullable(InboxLastMessage),
  /** the member's oldest message not answered yet (unix seconds); null: nothing to answer */
  waiting_since: Nullable(Type.Integer()),
  needs_answer: Type.Boolean(),
  /** for this staff member: a member's message after their read pointer, or marked unread */
  unread: Type.Boolean(),
  /** hidden from "needs an answer" until then (unix seconds) */
  snoozed_until: Nullable(Type.Integer()),
  /** the answer target (working hours) has passed */
  overdue: Type.Boolean(),
  /** when the answer target passes (unix seconds), while waiting */
  due_at: Nullable(Type.Integer()),
  /** the member's staff member of this discipline (the viewer, or the colleague they cover) */
  assigned: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type InboxConversation = Static<typeof InboxConversation>;

export const InboxPage = Type.Object({
  conversations: Type.Array(InboxConversation),
  next_cursor: Nullable(Type.String()),
});
export type InboxPage = Static<typeof InboxPage>;

export const InboxCount = Type.Object({
  needs_answer: Type.Integer(),
  unread: Type.Integer(),
  overdue: Type.Integer(),
});
export type InboxCount = Static<typeof InboxCount>;

export const InboxCounters = Type.Object({
  ...InboxCount.properties,
  by_discipline: Type.Object({ coach: InboxCount, dietolog: InboxCount, psyhologist: InboxCount }),
});
export type InboxCounters = Static<typeof InboxCounters>;

// ---------- Settings ----------
const DayTime = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$' });
export const InboxSettings = Type.Object({
  time_zone: Text({ maxLength: 64 }),
  /** local time, HH:MM */
  day_start: DayTime,
  day_end: DayTime,
  /** ISO weekdays: 1 Monday … 7 Sunday */
  work_days: Type.Array(Int({ minimum: 1, maximum: 7 }), { maxItems: 7 }),
  target_hours: Type.Object({
    coach: Int({ minimum: 1, maximum: 720 }),
    dietolog: Int({ minimum: 1, maximum: 720 }),
    psyhologist: Int({ minimum: 1, maximum: 720 }),
  }),
});
export type InboxSettings = Static<typeof InboxSettings>;

// ---------- A conversation ----------
export const ConversationParams = Type.Object({
  member: Id(),
  channel: ChatChannelCode,
});
export type ConversationParams = Static<typeof ConversationParams>;

export const InboxAuthor = Type.Object({
  /** the staff account (null: the tester console or an older message) */
  id: Nullable(Type.Integer()),
  name: Type.String(),
  position: Type.String(),
});
export type InboxAuthor = Static<typeof InboxAuthor>;

/** A message or an internal note of the conversation, as staff see it. */
export const InboxItem = Type.Object({
  kind: Type.Union([Type.Literal('message'), Type.Literal('note')]),
  id: Type.Integer(),
  /** a message's sender; null for a note */
  sender: Nullable(Type.Union([Type.Literal('USER'), Type.Literal('ADMIN')])),
  text: Type.String(),
  /** who wrote a staff message or a note; null for the member's messages */
  author: Nullable(InboxAuthor),
  time: Type.Integer(),
  edited_at: Nullable(Type.Integer()),
  pictures: Type.Array(ChatPicture),
  /** written by the viewer (a message: editable within the hour) */
  own: Type.Boolean(),
  /** a staff message: read by the member */
  read_by_member: Nullable(Type.Boolean()),
});
export type InboxItem = Static<typeof InboxItem>;

export const ConversationMessagesQuery = Type.Object({
  /** older than this message id */
  last_id: Type.Optional(Id()),
  /** newer than this message id (catch-up after a reconnect), oldest first */
  after_id: Type.Optional(Int({ minimum: 0 })),
});
export type ConversationMessagesQuery = Static<typeof ConversationMessagesQuery>;

export const ConversationMessagesResult = Type.Object({
  /** oldest first within the page; the first page holds the newest */
  items: Type.Array(InboxItem),
  has_more: Type.Boolean(),
});
export type ConversationMessagesResult = Static<typeof ConversationMessagesResult>;

export const ConversationState = Type.Object({
  needs_answer: Type.Boolean(),
  unread: Type.Boolean(),
  waiting_since: Nullable(Type.Integer()),
  snoozed_until: Nullable(Type.Integer()),
  overdue: Type.Boolean(),
  due_at: Nullable(Type.Integer()),
  last_read_id: Type.Integer(),
});
export type ConversationState = Static<typeof ConversationState>;

export const ConversationResult = Type.Object({
  member: Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }),
  channel: ChatChannelCode,
  /** the member's staff member of this discipline */
  assigned: Nullable(StaffRef),
  /** who answers now (the cover while the assigned one is away) */
  answering: Nullable(StaffRef),
  state: ConversationState,
});
export type ConversationResult = Static<typeof ConversationResult>;

export const ConversationReadBody = Type.Object({ last_id: Int({ minimum: 0 }) });
export const ConversationSnoozeBody = Type.Object({
  /** unix seconds; null ends the snooze */
  // null first: with the server's type coercion a number branch first turned null into 0 (1970)
  until: Type.Union([Type.Null(), Int({ minimum: 1 })]),
});
export const ConversationStateResult = Type.Object({ state: ConversationState });
export type ConversationStateResult = Static<typeof ConversationStateResult>;

export const NoteBody = Type.Object({ text: Text({ maxLength: 20000 }) });
/**
 * A staff answer's fields, as JSON or multipart (its pictures in `attach[]`, judged by content):
 * the text rules (no NUL, no lone surrogate); empty or too long, the chat's own words say so.
 */
export const InboxAnswerBody = Type.Object({ message: Type.Optional(Text()) });
export type InboxAnswerBody = Static<typeof InboxAnswerBody>;
export const InboxItemResult = Type.Object({ item: InboxItem });
export type InboxItemResult = Static<typeof InboxItemResult>;

export const InboxEditBody = Type.Object({ message: Text({ maxLength: 20000 }) });
export const InboxMessageParams = Type.Object({ id: Id() });

// ---------- The side panel ----------
export const MemberFigures = Type.Object({
  weight: Nullable(Type.Number()),
  chest_girth: Nullable(Type.Number()),
  waist_girth: Nullable(Type.Number()),
  hip_girth: Nullable(Type.Number()),
});
export type MemberFigures = Static<typeof MemberFigures>;

export const ConversationContext = Type.Object({
  course: Nullable(
    Type.Object({
      name: Type.String(),
      pack: Type.String(),
      /** ACTIVATED, FROSTED, … */
      status: Type.String(),
      /** the course's day today (1-based) and its length */
      day: Nullable(Type.Integer()),
      days: Type.Integer(),
      /** workouts the member has done in it */
      workouts_done: Type.Integer(),
    }),
  ),
  nutrition: Nullable(
    Type.Object({
      type: Type.String(),
      target: Type.String(),
      /** today's menu, kcal */
      calories_today: Nullable(Type.Number()),
    }),
  ),
  dynamics: Nullable(
    Type.Object({
      /** DD.MM.YYYY */
      date: Type.String(),
      figures: MemberFigures,
      /** the report before it, to compare */
      previous: Nullable(Type.Object({ date: Type.String(), figures: MemberFigures })),
    }),
  ),
});
export type ConversationContext = Static<typeof ConversationContext>;

// ---------- Saved replies ----------
export const SavedReply = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  text: Type.String(),
  /** club-wide (else the viewer's own) */
  club: Type.Boolean(),
  /** the viewer may change it */
  editable: Type.Boolean(),
});
export type SavedReply = Static<typeof SavedReply>;
export const SavedRepliesResult = Type.Object({ replies: Type.Array(SavedReply) });
export type SavedRepliesResult = Static<typeof SavedRepliesResult>;
export const SavedReplyBody = Type.Object({
  title: Text({ maxLength: 1000 }),
  text: Text({ maxLength: 20000 }),
  club: Type.Optional(Type.Boolean()),
});
export const SavedReplyPatch = Type.Object({
  title: Type.Optional(Text({ maxLength: 1000 })),
  text: Type.Optional(Text({ maxLength: 20000 })),
});
export const SavedReplyResult = Type.Object({ reply: SavedReply });
export type SavedReplyResult = Static<typeof SavedReplyResult>;

// ---------- Live ----------
/**
 * The stream's `live` event to the staff who see a conversation (never to the member): a new or
 * edited message, a note, or a change to refresh (e.g. the tester console deleted the chat);
 * `inbox_state` goes to one staff member alone when their own state of it changed (snoozed, back,
 * marked unread), so their badge and their other tabs follow.
 */
export const InboxLiveEvent = Type.Object({
  type: Type.Union([
    Type.Literal('inbox_message'),
    Type.Literal('inbox_message_edited'),
    Type.Literal('inbox_note'),
    Type.Literal('inbox_changed'),
    Type.Literal('inbox_state'),
  ]),
  member_id: Type.Integer(),
  /** the conversation's channel (named apart from the member's chat events' `channel`, which the
   * member's apps read as "a chat event": an inbox event is never theirs) */
  discipline: ChatChannelCode,
  id: Type.Integer(),
  item: Type.Optional(InboxItem),
});
export type InboxLiveEvent = Static<typeof InboxLiveEvent>;
