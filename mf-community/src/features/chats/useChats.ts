// The channel list (spec part 2 §2.5, §4 "Live data updates chat count and channels"): loaded once,
// then kept current by the stream: unread counts from the counts, last messages from live events.
import { useEffect, useState } from 'react';
import { liveEvents$, realtime$, type ChatsResult } from '@club/shared';
import { getChats } from './api/getChats';

export function useChats() {
  const [data, setData] = useState<ChatsResult | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    void getChats().then((answer) => {
      if (!alive) return;
      if (answer.result) setData(answer.result);
      else setFailed(true);
    });
    return () => {
      alive = false;
    };
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

  return { data, failed };
}
