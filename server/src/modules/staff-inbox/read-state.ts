// A staff member's read state of a conversation (staff_inbox_state) moved up to a message: the one
// upsert of markConversationRead, and of a staff answer's own statement (postStaffMessage with
// `readBy`: the answerer has read everything up to their answer).
import { sql, type SQL } from 'drizzle-orm';
import type { ChatChannelId } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { staffInboxState } from '../../db/schema';

/**
 * The staff member's read pointer of the conversation moved up to `upTo` (never back), and "mark
 * unread" ended. Not run yet: await it, or make it part of a statement (`upTo` may be SQL of it).
 */
export function readUpTo(
  db: Db,
  staffId: number,
  c: { memberId: number; channel: ChatChannelId },
  upTo: number | SQL,
  now: Date,
) {
  return db
    .insert(staffInboxState)
    .values({
      staffId,
      memberId: c.memberId,
      channel: c.channel,
      lastReadId: upTo,
      markedUnread: false,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [staffInboxState.staffId, staffInboxState.memberId, staffInboxState.channel],
      set: {
        lastReadId: sql`greatest(${staffInboxState.lastReadId}, excluded.last_read_id)`,
        markedUnread: false,
        updatedAt: now,
      },
    });
}
