// Chats (spec part 2 §2.5, §4, §5): the member's channels, keyset pages of messages, the read
// pointer, sending with attachments (idempotent by the client's key), editing within the hour, and
// the staff side the tester console drives. Every function takes the member's own id: no id from a
// request can reach another member's messages.
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  lt,
  max,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  CHAT_LIMITS,
  CHAT_MESSAGES as M,
  type ChatChannelId,
  type ChatLiveEvent,
  type ChatMessage,
  type ChatMessagesResult,
  type ChatsResult,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import {
  chatAttachments,
  chatMessages,
  chatReadPointers,
  telegramChats,
  users,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { unixSeconds } from '../../lib/clock';
import { AppError, badRequest } from '../../lib/errors';
import type { UploadedFile } from '../../lib/multipart-files';
import type { FileStorage } from '../../lib/storage';
import { findActivePack } from '../nutrition/plan';
import type { NotifyMember } from '../realtime/service';
import {
  attachmentRows,
  processAttachments,
  removeAttachments,
  storeAttachments,
} from './attachments';
import { CHANNEL_LIST, CHANNELS } from './channels';
import type { PushSender } from '../../lib/fcm';
import { sendOnce } from '../../lib/send-once';
import { pushToMember } from '../notifications/push';
import { unreadByChannel } from './unread';
import { conversationStaff, itemOfMessage, notifyConversationStaff } from '../staff-inbox/live';
import { readUpTo } from '../staff-inbox/read-state';

export interface ChatDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  notifyMember: NotifyMember;
  /** FCM when the deployment has credentials (a staff message is pushed too) */
  push?: PushSender | null;
}

export type MessageRow = typeof chatMessages.$inferSelect;

interface Pointer {
  lastReadId: number;
  adminLastReadId: number;
}

export const notFound = (message: string) => new AppError(404, message);

/** A message's text as stored: line ends unified, outer blank space dropped. */
export function normaliseText(text: unknown): string {
  return typeof text === 'string' ? text.replace(/\r\n?/g, '\n').trim() : '';
}

/** The client's key of a send: letters, digits, '-' and '_', at most 64 (a UUID fits). */
export function clientKeyOf(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{8,64}$/.test(value))
    throw badRequest(M.clientKeyInvalid);
  return value;
}

/** True while a message sent at `sentAt` may still be edited at `now` (spec §9: 3600000 ms). */
export const withinEditWindow = (sentAt: Date, now: Date): boolean =>
  now.getTime() - sentAt.getTime() <= CHAT_LIMITS.editWindowMs;

async function pointerOf(db: Db, userId: number, channel: ChatChannelId): Promise<Pointer> {
  const [row] = await db
    .select({
      lastReadId: chatReadPointers.lastReadId,
      adminLastReadId: chatReadPointers.adminLastReadId,
    })
    .from(chatReadPointers)
    .where(and(eq(chatReadPointers.userId, userId), eq(chatReadPointers.channel, channel)));
  return row ?? { lastReadId: 0, adminLastReadId: 0 };
}

/** A picture of a message as stored (its keys, not yet its signed URLs). */
interface PictureFile {
  id: number;
  messageId: number;
  name: string;
  size: number;
  key: string;
  thumbKey: string;
  width: number;
  height: number;
}

/** The messages as the member sees them, with their pictures (fresh signed URLs). */
export async function toViews(
  deps: Pick<ChatDeps, 'db' | 'storage'>,
  rows: MessageRow[],
  pointer: Pointer,
): Promise<ChatMessage[]> {
  const ids = rows.map((r) => r.id);
  const files = ids.length
    ? await deps.db
        .select()
        .from(chatAttachments)
        .where(inArray(chatAttachments.messageId, ids))
        .orderBy(asc(chatAttachments.sort), asc(chatAttachments.id))
    : [];
  return viewsWith(deps, rows, files, pointer);
}

