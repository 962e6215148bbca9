// One conversation as staff see it (issue 28 item 5): its header and state, keyset pages of its
// messages with the internal notes between them, the viewer's read pointer, mark unread, snooze,
// answers (through the chats' one staff path, pictures through the photo pipeline), internal
// notes (staff_notes: no member call reads that table) and editing one's own answer within the
// hour. Every call first checks the visibility rule: a conversation the viewer may not see is
// "not found" (404), whoever asks.
import { and, asc, desc, eq, gt, gte, lt, max, sql, type SQL } from 'drizzle-orm';
import {
  CHAT_LIMITS,
  INBOX_LIMITS,
  INBOX_MESSAGES as M,
  type ChatChannelId,
  type ConversationMessagesResult,
  type ConversationResult,
  type ConversationState,
  type InboxItem,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import {
  chatMessages,
  chatReadPointers,
  staffInboxState,
  staffNotes,
  staffProfiles,
  users,
} from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import type { UploadedFile } from '../../lib/multipart-files';
import {
  editStaffMessage,
  normaliseText,
  postStaffMessage,
  toViews,
  type ChatDeps,
} from '../chats/service';
import { auditOncePer } from '../staff/audit';
import type { StaffIdentity } from '../staff/identity';
import {
  answeringStaff,
  conversationVisible,
  conversationVisibleAt,
  isMemberAccount,
  type Viewer,
} from '../staff/visibility';
import { conversationRows, normalise, stateOf, type RawConversation } from './inbox';
import { itemOfMessage, notifyConversationStaff } from './live';
import { readUpTo } from './read-state';
import type { InboxRules } from './settings';
import { unixSeconds } from '../../lib/clock';

const DAY = 86_400_000;
/**
 * A psychologist's conversation read is one audit entry per reader and conversation within this
 * window, whatever page was asked for (the first, an older one, a catch-up): no page of it is
 * ever served unrecorded.
 */
export const PSYCH_READ_WINDOW_MS = 30 * 60_000;
export const notFound = () => new AppError(404, M.notFound);

export interface Conversation {
  memberId: number;
  channel: ChatChannelId;
}

/**
 * The conversation if `visible` (the rule's predicate for it) holds and it is a member's, else
 * 404 «Не найдено»: both in one statement (either way the answer is the same 404).
 */
async function conversationIf(
  db: Db,
  visible: (member: SQL, channel: SQL) => SQL,
  memberId: number,
  channel: ChatChannelId,
): Promise<Conversation> {
  const member = sql`${memberId}::int`;
  const rows = (await db.execute(
    sql`select 1 as ok where ${visible(member, sql`${channel}::text`)} and ${isMemberAccount(member)} and exists (select 1 from users where id = ${member})`,
  )) as unknown as { rows: unknown[] };
  if (!rows.rows.length) throw notFound();
  return { memberId, channel };
}

/** The conversation if the viewer sees it (and it is a member's), else 404 «Не найдено». */
export function requireConversation(
  db: Db,
  viewer: Viewer,
  memberId: number,
  channel: ChatChannelId,
): Promise<Conversation> {
  return conversationIf(db, (m, ch) => conversationVisible(viewer, m, ch), memberId, channel);
}

/**
 * requireConversation of the viewer viewerFor makes of `staff` at `now`, in one statement (the
 * covers read in it): what every conversation call checks first.
 */
export function openConversation(
  db: Db,
  staff: StaffIdentity,
  now: Date,
  memberId: number,
  channel: ChatChannelId,
): Promise<Conversation> {
  return conversationIf(db, (m, ch) => conversationVisibleAt(staff, now, m, ch), memberId, channel);
}

/** The viewer's state of the conversation (the inbox's own query, for this one). */
export async function conversationState(
  db: Db,
  viewerId: number,
  c: Conversation,
  rules: InboxRules,
  now: Date,
): Promise<ConversationState> {
  const source = sql`(select ${c.memberId}::int as member_id, ${c.channel}::text as discipline)`;
  const result = (await db.execute(conversationRows(source, viewerId, now))) as unknown as {
    rows: RawConversation[];
  };
  const row = normalise({ ...result.rows[0], grp: 0, sk: 0 });
  return { ...stateOf(row, rules, now), last_read_id: row.last_read_id };
}

async function staffRef(db: Db, id: number | null) {
  if (id === null) return null;
  const [row] = await db
    .select({ id: users.id, name: users.name, position: staffProfiles.position })
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(eq(users.id, id));
  return row ? { id: row.id, name: row.name, position: row.position ?? '' } : null;
}

export async function conversationHeader(
  db: Db,
  viewerId: number,
  c: Conversation,
  rules: InboxRules,
  now: Date,
): Promise<ConversationResult> {
  const [member] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, c.memberId));
  if (!member) throw notFound();
  const who = await answeringStaff(db, c.memberId, c.channel, now);
  return {
    member,
    channel: c.channel,
    assigned: await staffRef(db, who.assignedId),
    answering: await staffRef(db, who.answeringId),
    state: await conversationState(db, viewerId, c, rules, now),
  };
}

