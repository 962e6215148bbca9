// The messenger of one channel: its name, the messages (loading state on every switch), the
// composer, and the picture preview.
import { useCallback, useEffect, useState } from 'react';
import { LoadState, type ChatMessage, type ChatPicture } from '@club/shared';
import { useSession } from '../../../lib/useSession';
import { editableSince } from '../model/editWindow';
import { useMessenger } from '../useMessenger';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { PicturePreview } from './PicturePreview';
import styles from './Messenger.module.css';

export interface MessengerProps {
  channel: string;
  /** the channel's name (heading) */
  title: string;
  image?: string;
  /** the mobile page shows its own heading */
  hideHeader?: boolean;
}

/** Re-evaluates "still editable" once a minute, not on every render. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Keyed by channel where it is used, so a switch starts it afresh (list position, draft, edit). */
export function Messenger({ channel, title, image, hideHeader }: MessengerProps) {
  const { state, sending, loadOlder, send, edit, retry } = useMessenger(channel);
  const { profile } = useSession();
  const now = useMinuteClock();
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [preview, setPreview] = useState<ChatPicture | null>(null);

  const onEdit = useCallback((m: ChatMessage) => setEditing(m), []);
  const onCancelEdit = useCallback(() => setEditing(null), []);

  return (
    <section className={styles.messenger} aria-label={`Чат: ${title}`} data-testid="messenger">
      {!hideHeader && (
        <header className={styles.header}>
          {image ? (
            <img className={styles.avatar} src={image} alt="" width={40} height={40} />
          ) : null}
          <h2 className={styles.title}>{title}</h2>
        </header>
      )}
      {/* a message sent while the channel opens shows at once, the page loading above it */}
      {(state.status === 'loading' && !state.messages.length) || state.status === 'failed' ? (
        <LoadState
          status={state.status}
          failedText="Не удалось загрузить сообщения."
          onRetry={retry}
          className={styles.loading}
        />
      ) : (
        <MessageList
          messages={state.messages}
          unreadFromId={state.unreadFromId}
          pageStarts={state.pageStarts}
          hasMore={state.hasMore}
          loadingOlder={state.loadingOlder || state.status === 'loading'}
          onNearTop={loadOlder}
          ownName={profile?.name ?? 'Ты'}
          editableSince={editableSince(now)}
          editingId={editing?.id ?? null}
          onEdit={onEdit}
          onOpenPicture={setPreview}
          label={`Сообщения: ${title}`}
        />
      )}
      <Composer
        sending={sending}
        editing={editing}
        onSend={send}
        onSaveEdit={edit}
        onCancelEdit={onCancelEdit}
      />
      <PicturePreview picture={preview} onClose={() => setPreview(null)} />
    </section>
  );
}
