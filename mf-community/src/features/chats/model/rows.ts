// The messenger's rows: a date heading before each day's first message (display zone +4 h), and
// the "Непрочитанные сообщения" divider once, before the message that was the first unread one
// when the channel opened (it stays there after the channel is marked read).
import type { ChatMessage } from '@club/shared';
import { dayLabel, displayDay } from '../../../lib/format';

export type MessengerRow =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'unread'; key: 'unread' }
  | { kind: 'message'; key: number; message: ChatMessage };

/** The id of the first unread message, or null (decided once, when the channel opens). */
export function firstUnreadId(messages: ChatMessage[]): number | null {
  return messages.find((m) => !m.is_rear_view)?.id ?? null;
}

export function buildRows(
  messages: ChatMessage[],
  unreadFromId: number | null,
  nowMs: number = Date.now(),
): MessengerRow[] {
  const rows: MessengerRow[] = [];
  let day = '';
  for (const message of messages) {
    const d = displayDay(message.time);
    if (d !== day) {
      day = d;
      rows.push({ kind: 'day', key: `day-${d}`, label: dayLabel(message.time, nowMs) });
    }
    if (message.id === unreadFromId) rows.push({ kind: 'unread', key: 'unread' });
    rows.push({ kind: 'message', key: message.id, message });
  }
  return rows;
}

/** Messages merged by id (a live message and a page may carry the same one), in id order. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (!incoming.length) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