type NoteRow = typeof staffNotes.$inferSelect;

const noteItem = (n: NoteRow, viewerId: number): InboxItem => ({
  kind: 'note',
  id: n.id,
  sender: null,
  text: n.text,
  author: { id: n.authorId, name: n.authorName, position: n.authorPosition },
  time: unixSeconds(n.createdAt),
  edited_at: null,
  pictures: [],
  own: n.authorId === viewerId,
  read_by_member: null,
});

/**
 * A page of the conversation, newest first like the member's chat (oldest first within the page),
 * with the notes written between its messages: a note written after message N belongs to the page
 * holding N (the newest page also holds the notes after the newest message, the oldest page the
 * notes before the first one), so pages never repeat or lose a note. `after_id`: what came after.
 * Every page of a psychologist's conversation is recorded in the audit log (chat.psych.read), once
 * per reader and conversation within PSYCH_READ_WINDOW_MS.
 */
export async function conversationPage(
  deps: ChatDeps,
  viewer: StaffIdentity,
  c: Conversation,
  query: { last_id?: number; after_id?: number },
): Promise<ConversationMessagesResult> {
  const { db } = deps;
  const own = and(eq(chatMessages.userId, c.memberId), eq(chatMessages.channel, c.channel));
  let rows: (typeof chatMessages.$inferSelect)[];
  let hasMore: boolean;
  let noteFrom: number | null;
  let noteTo: number | null;
  if (query.after_id !== undefined) {
    rows = await db
      .select()
      .from(chatMessages)
      .where(and(own, gt(chatMessages.id, query.after_id)))
      .orderBy(asc(chatMessages.id))
      .limit(CHAT_LIMITS.catchUpMax + 1);
    hasMore = rows.length > CHAT_LIMITS.catchUpMax;
    rows = rows.slice(0, CHAT_LIMITS.catchUpMax);
    noteFrom = query.after_id;
    noteTo = hasMore ? (rows[rows.length - 1]?.id ?? null) : null;
  } else {
    const newestFirst = await db
      .select()
      .from(chatMessages)
      .where(and(own, query.last_id !== undefined ? lt(chatMessages.id, query.last_id) : undefined))
      .orderBy(desc(chatMessages.id))
      .limit(CHAT_LIMITS.pageSize + 1);
    hasMore = newestFirst.length > CHAT_LIMITS.pageSize;
    rows = newestFirst.slice(0, CHAT_LIMITS.pageSize).reverse();
    noteFrom = hasMore ? (rows[0]?.id ?? null) : null;
    noteTo = query.last_id !== undefined ? query.last_id - 1 : null;
  }
  const notes = await db
    .select()
    .from(staffNotes)
    .where(
      and(
        eq(staffNotes.memberId, c.memberId),
        eq(staffNotes.channel, c.channel),
        // a catch-up repeats the notes after its first message: the client merges by id
        noteFrom !== null ? gte(staffNotes.afterMessageId, noteFrom) : undefined,
        noteTo !== null ? sql`${staffNotes.afterMessageId} <= ${noteTo}` : undefined,
      ),
    )
    .orderBy(asc(staffNotes.afterMessageId), asc(staffNotes.id));
  const pointer = await deps.db
    .select({
      lastReadId: chatReadPointers.lastReadId,
      adminLastReadId: chatReadPointers.adminLastReadId,
    })
    .from(chatReadPointers)
    .where(and(eq(chatReadPointers.userId, c.memberId), eq(chatReadPointers.channel, c.channel)));
  const views = await toViews(deps, rows, pointer[0] ?? { lastReadId: 0, adminLastReadId: 0 });
  const items: InboxItem[] = [];
  let n = 0;
  // notes before the first message of the page (the oldest page), then each message and its notes
  const firstId = rows[0]?.id ?? Number.MAX_SAFE_INTEGER;
  while (n < notes.length && notes[n].afterMessageId < firstId)
    items.push(noteItem(notes[n++], viewer.userId));
  rows.forEach((row, i) => {
    items.push(itemOfMessage(views[i], row.staffId, viewer.userId));
    const nextId = rows[i + 1]?.id ?? Number.MAX_SAFE_INTEGER;
    while (n < notes.length && notes[n].afterMessageId < nextId)
      items.push(noteItem(notes[n++], viewer.userId));
  });
  if (c.channel === 'psyhologist')
    await auditOncePer(
      db,
      {
        actor: viewer,
        action: 'chat.psych.read',
        memberId: c.memberId,
        details: { channel: c.channel },
        at: deps.clock.systemNow(),
      },
      PSYCH_READ_WINDOW_MS,
    );
  return { items, has_more: hasMore };
}

