// A conversation's messages and notes as the staff app holds them: the newest page first, older
// pages one request at a time, live items, answers and notes — all merged by id, never replaced (a
// note or an answer saved while the first page is on its way stays, as in the member's chat), a
// failed first load with its retry, and where the conversation opens: its first unread message.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InboxItem, LoadStatus } from '@club/shared';
import { getMessages } from './api';

export const keyOf = (i: InboxItem) => `${i.kind}-${i.id}`;

/** Messages and notes in the conversation's order: by time, a message before a note of the same second. */
export function mergeItems(shown: InboxItem[], more: InboxItem[]): InboxItem[] {
  const byKey = new Map(shown.map((i) => [keyOf(i), i]));
  for (const i of more) byKey.set(keyOf(i), i);
  return [...byKey.values()].sort(
    (a, b) => a.time - b.time || (a.kind === b.kind ? a.id - b.id : a.kind === 'message' ? -1 : 1),
  );
}

export const newestMessageId = (items: InboxItem[]) =>
  items.reduce((m, i) => (i.kind === 'message' && i.id > m ? i.id : m), 0);

/**
 * The member's first message this staff member has not read yet and nobody has answered (after
 * their read pointer and after the last staff answer shown), or null: none, open at the newest.
 */
export function firstUnreadId(items: InboxItem[], readPointer: number): number | null {
  const lastAnswer = items.reduce(
    (m, i) => (i.kind === 'message' && i.sender === 'ADMIN' && i.id > m ? i.id : m),
    0,
  );
  const floor = Math.max(readPointer, lastAnswer);
  return items.find((i) => i.kind === 'message' && i.sender === 'USER' && i.id > floor)?.id ?? null;
}

/** Older pages read at most to reach the first unread message before opening at the newest. */
export const UNREAD_PAGES_MAX = 4;

export interface Messages {
  status: LoadStatus;
  items: InboxItem[];
  hasMore: boolean;
  loadingOlder: boolean;
  /** the last "older" load failed (said beside the button) */
  olderFailed: boolean;
}

const initial = (): Messages => ({
  status: 'loading',
  items: [],
  hasMore: false,
  loadingOlder: false,
  olderFailed: false,
});

export function useMessages(member: number, channel: string | null) {
  const [state, setState] = useState<Messages>(initial);
  const [attempt, setAttempt] = useState(0);
  const stateRef = useRef(state);
  stateRef.current = state;
  const shownKey = useRef('');
  const olderInFlight = useRef(false);
  const key = `${member}/${channel}`;

  useEffect(() => {
    if (!channel) return;
    let alive = true;
    if (shownKey.current !== key) {
      shownKey.current = key;
      olderInFlight.current = false;
      setState(initial());
    } else setState((s) => ({ ...s, status: 'loading' }));
    void getMessages(member, channel).then((answer) => {
      if (!alive) return;
      const page = answer.result;
      if (!page) {
        setState((s) => ({ ...s, status: 'failed' }));
        return;
      }
      // merged into what is there: an answer, a note or a live message that came meanwhile stays
      setState((s) => ({
        ...s,
        status: 'ready',
        items: mergeItems(s.items, page.items),
        hasMore: page.has_more,
      }));
    });
    return () => {
      alive = false;
    };
  }, [member, channel, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** Adds items (an answer, a note, a live item, an edit). */
  const add = useCallback((more: InboxItem[]) => {
    if (more.length) setState((s) => ({ ...s, items: mergeItems(s.items, more) }));
  }, []);

  /** The page before the oldest message shown; one request at a time. */
  const loadOlder = useCallback(async () => {
    const s = stateRef.current;
    const oldest = s.items.find((i) => i.kind === 'message');
    if (!channel || olderInFlight.current || s.status !== 'ready' || !s.hasMore || !oldest) return;
    olderInFlight.current = true;
    setState((cur) => ({ ...cur, loadingOlder: true, olderFailed: false }));
    const answer = await getMessages(member, channel, { last_id: oldest.id });
    olderInFlight.current = false;
    if (shownKey.current !== key) return;
    const page = answer.result;
    setState((cur) =>
      page
        ? {
            ...cur,
            loadingOlder: false,
            items: mergeItems(cur.items, page.items),
            hasMore: page.has_more,
          }
        : { ...cur, loadingOlder: false, olderFailed: true },
    );
  }, [member, channel, key]);

  /** What came after the newest message shown (an event too big for the stream, a change). */
  const catchUp = useCallback(async () => {
    // while the first page loads, it brings them
    if (!channel || stateRef.current.status !== 'ready') return;
    const answer = await getMessages(member, channel, {
      after_id: newestMessageId(stateRef.current.items),
    });
    if (answer.result && shownKey.current === key) add(answer.result.items);
  }, [member, channel, key, add]);

  return { ...state, retry, add, loadOlder, catchUp };
}
