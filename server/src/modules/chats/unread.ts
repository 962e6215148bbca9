// Unread staff messages by channel: those after the member's read pointer of the channel that the
// first release did not already mark read (its is_read flag).
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatReadPointers } from '../../db/schema';

export async function unreadByChannel(
  db: Db,
  userId: number,
  channel?: string,
): Promise<{ channel: string; unread: number }[]> {
  const rows = await db
    .select({ channel: chatMessages.channel, unread: sql<number>`count(*)::int` })
    .from(chatMessages)
    .leftJoin(
      chatReadPointers,
      and(
        eq(chatReadPointers.userId, chatMessages.userId),
        eq(chatReadPointers.channel, chatMessages.channel),
      ),
    )
    .where(
      and(
        eq(chatMessages.userId, userId),
        channel ? eq(chatMessages.channel, channel) : undefined,
        eq(chatMessages.sender, 'ADMIN'),
        eq(chatMessages.isRead, false),
        gt(chatMessages.id, sql`coalesce(${chatReadPointers.lastReadId}, 0)`),
      ),
    )
    .groupBy(chatMessages.channel);
  return rows.map((r) => ({ channel: r.channel, unread: Number(r.unread) }));
}