async function viewsWith(
  deps: Pick<ChatDeps, 'storage'>,
  rows: MessageRow[],
  files: PictureFile[],
  pointer: Pointer,
): Promise<ChatMessage[]> {
  const pictures = new Map<number, ChatMessage['pictures']>();
  for (const f of files) {
    const list = pictures.get(f.messageId) ?? [];
    list.push({
      id: f.id,
      name: f.name,
      size: f.size,
      image: await deps.storage.signedUrl(f.key),
      thumb: await deps.storage.signedUrl(f.thumbKey),
      width: f.width,
      height: f.height,
    });
    pictures.set(f.messageId, list);
  }
  return rows.map((r) => messageView(r, pointer, pictures.get(r.id) ?? []));
}

/**
 * A page of the member's messages of one channel as one statement (a chat page is among the
 * calls every member makes: one round trip to PostgreSQL instead of three): each row carries its
 * pictures in their order, and the channel's read pointer (evaluated once for the statement).
 */
async function messagesPage(
  db: Db,
  userId: number,
  channel: ChatChannelId,
  where: SQL | undefined,
  order: SQL,
  limit: number,
): Promise<{ rows: MessageRow[]; files: PictureFile[]; pointer: Pointer }> {
  // the outer row by its full name: drizzle writes a column in a select list unqualified, which
  // inside the subquery would name the picture's own id
  const found = await db
    .select({
      ...getTableColumns(chatMessages),
      pictures: sql<Omit<PictureFile, 'messageId'>[]>`coalesce((
        select json_agg(json_build_object('id', a.id, 'name', a.name, 'size', a.size,
          'key', a.key, 'thumbKey', a.thumb_key, 'width', a.width, 'height', a.height)
          order by a.sort, a.id)
        from chat_attachments a where a.message_id = "chat_messages"."id"), '[]'::json)`,
      pointerRead: sql<number | null>`(select p.last_read_id from chat_read_pointers p
        where p.user_id = ${userId} and p.channel = ${channel})`,
      pointerAdminRead: sql<number | null>`(select p.admin_last_read_id from chat_read_pointers p
        where p.user_id = ${userId} and p.channel = ${channel})`,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.channel, channel), where))
    .orderBy(order)
    .limit(limit);
  const rows: MessageRow[] = [];
  const files: PictureFile[] = [];
  for (const { pictures, pointerRead: _read, pointerAdminRead: _adminRead, ...row } of found) {
    rows.push(row);
    for (const f of pictures) files.push({ ...f, messageId: row.id });
  }
  const first = found[0];
  const pointer = {
    lastReadId: Number(first?.pointerRead ?? 0),
    adminLastReadId: Number(first?.pointerAdminRead ?? 0),
  };
  return { rows, files, pointer };
}

/** One message as the member sees it, given the channel's read pointer and its pictures. */
function messageView(
  r: MessageRow,
  pointer: Pointer,
  pictures: ChatMessage['pictures'],
): ChatMessage {
  const channel = CHANNELS[r.channel as ChatChannelId] ?? CHANNELS.coach;
  const fromStaff = r.sender === 'ADMIN';
  const isRead = fromStaff ? r.isRead || r.id <= pointer.lastReadId : true;
  return {
    id: r.id,
    channel: channel.id,
    message: r.message,
    sender: fromStaff ? 'ADMIN' : 'USER',
    admin: fromStaff
      ? {
          name: r.adminName ?? channel.staff.name,
          position: r.adminPosition ?? channel.staff.position,
        }
      : null,
    time: unixSeconds(r.createdAt),
    is_read: isRead,
    is_read_admin: fromStaff ? true : r.id <= pointer.adminLastReadId,
    is_rear_view: isRead,
    is_edited: r.editedAt !== null,
    edited_at: r.editedAt ? unixSeconds(r.editedAt) : null,
    pictures,
    client_key: fromStaff ? null : r.clientKey,
  };
}

/**
 * The read pointer of a message just stored: none reaches it. A pointer only ever holds the id of
 * a message stored before it was set (markRead: at most the channel's newest; staff: the newest
 * of the member's own), so a new id is above it: staff have not read a member's message yet
 * (is_read_admin false), and the member's own message is read (is_read true) whatever the
 * pointer; the member has not read a staff message yet (is_read false).
 */
