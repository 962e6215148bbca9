// Realtime counts of one member, and the NOTIFY side of the fan-out.
import { eq, sql } from 'drizzle-orm';
import type { LiveEvent, RealtimeCounts } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { restTimeOf } from '../training/home';
import { memberCards } from '../training/packs';
import { CHAT_CHANNELS, notifications, users } from '../../db/schema';
import { unreadByChannel } from '../chats/unread';

export const MEMBER_EVENTS_CHANNEL = 'member_events';

/**
 * Tells every process that the member's data changed (their streams get fresh counts) and, with
 * `live`, hands the streams a live event too (a new or edited chat message).
 */
export type NotifyMember = (userId: number, live?: LiveEvent) => Promise<void>;

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; keep a margin. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7800;

/**
 * The NOTIFY payload: the member id alone (counts only, the first release's format) or
 * `{"u": id, "e": event}`. An event too big for one payload goes without its message: the client
 * then reads the message from the API (?after_id).
 */
export function notifyPayload(userId: number, live?: LiveEvent): string {
  if (!live) return String(userId);
  const full = JSON.stringify({ u: userId, e: live });
  if (Buffer.byteLength(full) <= MAX_NOTIFY_PAYLOAD_BYTES || !('message' in live)) return full;
  const { message: _dropped, ...small } = live;
  return JSON.stringify({ u: userId, e: small });
}

/** The member id and live event of a NOTIFY payload; null when it is not one of ours. */
export function parsePayload(payload: string): { userId: number; live?: LiveEvent } | null {
  if (/^\d+$/.test(payload)) return { userId: Number(payload) };
  try {
    const data = JSON.parse(payload) as { u?: unknown; e?: unknown };
    if (!Number.isInteger(data.u)) return null;
    const live = data.e && typeof data.e === 'object' ? (data.e as LiveEvent) : undefined;
    return { userId: data.u as number, live };
  } catch {
    return null;
  }
}

export function createNotifier(db: Db): NotifyMember {
  return async (userId, live) => {
    await db.execute(
      sql`select pg_notify(${MEMBER_EVENTS_CHANNEL}, ${notifyPayload(userId, live)})`,
    );
  };
}

export async function getCounts(db: Db, userId: number): Promise<RealtimeCounts | null> {
  // Every push (a stream opening, each change NOTIFYed) reads these: three statements at once
  // instead of four one after another. A morning rush opens thousands of streams and a chat
  // message pushes counts to the member's stream on whichever process holds it, so a push's
  // round trips are its delay and most of its cost.
  const [[user], chatRows, cards] = await Promise.all([
    db
      .select({
        notActive: users.notActiveOptions,
        offset: users.timeOffsetMs,
        unreadNotifications: sql<number>`(select count(*)::int from ${notifications} as n
          where n.user_id = ${userId} and n.is_read = false)`,
      })
      .from(users)
      .where(eq(users.id, userId)),
    unreadByChannel(db, userId),
    memberCards(db, userId),
  ]);
  if (!user) return null;
  const channels = CHAT_CHANNELS.map((channel) => ({
    channel,
    unread: Number(chatRows.find((r) => r.channel === channel)?.unread ?? 0),
  }));
  // the member's own clock (tester time machine), as everywhere else
  const now = new Date(Date.now() + Number(user.offset ?? 0));
  return {
    rest_time: restTimeOf(cards, now),
    not_active_options: user.notActive ?? [],
    chats: { count: channels.reduce((s, c) => s + c.unread, 0), channels },
    notifications: { count: Number(user.unreadNotifications ?? 0) },
  };
}