async function newestIds(db: Db, c: Conversation) {
  const [row] = await db
    .select({
      newest: max(chatMessages.id),
      newestMember: sql<
        number | null
      >`max(${chatMessages.id}) filter (where ${chatMessages.sender} = 'USER')`,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, c.memberId), eq(chatMessages.channel, c.channel)));
  return { newest: Number(row?.newest ?? 0), newestMember: Number(row?.newestMember ?? 0) };
}

const stateKey = (staffId: number, c: Conversation) => ({
  staffId,
  memberId: c.memberId,
  channel: c.channel,
});

/**
 * Moves the viewer's read pointer up to `lastId` (never back, never past the newest message) and
 * ends "mark unread"; the member sees their messages so far read by staff (is_read_admin).
 */
export async function markConversationRead(
  db: Db,
  staffId: number,
  c: Conversation,
  lastId: number,
  now: Date,
): Promise<void> {
  const { newest } = await newestIds(db, c);
  const upTo = Math.min(lastId, newest);
  await readUpTo(db, staffId, c, upTo, now);
  const [lastMember] = await db
    .select({ id: max(chatMessages.id) })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, c.memberId),
        eq(chatMessages.channel, c.channel),
        eq(chatMessages.sender, 'USER'),
        sql`${chatMessages.id} <= ${upTo}`,
      ),
    );
  if (lastMember?.id)
    await db
      .insert(chatReadPointers)
      .values({
        userId: c.memberId,
        channel: c.channel,
        adminLastReadId: lastMember.id,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [chatReadPointers.userId, chatReadPointers.channel],
        set: {
          adminLastReadId: sql`greatest(${chatReadPointers.adminLastReadId}, excluded.admin_last_read_id)`,
          updatedAt: now,
        },
      });
}

