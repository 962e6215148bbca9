// The channel list (spec part 2 §2.5, §4 "Live data updates chat count and channels"): loaded once,
// then kept current by the stream: unread counts from the counts, last messages from live events.
// A failed load is a failed state (the list says it: no banner) that loads again on "Повторить"
// and when the network comes back.
import { useCallback, useEffect, useState } from 'react';
import {
  NETWORK_ERROR_MESSAGE,
  liveEvents$,
  realtime$,
  type ChatsResult,
  type LoadStatus,
} from '@club/shared';
import { getChats } from './api/getChats';

/** What the failed state says. */
export const CHATS_LOAD_FAILED = 'Не удалось загрузить чаты.';

export function useChats() {
  const [data, setData] = useState<ChatsResult | null>(null);
  /** why the load failed, while there is no list */
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let alive = true;
    void getChats({ silent: true }).then((answer) => {
      if (!alive) return;
      if (answer.result) {
        setData(answer.result);
        setFailure(null);
      } else setFailure(answer.error?.message ?? NETWORK_ERROR_MESSAGE);
    });
    return () => {
      alive = false;
    };
  }, [attempt]);

  /** Loads the list again after a failed load. */
  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    const counts = realtime$.subscribe((c) => {
      if (!c.chats.channels.length) return;
      setData((d) =>
        d
          ? {
              ...d,
              chats: d.chats.map((chat) => ({
                ...chat,
                unread: c.chats.channels.find((x) => x.channel === chat.id)?.unread ?? chat.unread,
              })),
            }
          : d,
      );
    });
    const live = liveEvents$.subscribe((e) => {
      if (!('channel' in e)) return; // not a chat event (a contest decision)
      if (e.type === 'chat_message_edited') {
        // an edit may be of the last message: the list says what the server says
        void getChats().then((answer) => answer.result && setData(answer.result));
        return;
      }
      setData((d) =>
        d
          ? {
              ...d,
              chats: d.chats.map((chat) => {
                if (chat.id !== e.channel) return chat;
                if (e.type === 'chat_deleted') return { ...chat, unread: 0, lastMessage: null };
                const m = e.message;
                return m
                  ? { ...chat, lastMessage: { date: m.time, messageText: m.message || 'Фото' } }
                  : chat;
              }),
            }
          : d,
      );
    });
    return () => {
      counts.unsubscribe();
      live.unsubscribe();
    };
  }, []);

  const status: LoadStatus = data ? 'ready' : failure !== null ? 'failed' : 'loading';
  return { data, status, failure, retry };
}