const BEFORE_ANY_POINTER: Pointer = { lastReadId: 0, adminLastReadId: 0 };

async function viewOf(deps: ChatDeps, row: MessageRow): Promise<ChatMessage> {
  const pointer = await pointerOf(deps.db, row.userId, row.channel as ChatChannelId);
  const [view] = await toViews(deps, [row], pointer);
  return view;
}

/**
 * The staff who see the conversation, asked for at once: who they are does not depend on the
 * message, so a send looks them up while its message is stored. A failure is publish's to log (as
 * its own lookup's), and a send that stores nothing publishes nothing.
 */
function viewersWhileStoring(
  deps: ChatDeps,
  userId: number,
  channel: ChatChannelId,
): Promise<number[]> {
  const viewers = conversationStaff(deps, userId, channel);
  viewers.catch(() => undefined);
  return viewers;
}

/**
 * Tells the member's streams (every process) about a message, counts follow; and the staff who see
 * the conversation (their inbox and open conversation; `viewers`: looked up already). The staff
 * side never fails the send.
 */
async function publish(
  deps: ChatDeps,
  row: MessageRow,
  type: ChatLiveEvent['type'],
  message: ChatMessage,
  viewers?: Promise<number[]>,
): Promise<void> {
  // at once: neither waits for the other (the member's NOTIFY and the staff's lookups and NOTIFYs
  // go on their own pool connections), so a send waits for the longer of the two, not their sum
  await Promise.all([
    deps.notifyMember(row.userId, { type, channel: message.channel, id: message.id, message }),
    notifyConversationStaff(
      deps,
      row.userId,
      message.channel,
      {
        type: type === 'chat_message_edited' ? 'inbox_message_edited' : 'inbox_message',
        id: message.id,
        item: itemOfMessage(message, row.staffId, null),
      },
      viewers,
    ).catch((err: unknown) => console.error('[chats] staff live event not sent', err)),
  ]);
}

// ---------- The member's calls ----------

export async function listChats(deps: ChatDeps, userId: number): Promise<ChatsResult> {
  const now = await deps.clock.now(userId);
  const [unread, lastRows, telegram, pack] = await Promise.all([
    unreadByChannel(deps.db, userId),
    deps.db
      .selectDistinctOn([chatMessages.channel], {
        channel: chatMessages.channel,
        message: chatMessages.message,
        createdAt: chatMessages.createdAt,
      })
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId))
      .orderBy(chatMessages.channel, desc(chatMessages.id)),
    deps.db.select().from(telegramChats).orderBy(asc(telegramChats.sort), asc(telegramChats.id)),
    findActivePack(deps.db, userId, now),
  ]);
  return {
    chats: CHANNEL_LIST.map((c) => {
      const last = lastRows.find((r) => r.channel === c.id);
      return {
        id: c.id,
        name: c.name,
        image: c.image,
        unread: unread.find((u) => u.channel === c.id)?.unread ?? 0,
        // a message of pictures only says so in the list
        lastMessage: last
          ? { date: unixSeconds(last.createdAt), messageText: last.message || 'Фото' }
          : null,
      };
    }),
    telegram_chats: telegram.map((t) => ({
      link: t.link,
      name: t.name,
      photo: t.photo,
      message: t.message,
    })),
    demo_day: pack?.demoDay ?? false,
  };
}

