import { cx, type TelegramChat } from '@club/shared';
import { isWebUrl } from '../../lib/safeHtml';
import styles from './ChatsPage.module.css';

/** "Чаты в телеграме": external group links, disabled on a demo day (spec §2.5, §6). */
export function TelegramChats({ chats, disabled }: { chats: TelegramChat[]; disabled: boolean }) {
  return (
    <ul className={styles.telegram}>
      {chats.map((chat) => {
        const body = (
          <>
            {chat.photo ? (
              <img className={styles.channelImage} src={chat.photo} alt="" width={48} height={48} />
            ) : null}
            <span className={styles.channelText}>
              <span className={styles.channelName}>{chat.name}</span>
              <span className={styles.channelLast}>{chat.message}</span>
            </span>
          </>
        );
        const usable = !disabled && isWebUrl(chat.link);
        return (
          <li key={chat.link}>
            {usable ? (
              <a
                className={styles.channel}
                href={chat.link}
                target="_blank"
                rel="noopener noreferrer"
              >
                {body}
              </a>
            ) : (
              <span
                className={cx(styles.channel, styles.channelDisabled)}
                aria-disabled="true"
                title={disabled ? 'Недоступно в демо-дне' : undefined}
              >
                {body}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
