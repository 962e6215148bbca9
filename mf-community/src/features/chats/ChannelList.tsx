import { Link } from 'react-router-dom';
import { cx, type ChatChannel } from '@club/shared';
import { shortMoment } from '../../lib/format';
import styles from './ChatsPage.module.css';

export interface ChannelListProps {
  chats: ChatChannel[];
  /** desktop: the open channel; mobile: links to /chat/{id} */
  selected?: string | null;
  onSelect?: (id: string) => void;
}

function ChannelBody({ chat }: { chat: ChatChannel }) {
  return (
    <>
      <img className={styles.channelImage} src={chat.image} alt="" width={48} height={48} />
      <span className={styles.channelText}>
        <span className={styles.channelTop}>
          <span className={styles.channelName}>{chat.name}</span>
          {chat.lastMessage ? (
            <time
              className={styles.channelTime}
              dateTime={new Date(chat.lastMessage.date * 1000).toISOString()}
            >
              {shortMoment(chat.lastMessage.date)}
            </time>
          ) : null}
        </span>
        <span className={styles.channelBottom}>
          <span className={styles.channelLast}>
            {chat.lastMessage?.messageText ?? 'Сообщений пока нет'}
          </span>
          {chat.unread > 0 ? (
            <span className={styles.unreadBadge} aria-label={`Непрочитанных: ${chat.unread}`}>
              {chat.unread}
            </span>
          ) : null}
        </span>
      </span>
    </>
  );
}

/** "Мои сообщения": the member's channels with unread count, last message time and text. */
export function ChannelList({ chats, selected, onSelect }: ChannelListProps) {
  return (
    <ul className={styles.channels}>
      {chats.map((chat) => (
        <li key={chat.id}>
          {onSelect ? (
            <button
              type="button"
              className={cx(styles.channel, selected === chat.id && styles.channelActive)}
              aria-current={selected === chat.id ? 'true' : undefined}
              onClick={() => onSelect(chat.id)}
            >
              <ChannelBody chat={chat} />
            </button>
          ) : (
            <Link className={styles.channel} to={`/chat/${chat.id}`}>
              <ChannelBody chat={chat} />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