export async function listMessages(
  deps: ChatDeps,
  userId: number,
  channel: ChatChannelId,
  query: { last_id?: number; after_id?: number },
): Promise<ChatMessagesResult> {
  if (query.after_id !== undefined) {
    const { rows, files, pointer } = await messagesPage(
      deps.db,
      userId,
      channel,
      gt(chatMessages.id, query.after_id),
      asc(chatMessages.id),
      CHAT_LIMITS.catchUpMax + 1,
    );
    const hasMore = rows.length > CHAT_LIMITS.catchUpMax;
    return {
      messages: await viewsWith(deps, rows.slice(0, CHAT_LIMITS.catchUpMax), files, pointer),
      has_more: hasMore,
    };
  }
  const { rows, files, pointer } = await messagesPage(
    deps.db,
    userId,
    channel,
    query.last_id !== undefined ? lt(chatMessages.id, query.last_id) : undefined,
    desc(chatMessages.id),
    CHAT_LIMITS.pageSize + 1,
  );
  const hasMore = rows.length > CHAT_LIMITS.pageSize;
  const page = rows.slice(0, CHAT_LIMITS.pageSize).reverse();
  return { messages: await viewsWith(deps, page, files, pointer), has_more: hasMore };
}

/**
 * Moves the member's read pointer of the channel up to `lastId` (never back, never past the
 * channel's newest message); answers the channel's unread count after it.
 */
export async function markRead(
  deps: ChatDeps,
  userId: number,
  channel: ChatChannelId,
  lastId: number,
): Promise<number> {
  const [newest] = await deps.db
    .select({ id: max(chatMessages.id) })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.channel, channel)));
  const upTo = Math.min(lastId, Number(newest?.id ?? 0));
  const now = await deps.clock.now(userId);
  await deps.db
    .insert(chatReadPointers)
    .values({ userId, channel, lastReadId: upTo, updatedAt: now })
    .onConflictDoUpdate({
      target: [chatReadPointers.userId, chatReadPointers.channel],
      set: {
        lastReadId: sql`greatest(${chatReadPointers.lastReadId}, excluded.last_read_id)`,
        updatedAt: now,
      },
    });
  await deps.notifyMember(userId);
  const [left] = await unreadByChannel(deps.db, userId, channel);
  return left?.unread ?? 0;
}

async function messageByKey(db: Db, userId: number, key: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.clientKey, key)));
  return row;
}

export interface SendInput {
  channel: ChatChannelId;
  message: unknown;
  files: UploadedFile[];
  clientKey: string | null;
}

/**
 * Stores the member's message with its pictures. A send repeated with the same client key (the
 * network lost the answer) answers the message stored the first time and stores nothing new.
 */
export async function sendMessage(
  deps: ChatDeps,
  userId: number,
  input: SendInput,
): Promise<ChatMessage> {
  const text = normaliseText(input.message);
  if (text.length > CHAT_LIMITS.messageMaxLength) throw badRequest(M.tooLong);
  if (input.files.length > CHAT_LIMITS.attachMax) throw badRequest(M.attachLimit);
  if (!text && input.files.length === 0) throw badRequest(M.sendEmpty);
  // text alone: its one INSERT is idempotent by itself (storeText)
  if (input.files.length === 0) return storeText(deps, userId, input, text);
  const { clientKey } = input;
  const earlier = async () => {
    const row = clientKey ? await messageByKey(deps.db, userId, clientKey) : undefined;
    return row ? keyedView(deps, row, input.channel) : null;
  };
  // the key first: a repeated send answers the first one's message, its pictures decoded once
  return sendOnce(deps.db, `chat:${userId}`, clientKey, earlier, () =>
    storeMessage(deps, userId, input, text),
  );
}

/** The answer of a send whose key stored `row` before: that message, on its own channel only. */
function keyedView(deps: ChatDeps, row: MessageRow, channel: ChatChannelId): Promise<ChatMessage> {
  if (row.channel !== channel) throw badRequest(M.clientKeyInvalid);
  return viewOf(deps, row);
}

/** The row of a member's own message (read by them, keyed by the client's key). */
const memberMessageRow = (userId: number, input: SendInput, text: string, now: Date) => ({
  userId,
  channel: input.channel,
  sender: 'USER' as const,
  message: text,
  isRead: true,
  createdAt: now,
  clientKey: input.clientKey,
});

/**
 * A message of text alone, in one statement: no transaction (one INSERT), no lookup of the key
 * first and no claim of it (sendOnce's claim is there so that a send's photos are not decoded
 * twice; here there are none). The unique (user_id, client_key) index makes the INSERT store a
 * key once, also when two sends of it come at once (the second waits for the first's row, then
 * stores nothing); a send whose key is stored answers that message, as sendOnce's `earlier` does.
 * The view of the row just stored needs no query: no pictures, and no pointer reaches it yet.
 */
