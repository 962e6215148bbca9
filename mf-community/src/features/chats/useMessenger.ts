// The open channel's state (spec part 2 §4 "Chat", §9): a 0.3 s loading state on every switch, the
// first page, older pages one request at a time, live messages merged by id, the channel marked
// read about 0.5 s after unread messages show, sends that are retried with the same client key
// when the network loses them, and edits. Nothing replaces the list: every page, live message and
// send merges into it (by id and client key), so a message sent while the channel opens stays.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  NETWORK_ERROR_MESSAGE,
  liveEvents$,
  realtime$,
  showBanner,
  type ChatMessage,
} from '@club/shared';
import { CHAT_LIMITS, CHAT_MESSAGES as M } from '@club/shared/contract/paths-chats';
import { editMessage } from './api/editMessage';
import { getMessages } from './api/getMessages';
import { markRead } from './api/markRead';
import { sendMessage } from './api/sendMessage';
import { newClientKey } from './model/clientKey';
import { firstUnreadId, mergeMessages } from './model/rows';

export interface MessengerState {
  channel: string;
  status: 'loading' | 'ready' | 'failed';
  messages: ChatMessage[];
  hasMore: boolean;
  loadingOlder: boolean;
  /** where the "Непрочитанные сообщения" divider goes (fixed when the channel opened) */
  unreadFromId: number | null;
  /** the first message of each loaded page (the list renders page by page) */
  pageStarts: number[];
}

const initial = (channel: string): MessengerState => ({
  channel,
  status: 'loading',
  messages: [],
  hasMore: false,
  loadingOlder: false,
  unreadFromId: null,
  pageStarts: [],
});

