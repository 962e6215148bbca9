// Chat (route "chat", /chat/{id}; spec part 2 §2.5): on mobile the channel's messenger on its own
// page, initialised from the id; on desktop the chats page with that channel open.
import { useNavigate, useParams } from 'react-router-dom';
import { LoadState, Page, useIsMobile } from '@club/shared';
import { CHAT_MESSAGES as M } from '@club/shared/contract/paths-chats';
import { Icon } from '../../lib/Icon';
import { ChatsView } from './ChatsPage';
import { Messenger } from './messenger/Messenger';
import { CHATS_LOAD_FAILED, useChats } from './useChats';
import styles from './ChatsPage.module.css';

function MobileChat({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data, status, failure, retry } = useChats();
  const chat = data?.chats.find((c) => c.id === id);
  const back = () => navigate('/chats/');
  if (!data)
    return (
      <Page title={M.title} onBack={back}>
        <LoadState
          status={status}
          failedText={CHATS_LOAD_FAILED}
          reason={failure}
          onRetry={retry}
        />
      </Page>
    );
  if (!chat)
    return (
      <Page title={M.chatNotFound} onBack={back}>
        <p className={styles.muted}>Такого чата нет.</p>
      </Page>
    );
  return (
    <section className={styles.mobileChat}>
      <header className={styles.mobileHeader}>
        <button
          type="button"
          className={styles.backButton}
          onClick={back}
          aria-label="Назад к чатам"
        >
          <Icon name="back" />
        </button>
        <img className={styles.channelImage} src={chat.image} alt="" width={36} height={36} />
        <h1 className={styles.mobileTitle}>{chat.name}</h1>
      </header>
      <div className={styles.mobileMessenger}>
        <Messenger key={chat.id} channel={chat.id} title={chat.name} hideHeader />
      </div>
    </section>
  );
}

export default function ChatPage() {
  const { id = '' } = useParams();
  const isMobile = useIsMobile();
  return isMobile ? <MobileChat id={id} /> : <ChatsView initialChannel={id} />;
}
