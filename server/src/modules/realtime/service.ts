// Realtime counts of one member, and the NOTIFY side of the fan-out.
import { and, eq, sql } from 'drizzle-orm';
import type { RealtimeCounts } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { currentCourseRestTime } from '../training/home';
import { CHAT_CHANNELS, chatMessages, notifications, users } from '../../db/schema';

export const MEMBER_EVENTS_CHANNEL = 'member_events';

export type NotifyMember = (userId: number) => Promise<void>;

export function createNotifier(db: Db): NotifyMember {
  return async (userId) => {
    await db.execute(sql`select pg_notify(${MEMBER_EVENTS_CHANNEL}, ${String(userId)})`);
  };
}

export async function getCounts(db: Db, userId: number): Promise<RealtimeCounts | null> {
  const [user] = await db
    .select({ notActive: users.notActiveOptions, offset: users.timeOffsetMs })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const chatRows = await db
    .select({ channel: chatMessages.channel, unread: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, userId),
        eq(chatMessages.sender, 'ADMIN'),
        eq(chatMessages.isRead, false),
      ),
    )
    .groupBy(chatMessages.channel);
  const [notif] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  const channels = CHAT_CHANNELS.map((channel) => ({
    channel,
    unread: Number(chatRows.find((r) => r.channel === channel)?.unread ?? 0),
  }));
  // the member's own clock (tester time machine), as everywhere else
  const now = new Date(Date.now() + Number(user.offset ?? 0));
  return {
    rest_time: await currentCourseRestTime(db, userId, now),
    not_active_options: user.notActive ?? [],
    chats: { count: channels.reduce((s, c) => s + c.unread, 0), channels },
    notifications: { count: Number(notif?.count ?? 0) },
  };
}