/** Tries of one send when the network loses it (status 0) or a gateway fails, with backoff. */
export const SEND_ATTEMPTS = 3;
export const SEND_RETRY_BASE_MS = 1000;
const shouldRetry = (status: number) =>
  status === 0 || status === 502 || status === 503 || status === 504;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function useMessenger(channel: string) {
  const [state, setState] = useState<MessengerState>(() => initial(channel));
  const [sending, setSending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const stateRef = useRef(state);
  stateRef.current = state;
  const olderInFlight = useRef(false);
  const sendingRef = useRef(false);
  const catchUpInFlight = useRef<Promise<void> | null>(null);
  const missedLive = useRef(false);
  /** a message was stored since the channel opened (its first page may be older than it) */
  const sentSinceOpen = useRef(false);

  /** Adds the channel's messages after `afterId` (quietly). */
  const addAfter = useCallback(async (ch: string, afterId: number) => {
    const answer = await getMessages(ch, { afterId, silent: true });
    const found = answer.result?.messages ?? [];
    if (found.length)
      setState((cur) =>
        cur.channel === ch && cur.status === 'ready'
          ? { ...cur, messages: mergeMessages(cur.messages, found) }
          : cur,
      );
  }, []);

  /** Adds what came after the newest message we have (live messages missed, a reconnect). */
  const catchUp = useCallback(async () => {
    if (catchUpInFlight.current) return catchUpInFlight.current;
    const s = stateRef.current;
    if (s.status !== 'ready') {
      missedLive.current = true;
      return;
    }
    const run = addAfter(s.channel, s.messages.at(-1)?.id ?? 0);
    catchUpInFlight.current = run;
    try {
      await run;
    } finally {
      catchUpInFlight.current = null;
    }
  }, [addAfter]);

  // Opening (and every switch): the loading state lasts at least 0.3 s.
  useEffect(() => {
    let alive = true;
    setState(initial(channel));
    olderInFlight.current = false;
    missedLive.current = false;
    sentSinceOpen.current = false;
    const minimum = wait(CHAT_LIMITS.switchLoadingMs);
    void Promise.all([getMessages(channel), minimum]).then(([answer]) => {
      if (!alive) return;
      if (!answer.result) {
        setState((s) => ({ ...s, status: 'failed' }));
        return;
      }
      const { messages, has_more } = answer.result;
      // the page was asked for when the channel opened: a message sent since stays with it
      setState((cur) => ({
        channel,
        status: 'ready',
        messages: cur.channel === channel ? mergeMessages(cur.messages, messages) : messages,
        hasMore: has_more,
        loadingOlder: false,
        unreadFromId: firstUnreadId(messages),
        pageStarts: messages.length ? [messages[0].id] : [],
      }));
      if (missedLive.current || sentSinceOpen.current) {
        missedLive.current = false;
        // from the page's newest, not the list's: a staff message between the page and a message
        // sent meanwhile is fetched too
        void addAfter(channel, messages.at(-1)?.id ?? 0);
      }
    });
    return () => {
      alive = false;
    };
  }, [channel, addAfter, attempt]);

  /** Loads the channel again after a failed load. */
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** Older messages before the first one shown; one request at a time. */
  const loadOlder = useCallback(async () => {
    const s = stateRef.current;
    if (olderInFlight.current || s.status !== 'ready' || !s.hasMore || !s.messages.length) return;
    olderInFlight.current = true;
    setState((cur) => ({ ...cur, loadingOlder: true }));
    const answer = await getMessages(s.channel, { lastId: s.messages[0].id });
    olderInFlight.current = false;
    setState((cur) => {
      if (cur.channel !== s.channel) return cur;
      if (!answer.result) return { ...cur, loadingOlder: false };
      const first = answer.result.messages[0];
      return {
        ...cur,
        loadingOlder: false,
        messages: mergeMessages(cur.messages, answer.result.messages),
        hasMore: answer.result.has_more,
        pageStarts: first ? [first.id, ...cur.pageStarts] : cur.pageStarts,
      };
    });
  }, []);

  // Live: new and edited messages of this channel; a message too big for the event is read by id.
  useEffect(() => {
    const sub = liveEvents$.subscribe((event) => {
      // chat events carry a channel; others (a contest decision) are not the messenger's
      if (!('channel' in event) || event.channel !== channel) return;
      if (event.type === 'chat_deleted') {
        setState((s) => ({
          ...s,
          messages: [],
          hasMore: false,
          unreadFromId: null,
          pageStarts: [],
        }));
        return;
      }
      const message = event.message;
      if (!message) {
        void catchUp();
        return;
      }
      setState((s) => {
        if (s.channel !== channel || s.status !== 'ready') {
          missedLive.current = true;
          return s;
        }
        // an edit of a message outside the loaded pages stays outside them
        if (event.type === 'chat_message_edited' && !s.messages.some((m) => m.id === message.id))
          return s;
        return { ...s, messages: mergeMessages(s.messages, [message]) };
      });
    });
    return () => sub.unsubscribe();
  }, [channel, catchUp]);

  // The counts say this channel has unread messages we may not have (a reconnect): catch up.
  useEffect(() => {
    const sub = realtime$.subscribe((counts) => {
      const unread = counts.chats.channels.find((c) => c.channel === channel)?.unread ?? 0;
      // while the channel loads, its first page brings them
      if (unread > 0 && stateRef.current.status === 'ready') void catchUp();
    });
    return () => sub.unsubscribe();
  }, [channel, catchUp]);

  // Unread messages on screen are marked read about 0.5 s later (when the page is visible).
  useEffect(() => {
    if (state.status !== 'ready' || !state.messages.some((m) => !m.is_rear_view)) return;
    const lastId = state.messages[state.messages.length - 1].id;
    let cancelled = false;
    const mark = async () => {
      if (cancelled) return;
      const answer = await markRead(channel, lastId);
      if (cancelled || answer.error) return;
      setState((s) =>
        s.channel !== channel
          ? s
          : {
              ...s,
              messages: s.messages.map((m) =>
                m.id <= lastId && !m.is_rear_view ? { ...m, is_rear_view: true, is_read: true } : m,
              ),
            },
      );
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', onVisible);
      void mark();
    };
    const timer = setTimeout(() => {
      if (document.visibilityState === 'hidden')
        document.addEventListener('visibilitychange', onVisible);
      else void mark();
    }, CHAT_LIMITS.markReadDelayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [state.status, state.messages, channel]);

  /**
   * Sends text and pictures. True when stored (the composer then clears); false leaves the text
   * where it was. A lost answer is retried with the same client key: stored once.
   */
  const send = useCallback(
    async (text: string, files: File[]): Promise<boolean> => {
      if (sendingRef.current) return false;
      const message = text.trim();
      if (!message && files.length === 0) return false;
      sendingRef.current = true;
      setSending(true);
      const clientKey = newClientKey();
      try {
        for (let attempt = 1; ; attempt++) {
          const answer = await sendMessage(
            { channel, message, files, clientKey },
            { silent: true },
          );
          const stored = answer.result?.message;
          if (stored && !answer.error) {
            sentSinceOpen.current = true;
            setState((s) =>
              s.channel === channel ? { ...s, messages: mergeMessages(s.messages, [stored]) } : s,
            );
            return true;
          }
          if (attempt >= SEND_ATTEMPTS || !shouldRetry(answer.status)) {
            showBanner('fail', answer.error?.message ?? NETWORK_ERROR_MESSAGE);
            return false;
          }
          await wait(SEND_RETRY_BASE_MS * 2 ** (attempt - 1));
        }
      } finally {
        sendingRef.current = false;
        setSending(false);
      }
    },
    [channel],
  );

  /** Saves a new text of the member's message; the spec's texts on failure. */
  const edit = useCallback(async (id: number, text: string): Promise<boolean> => {
    const message = text.trim();
    if (!message) {
      showBanner('fail', M.editEmpty);
      return false;
    }
    if (sendingRef.current) return false;
    sendingRef.current = true;
    setSending(true);
    try {
      const answer = await editMessage(id, message);
      const saved = answer.result?.message;
      if (saved && !answer.error) {
        setState((s) => ({ ...s, messages: mergeMessages(s.messages, [saved]) }));
        return true;
      }
      // a refusal with the server's reason shows it; a failure without one the spec's text
      showBanner(
        'fail',
        answer.status > 0 && answer.error?.message ? answer.error.message : M.editFailed,
      );
      return false;
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }, []);

  return { state, sending, loadOlder, send, edit, retry };
}