async function storeText(
  deps: ChatDeps,
  userId: number,
  input: SendInput,
  text: string,
): Promise<ChatMessage> {
  const viewers = viewersWhileStoring(deps, userId, input.channel);
  const now = await deps.clock.now(userId);
  const [row] = await deps.db
    .insert(chatMessages)
    .values(memberMessageRow(userId, input, text, now))
    .onConflictDoNothing({ target: [chatMessages.userId, chatMessages.clientKey] })
    .returning();
  if (!row) {
    // only a key conflicts: the message stored with it answers
    const earlier = input.clientKey
      ? await messageByKey(deps.db, userId, input.clientKey)
      : undefined;
    if (!earlier) throw new Error('message vanished after a client key conflict');
    return keyedView(deps, earlier, input.channel);
  }
  const view = messageView(row, BEFORE_ANY_POINTER, []);
  await publish(deps, row, 'chat_message', view, viewers);
  return view;
}

async function storeMessage(
  deps: ChatDeps,
  userId: number,
  input: SendInput,
  text: string,
): Promise<ChatMessage> {
  const processed = await processAttachments(input.files);
  const stored = await storeAttachments(deps.storage, userId, processed);
  const now = await deps.clock.now(userId);
  let row: MessageRow | undefined;
  try {
    row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(chatMessages)
        .values(memberMessageRow(userId, input, text, now))
        .onConflictDoNothing({ target: [chatMessages.userId, chatMessages.clientKey] })
        .returning();
      if (inserted && stored.length)
        await tx.insert(chatAttachments).values(attachmentRows(inserted.id, userId, stored, now));
      return inserted;
    });
  } catch (e) {
    await removeAttachments(deps.storage, stored);
    throw e;
  }
  if (!row) {
    // the same key was stored by a concurrent send a moment ago: answer that one
    await removeAttachments(deps.storage, stored);
    const raced = input.clientKey
      ? await messageByKey(deps.db, userId, input.clientKey)
      : undefined;
    if (!raced) throw new Error('message vanished after a client key conflict');
    return viewOf(deps, raced);
  }
  const view = await viewOf(deps, row);
  await publish(deps, row, 'chat_message', view);
  return view;
}

/** The member's own text message, at most an hour old (spec §5, §9), gets a new text. */
export async function editMessage(
  deps: ChatDeps,
  userId: number,
  id: number,
  newText: unknown,
): Promise<ChatMessage> {
  const [row] = await deps.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.userId, userId)));
  if (!row) throw notFound(M.messageNotFound);
  if (row.sender !== 'USER') throw new AppError(403, M.editNotOwn);
  if (!row.message.trim()) throw badRequest(M.editNoText);
  const now = await deps.clock.now(userId);
  if (!withinEditWindow(row.createdAt, now)) throw badRequest(M.editWindowPassed);
  const text = normaliseText(newText);
  if (!text) throw badRequest(M.editEmpty);
  if (text.length > CHAT_LIMITS.messageMaxLength) throw badRequest(M.tooLong);
  const [updated] = await deps.db
    .update(chatMessages)
    .set({ message: text, editedAt: now })
    .where(and(eq(chatMessages.id, id), eq(chatMessages.userId, userId)))
    .returning();
  const view = await viewOf(deps, updated);
  await publish(deps, updated, 'chat_message_edited', view);
  return view;
}

// ---------- The staff side: the staff app's answers and the tester console's ----------

/** Who writes a staff message: a staff account (the staff app) or the channel's default staff. */
export interface StaffAuthor {
  /** the staff account; null for the tester console */
  id: number | null;
  /** as the member sees it; null: the account's own name as stored (read in the message's INSERT) */
  name: string | null;
  position: string;
}

export interface StaffMessageInput {
  message: unknown;
  files?: UploadedFile[];
}

