// Notifications (spec part 2 §2.10): the member's own list (reading it marks everything read, so
// the live count goes to zero), deleting one, clearing all. Adding one (tester push, club events)
// notifies the member's streams, so the top bar's count changes live.
import { and, desc, eq } from 'drizzle-orm';
import {
  NOTIFICATION_MESSAGES as M,
  type NotificationItem,
  type NotificationsResult,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { unixSeconds } from '../../lib/clock';
import { AppError, badRequest } from '../../lib/errors';
import type { NotifyMember } from '../realtime/service';
import type { PushSender } from '../../lib/fcm';
import { pushToMember } from './push';

export interface NotificationDeps {
  db: Db;
  clock: Clock;
  notifyMember: NotifyMember;
  /** FCM when the deployment has credentials; otherwise the notification is only stored */
  push?: PushSender | null;
}

/** The title of the club's pushes. */
export const PUSH_TITLE = 'Клуб';

/** Characters of a pushed message. */
export const PUSH_MAX_LENGTH = 2000;

/** Text as HTML: the tester console sends plain text, notifications carry HTML. */
export function textToHtml(text: string): string {
  const escaped = text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
  return `<p>${escaped.replace(/\r?\n/g, '<br>')}</p>`;
}

export async function listNotifications(
  deps: NotificationDeps,
  userId: number,
): Promise<NotificationsResult> {
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  const items: NotificationItem[] = rows.map((r) => ({
    id: r.id,
    content: r.content,
    time: unixSeconds(r.createdAt),
    link: r.link,
    linkId: r.linkId,
    fullLink: r.fullLink,
    is_new: !r.isRead,
  }));
  if (items.some((i) => i.is_new)) {
    await deps.db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
    await deps.notifyMember(userId);
  }
  return { notifications: items, count: 0 };
}

export async function deleteNotification(
  deps: NotificationDeps,
  userId: number,
  id: number,
): Promise<void> {
  const deleted = await deps.db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id, isRead: notifications.isRead });
  if (!deleted.length) throw new AppError(404, M.notFound);
  if (!deleted[0].isRead) await deps.notifyMember(userId);
}

export async function clearNotifications(deps: NotificationDeps, userId: number): Promise<void> {
  await deps.db.delete(notifications).where(eq(notifications.userId, userId));
  await deps.notifyMember(userId);
}

/** A notification for the member (plain text, shown as a paragraph), counted live. */
export async function pushNotification(
  deps: NotificationDeps,
  userId: number,
  message: unknown,
  link: { link?: string; linkId?: number; fullLink?: string } = {},
): Promise<number> {
  const text = typeof message === 'string' ? message.trim() : '';
  if (!text) throw badRequest('Напиши текст уведомления');
  if (text.length > PUSH_MAX_LENGTH)
    throw badRequest(`Текст уведомления длиннее ${PUSH_MAX_LENGTH} символов`);
  const [row] = await deps.db
    .insert(notifications)
    .values({
      userId,
      content: textToHtml(text),
      link: link.link ?? null,
      linkId: link.linkId ?? null,
      fullLink: link.fullLink ?? null,
      createdAt: await deps.clock.now(userId),
    })
    .returning({ id: notifications.id });
  await deps.notifyMember(userId);
  await pushToMember(deps, userId, { title: PUSH_TITLE, body: text, link });
  return row.id;
}
