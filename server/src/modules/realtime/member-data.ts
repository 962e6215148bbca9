// Service functions that change member data shown in the realtime counts. Each one notifies the
// member's streams (in every process) through NOTIFY.
import { and, eq } from 'drizzle-orm';
import { MENU_CODES } from '@club/shared/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { type ChatChannel, chatMessages, notifications, users } from '../../db/schema';
import type { NotifyMember } from './service';

export interface MemberDataDeps {
  db: Db;
  clock: Clock;
  notifyMember: NotifyMember;
}

export async function addNotification(
  deps: MemberDataDeps,
  userId: number,
  content: string,
  link: { link?: string; fullLink?: string } = {},
): Promise<number> {
  const [row] = await deps.db
    .insert(notifications)
    .values({
      userId,
      content,
      link: link.link ?? null,
      fullLink: link.fullLink ?? null,
      createdAt: await deps.clock.now(userId),
    })
    .returning({ id: notifications.id });
  await deps.notifyMember(userId);
  return row.id;
}

export async function markNotificationsRead(deps: MemberDataDeps, userId: number): Promise<void> {
  await deps.db.update(notifications).set({ isRead: true }).where(eq(notifications.userId, userId));
  await deps.notifyMember(userId);
}

export async function addAdminChatMessage(
  deps: MemberDataDeps,
  userId: number,
  channel: ChatChannel,
  message: string,
): Promise<void> {
  await deps.db.insert(chatMessages).values({
    userId,
    channel,
    sender: 'ADMIN',
    message,
    createdAt: await deps.clock.now(userId),
  });
  await deps.notifyMember(userId);
}

export async function markChannelRead(
  deps: MemberDataDeps,
  userId: number,
  channel: ChatChannel,
): Promise<void> {
  await deps.db
    .update(chatMessages)
    .set({ isRead: true })
    .where(
      and(
        eq(chatMessages.userId, userId),
        eq(chatMessages.channel, channel),
        eq(chatMessages.sender, 'ADMIN'),
      ),
    );
  await deps.notifyMember(userId);
}

export async function setNotActiveOptions(
  deps: MemberDataDeps,
  userId: number,
  options: string[],
): Promise<void> {
  const known = new Set<string>(MENU_CODES);
  const clean = [...new Set(options.filter((o) => known.has(o)))];
  await deps.db.update(users).set({ notActiveOptions: clean }).where(eq(users.id, userId));
  await deps.notifyMember(userId);
}