export async function markConversationUnread(
  db: Db,
  staffId: number,
  c: Conversation,
  now: Date,
): Promise<void> {
  await db
    .insert(staffInboxState)
    .values({ ...stateKey(staffId, c), markedUnread: true, updatedAt: now })
    .onConflictDoUpdate({
      target: [staffInboxState.staffId, staffInboxState.memberId, staffInboxState.channel],
      set: { markedUnread: true, updatedAt: now },
    });
}

/** Hides the conversation from "needs an answer" until `until` (null: back now). */
export async function snoozeConversation(
  db: Db,
  staffId: number,
  c: Conversation,
  until: Date | null,
  now: Date,
): Promise<void> {
  if (until !== null) {
    if (until.getTime() <= now.getTime()) throw badRequest(M.snoozePast);
    if (until.getTime() - now.getTime() > INBOX_LIMITS.snoozeMaxDays * DAY)
      throw badRequest(M.snoozeTooFar);
  }
  const { newestMember } = await newestIds(db, c);
  const values = {
    snoozedUntil: until,
    snoozedAtMessageId: until ? newestMember : 0,
    updatedAt: now,
  };
  await db
    .insert(staffInboxState)
    .values({ ...stateKey(staffId, c), ...values })
    .onConflictDoUpdate({
      target: [staffInboxState.staffId, staffInboxState.memberId, staffInboxState.channel],
      set: values,
    });
}

/**
 * The staff member's answer, as themselves (their name as stored, read in the answer's own
 * statement, and position), with pictures. The answerer has read everything up to their answer:
 * postStaffMessage's `readBy` moves their read state in that statement, as markConversationRead
 * up to the answer did after it (the member's messages up to it are staff's read by then anyway).
 */
export async function answer(
  deps: ChatDeps,
  staff: StaffIdentity,
  c: Conversation,
  input: { message: unknown; files: UploadedFile[] },
): Promise<InboxItem> {
  if (!normaliseText(input.message) && input.files.length === 0) throw badRequest(M.answerEmpty);
  const { view, row } = await postStaffMessage(
    deps,
    c.memberId,
    c.channel,
    { id: staff.userId, name: null, position: staff.position },
    input,
    staff.userId,
  );
  return itemOfMessage(view, row.staffId, staff.userId);
}

/** An internal note: staff only, live to the staff who see the conversation. */
export async function addNote(
  deps: ChatDeps,
  staff: StaffIdentity,
  c: Conversation,
  text: unknown,
): Promise<InboxItem> {
  const clean = normaliseText(text);
  if (!clean) throw badRequest(M.noteEmpty);
  if (clean.length > INBOX_LIMITS.noteMaxLength) throw badRequest(M.noteTooLong);
  const [me] = await deps.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, staff.userId));
  const { newest } = await newestIds(deps.db, c);
  const [row] = await deps.db
    .insert(staffNotes)
    .values({
      memberId: c.memberId,
      channel: c.channel,
      authorId: staff.userId,
      authorName: me?.name ?? '',
      authorPosition: staff.position,
      text: clean,
      afterMessageId: newest,
      createdAt: deps.clock.systemNow(),
    })
    .returning();
  const item = noteItem(row, staff.userId);
  await notifyConversationStaff(deps, c.memberId, c.channel, {
    type: 'inbox_note',
    id: row.id,
    item,
  });
  return item;
}

/** Edits the viewer's own answer within the hour; another's message is refused (403). */
export async function editAnswer(
  deps: ChatDeps,
  viewer: Viewer,
  staff: StaffIdentity,
  messageId: number,
  text: unknown,
): Promise<InboxItem> {
  const [row] = await deps.db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
  if (!row) throw notFound();
  const channel = row.channel as ChatChannelId;
  await requireConversation(deps.db, viewer, row.userId, channel);
  const now = await deps.clock.now(row.userId);
  const { view, row: updated } = await editStaffMessage(
    deps,
    staff.userId,
    row,
    text,
    now,
    M.editNotOwn,
  );
  return itemOfMessage(view, updated.staffId, staff.userId);
}
