import { memo } from 'react';
import { cx, type ChatMessage, type ChatPicture } from '@club/shared';
import { CHAT_MESSAGES as M } from '@club/shared/contract/paths-chats';
import { formatFileSize, formatTime } from '../../../lib/format';
import { Icon } from '../../../lib/Icon';
import styles from './Messenger.module.css';

/** Longest side of a picture in the message list, px (the full image opens in the preview). */
export const PICTURE_BOX = 240;

/** The shown size of a picture: its own proportions within the box, known before it loads. */
export function pictureBox(p: Pick<ChatPicture, 'width' | 'height'>): {
  width: number;
  height: number;
} {
  const scale = Math.min(
    1,
    PICTURE_BOX / Math.max(1, p.width),
    PICTURE_BOX / Math.max(1, p.height),
  );
  return {
    width: Math.max(1, Math.round(p.width * scale)),
    height: Math.max(1, Math.round(p.height * scale)),
  };
}

export interface MessageItemProps {
  message: ChatMessage;
  /** the member's name, shown on their own messages */
  ownName: string;
  editable: boolean;
  editing: boolean;
  onEdit: (message: ChatMessage) => void;
  onOpenPicture: (picture: ChatPicture) => void;
}

/** One message: sender (staff name and position), text, pictures, time and "изменено". */
export const MessageItem = memo(function MessageItem({
  message,
  ownName,
  editable,
  editing,
  onEdit,
  onOpenPicture,
}: MessageItemProps) {
  const own = message.sender === 'USER';
  // the view's names of the two sides (spec §3): SENDER for staff, RECIPIENT for the member
  const side = own ? 'RECIPIENT' : 'SENDER';
  return (
    <li
      className={cx(styles.message, own ? styles.own : styles.staff, editing && styles.editingItem)}
      data-side={side}
      data-message-id={message.id}
    >
      <div className={styles.bubble}>
        <p className={styles.sender}>
          {own ? (
            <span className={styles.senderName}>{ownName}</span>
          ) : (
            <>
              <span className={styles.senderName}>{message.admin?.name}</span>
              {message.admin?.position ? (
                <span className={styles.position}>{message.admin.position}</span>
              ) : null}
            </>
          )}
        </p>
        {message.message ? <p className={styles.text}>{message.message}</p> : null}
        {message.pictures.length > 0 && (
          <ul className={styles.pictures} aria-label="Вложения">
            {message.pictures.map((p) => {
              const box = pictureBox(p);
              return (
                <li key={p.id} className={styles.picture}>
                  <button
                    type="button"
                    className={styles.pictureButton}
                    onClick={() => onOpenPicture(p)}
                    aria-label={`Открыть фото ${p.name}`}
                  >
                    <img
                      src={p.thumb}
                      alt={p.name}
                      width={box.width}
                      height={box.height}
                      loading="lazy"
                      decoding="async"
                      className={styles.thumb}
                    />
                  </button>
                  <span className={styles.fileInfo}>
                    <span className={styles.fileName}>{p.name}</span>
                    <span className={styles.fileSize}>{formatFileSize(p.size)}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <p className={styles.meta}>
          {message.is_edited ? <span className={styles.edited}>{M.edited}</span> : null}
          <time dateTime={new Date(message.time * 1000).toISOString()}>
            {formatTime(message.time)}
          </time>
          {editable ? (
            <button
              type="button"
              className={styles.editButton}
              onClick={() => onEdit(message)}
              aria-label="Изменить сообщение"
              title="Изменить"
            >
              <Icon name="edit" size={16} />
            </button>
          ) : null}
        </p>
      </div>
    </li>
  );
});