/**
 * A staff message in the member's channel, with pictures through the photo pipeline, delivered
 * live to the member and to the staff who see the conversation, and pushed. Staff answering means
 * staff read the member's messages so far (is_read_admin). The one path of every staff answer:
 * the staff app's (`readBy`: the answerer, whose inbox read state moves up to the answer, as
 * markConversationRead would), the tester console's and a progress review's (addAdminMessage).
 * Text alone is one statement (staffMessageStatement) and its view needs no query; pictures add
 * their rows in a transaction with it, and a failure stores nothing and removes their files.
 */
export async function postStaffMessage(
  deps: ChatDeps,
  userId: number,
  channel: ChatChannelId,
  author: StaffAuthor,
  input: StaffMessageInput,
  readBy?: number,
): Promise<{ view: ChatMessage; row: MessageRow }> {
  const text = normaliseText(input.message);
  const files = input.files ?? [];
  if (text.length > CHAT_LIMITS.messageMaxLength) throw badRequest(M.tooLong);
  if (files.length > CHAT_LIMITS.attachMax) throw badRequest(M.attachLimit);
  if (!text && files.length === 0) throw badRequest(M.sendEmpty);
  // every picture is checked before anything is stored; a failure stores nothing
  const stored = files.length
    ? await storeAttachments(deps.storage, userId, await processAttachments(files))
    : [];
  const now = await deps.clock.now(userId);
  const viewers = viewersWhileStoring(deps, userId, channel);
  const statement = (db: Db) =>
    staffMessageStatement(db, userId, channel, author, text, now, readBy, deps.clock.systemNow());
  let row: MessageRow;
  try {
    row = stored.length
      ? await deps.db.transaction(async (tx) => {
          const [inserted] = await statement(tx as unknown as Db);
          await tx.insert(chatAttachments).values(attachmentRows(inserted.id, userId, stored, now));
          return inserted;
        })
      : (await statement(deps.db))[0];
  } catch (e) {
    await removeAttachments(deps.storage, stored);
    throw e;
  }
  // text alone: the row is the whole view (no pictures; no member's read pointer reaches it yet)
  const view = stored.length ? await viewOf(deps, row) : messageView(row, BEFORE_ANY_POINTER, []);
  // the push does not wait for the live events, nor they for it
  await Promise.all([
    publish(deps, row, 'chat_message', view, viewers),
    pushToMember(deps, userId, {
      title: row.adminName ?? '',
      body: text || 'Фото',
      link: { fullLink: `/chat/${channel}` },
    }),
  ]);
  return { view, row };
}

/**
 * A staff message's one statement (data-modifying CTEs, no transaction needed around it): the
 * row (its RETURNING is the answer's row); staff reading the member's messages so far (the
 * channel's admin read pointer set to the member's newest own message, when they wrote one); and
 * with `readBy`, that staff member's inbox read state up to the new message (readUpTo at `at`).
 * The parts of one statement see the tables as they were before it: the member's newest own
 * message is the same as a select after the INSERT gave (the new message is staff's), and no
 * trigger of chat_messages reads the pointers or the read state.
 */
function staffMessageStatement(
  db: Db,
  userId: number,
  channel: ChatChannelId,
  author: StaffAuthor,
  text: string,
  now: Date,
  readBy: number | undefined,
  at: Date,
) {
  const inserted = db.$with('inserted').as(
    db
      .insert(chatMessages)
      .values({
        userId,
        channel,
        sender: 'ADMIN',
        message: text,
        createdAt: now,
        adminName:
          author.name ??
          sql`coalesce((select ${users.name} from ${users} where ${users.id} = ${author.id}), '')`,
        adminPosition: author.position,
        staffId: author.id,
      })
      .returning(),
  );
  const adminRead = db.$with('admin_read', {}).as(
    sql`insert into ${chatReadPointers} (user_id, channel, admin_last_read_id, updated_at)
      select ${userId}::int, ${channel}::text, own.id, ${sql.param(now, chatReadPointers.updatedAt)}::timestamptz from (
        select max(${chatMessages.id}) as id from ${chatMessages}
        where ${and(
          eq(chatMessages.userId, userId),
          eq(chatMessages.channel, channel),
          eq(chatMessages.sender, 'USER'),
        )}
      ) own where own.id is not null
      on conflict (user_id, channel) do update
        set admin_last_read_id = excluded.admin_last_read_id, updated_at = excluded.updated_at`,
  );
  const answererRead = (staffId: number) =>
    db
      .$with('inbox_read')
      .as(
        readUpTo(
          db,
          staffId,
          { memberId: userId, channel },
          sql`(select ${inserted.id} from ${inserted})`,
          at,
        ),
      );
  return db
    .with(inserted, adminRead, ...(readBy === undefined ? [] : [answererRead(readBy)]))
    .select()
    .from(inserted);
}

