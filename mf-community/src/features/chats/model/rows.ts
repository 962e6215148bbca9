// The messenger's rows: a date heading before each day's first message (in the member's time
// zone), and the "Непрочитанные сообщения" divider once, before the message that was the first
// unread one when the channel opened (it stays there after the channel is marked read).
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

/**
 * Messages merged by id and by the member's client key (a live message, a send's answer and a page
 * may carry the same one), in id order; the incoming copy wins. Nothing already there is dropped:
 * a page that was asked for before a send never takes the sent message away.
 */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (!incoming.length) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  const keyed = new Map<string, number>();
  for (const m of current) if (m.client_key) keyed.set(m.client_key, m.id);
  for (const m of incoming) {
    const twin = m.client_key ? keyed.get(m.client_key) : undefined;
    if (twin !== undefined && twin !== m.id) byId.delete(twin);
    if (m.client_key) keyed.set(m.client_key, m.id);
    byId.set(m.id, m);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Rows cut where each loaded page starts: a page added above leaves the other chunks as they were. */
export interface RowChunk {
  key: string;
  rows: MessengerRow[];
}

export function chunkRows(rows: MessengerRow[], pageStarts: ReadonlySet<number>): RowChunk[] {
  const chunks: RowChunk[] = [];
  let current: MessengerRow[] = [];
  let pending: MessengerRow[] = [];
  let key = 'first';
  const close = () => {
    if (current.length) chunks.push({ key, rows: current });
  };
  for (const row of rows) {
    if (row.kind !== 'message') {
      pending.push(row);
      continue;
    }
    if (pageStarts.has(row.message.id) && current.length) {
      close();
      current = [];
      key = `c${row.message.id}`;
    } else if (!current.length && !chunks.length) {
      key = `c${row.message.id}`;
    }
    current.push(...pending, row);
    pending = [];
  }
  current.push(...pending);
  close();
  return chunks;
}

/** Same rows: same kinds and keys, the same message objects and labels. */
export function sameRows(a: MessengerRow[], b: MessengerRow[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x.kind !== y.kind || x.key !== y.key) return false;
    if (x.kind === 'message' && x.message !== (y as typeof x).message) return false;
    if (x.kind === 'day' && x.label !== (y as typeof x).label) return false;
  }
  return true;
}
