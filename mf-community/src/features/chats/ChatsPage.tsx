// Chats (route "chats", /chats/; spec part 2 §2.5): "Чаты в телеграме" and "Мои сообщения".
// Desktop: the chosen channel's messenger in the right column (a prompt until one is chosen);
// mobile: a channel goes to /chat/{id}.
import { useState } from 'react';
import { LoadState, Page, useIsMobile } from '@club/shared';
import { CHAT_MESSAGES as M } from '@club/shared/contract/paths-chats';
import { ChannelList } from './ChannelList';
import { Messenger } from './messenger/Messenger';
import { TelegramChats } from './TelegramChats';
import { CHATS_LOAD_FAILED, useChats } from './useChats';
import styles from './ChatsPage.module.css';

export function ChatsView({ initialChannel = null }: { initialChannel?: string | null }) {
  const isMobile = useIsMobile();
  const { data, status, failure, retry } = useChats();
  const [selected, setSelected] = useState<string | null>(initialChannel);
  const open = data?.chats.find((c) => c.id === selected) ?? null;

  const lists = data && (
    <>
      {data.telegram_chats.length > 0 && (
        <section className={styles.section} aria-labelledby="chats-telegram">
          <h2 id="chats-telegram" className={styles.sectionTitle}>
            {M.telegramTitle}
          </h2>
          <TelegramChats chats={data.telegram_chats} disabled={data.demo_day} />
        </section>
      )}
      <section className={styles.section} aria-labelledby="chats-mine">
        <h2 id="chats-mine" className={styles.sectionTitle}>
          {M.myMessagesTitle}
        </h2>
        {data.chats.length ? (
          <ChannelList
            chats={data.chats}
            selected={isMobile ? undefined : selected}
            onSelect={isMobile ? undefined : setSelected}
          />
        ) : (
          <p className={styles.muted}>{M.noChats}</p>
        )}
      </section>
    </>
  );

  return (
    <Page title={M.title} className={styles.page}>
      <LoadState status={status} failedText={CHATS_LOAD_FAILED} reason={failure} onRetry={retry}>
        {() =>
          isMobile ? (
            <div className={styles.mobileLists}>{lists}</div>
          ) : (
            <div className={styles.columns}>
              <div className={styles.left}>{lists}</div>
              <div className={styles.right}>
                {open ? (
                  <Messenger key={open.id} channel={open.id} title={open.name} image={open.image} />
                ) : (
                  <div className={styles.prompt}>
                    <p>{M.choosePrompt}</p>
                  </div>
                )}
              </div>
            </div>
          )
        }
      </LoadState>
    </Page>
  );
}

export default function ChatsPage() {
  return <ChatsView />;
}