/**
 * A staff message of text alone, through the same path as the staff app's answers: the tester
 * console's (written as the channel's default staff member: the seeded coach, dietitian or
 * psychologist) and a progress review's comment (`author`: the reviewer, as the member sees them).
 */
export async function addAdminMessage(
  deps: ChatDeps,
  userId: number,
  channel: ChatChannelId,
  message: unknown,
  author?: { id?: number | null; name: string; position: string },
): Promise<ChatMessage> {
  const { view } = await postStaffMessage(
    deps,
    userId,
    channel,
    { ...(author ?? CHANNELS[channel].staff), id: author?.id ?? null },
    { message },
  );
  return view;
}

/**
 * A staff member's own answer, at most an hour old (the members' rule, spec §9), gets a new text;
 * the member's open chat and the staff who see the conversation get the edit live.
 */
export async function editStaffMessage(
  deps: ChatDeps,
  staffId: number,
  row: MessageRow,
  newText: unknown,
  now: Date,
  notOwn: string,
): Promise<{ view: ChatMessage; row: MessageRow }> {
  if (row.sender !== 'ADMIN' || row.staffId !== staffId) throw new AppError(403, notOwn);
  if (!row.message.trim()) throw badRequest(M.editNoText);
  if (!withinEditWindow(row.createdAt, now)) throw badRequest(M.editWindowPassed);
  const text = normaliseText(newText);
  if (!text) throw badRequest(M.editEmpty);
  if (text.length > CHAT_LIMITS.messageMaxLength) throw badRequest(M.tooLong);
  const [updated] = await deps.db
    .update(chatMessages)
    .set({ message: text, editedAt: now })
    .where(eq(chatMessages.id, row.id))
    .returning();
  const view = await viewOf(deps, updated);
  await publish(deps, updated, 'chat_message_edited', view);
  return { view, row: updated };
}

/** Deletes the member's whole channel: messages, pictures (files too) and read pointer. */
export async function deleteChat(
  deps: ChatDeps,
  userId: number,
  channel: ChatChannelId,
): Promise<void> {
  const files = await deps.db
    .select({ key: chatAttachments.key, thumbKey: chatAttachments.thumbKey })
    .from(chatAttachments)
    .innerJoin(chatMessages, eq(chatMessages.id, chatAttachments.messageId))
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.channel, channel)));
  // the read pointer first, then the messages (whose statement trigger takes the conversation
  // row): the order a staff answer's one statement takes them in, so the two never wait on each
  // other the other way round
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(chatReadPointers)
      .where(and(eq(chatReadPointers.userId, userId), eq(chatReadPointers.channel, channel)));
    await tx
      .delete(chatMessages)
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.channel, channel)));
  });
  // seed pictures are shared by the demo members: only the member's own uploads are removed
  await removeAttachments(
    deps.storage,
    files.filter((f) => f.key.startsWith(`private/chat/${userId}/`)),
  );
  await deps.notifyMember(userId, { type: 'chat_deleted', channel, id: 0 });
  await notifyConversationStaff(deps, userId, channel, { type: 'inbox_changed', id: 0 }).catch(
    (err: unknown) => console.error('[chats] staff live event not sent', err),
  );
}
