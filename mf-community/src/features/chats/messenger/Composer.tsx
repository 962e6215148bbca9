// The message input (spec part 2 §2.5, §5): "Сообщение...", the paperclip (png/jpeg, at most 5,
// 5242880 bytes each, the spec's texts otherwise; each chosen picture shown by its thumbnail, name
// and size, removable alone), the send button; Shift+Enter sends; a send
// needs text or a file; the sending flag blocks a second send; the text stays when a send fails.
// In edit mode: "Редактирование сообщения" with "Отменить", the message's text to change.
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { cx, showBanner, type ChatMessage } from '@club/shared';
import { CHAT_LIMITS, CHAT_MESSAGES as M } from '@club/shared/contract/paths-chats';
import { PictureThumb } from '@club/shared/pictures';
import { formatFileSize } from '../../../lib/format';
import { Icon } from '../../../lib/Icon';
import { addAttachments, type ComposerFile } from '../model/attachments';
import styles from './Messenger.module.css';

export interface ComposerProps {
  sending: boolean;
  editing: ChatMessage | null;
  onSend: (text: string, files: File[]) => Promise<boolean>;
  onSaveEdit: (id: number, text: string) => Promise<boolean>;
  onCancelEdit: () => void;
}

let fileSeq = 0;

export function Composer({ sending, editing, onSend, onSaveEdit, onCancelEdit }: ComposerProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<ComposerFile[]>([]);
  const draft = useRef('');
  const input = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const editTitleId = useId();

  // Entering edit mode loads the message's text (the draft comes back on cancel or save).
  useEffect(() => {
    if (editing) {
      draft.current = text;
      setText(editing.message);
      input.current?.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the edited message changes
  }, [editing?.id]);

  // The field grows with its text up to five lines.
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, 140)}px`;
  }, [text]);

  const canSend = editing ? text.trim() !== '' : text.trim() !== '' || files.length > 0;

  const submit = async () => {
    if (sending) return;
    if (editing) {
      if (await onSaveEdit(editing.id, text)) {
        setText(draft.current);
        draft.current = '';
        onCancelEdit();
      }
      return;
    }
    if (!canSend) return;
    if (
      await onSend(
        text,
        files.map((f) => f.file),
      )
    ) {
      setText('');
      setFiles([]);
    }
  };

  const cancelEdit = () => {
    setText(draft.current);
    draft.current = '';
    onCancelEdit();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && e.shiftKey) {
      e.preventDefault();
      void submit();
    } else if (e.key === 'Escape' && editing) {
      e.preventDefault();
      cancelEdit();
    }
  };

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (!chosen.length) return;
    const { accepted, error } = addAttachments(files.length, chosen);
    if (error) {
      showBanner('fail', error);
      return;
    }
    setFiles((current) => [
      ...current,
      ...accepted.map((file) => ({
        id: `f${++fileSeq}`,
        file,
        name: file.name,
        size_processed: formatFileSize(file.size),
      })),
    ]);
  };

  return (
    <div
      className={styles.composer}
      role="group"
      aria-labelledby={editing ? editTitleId : undefined}
      aria-label={editing ? undefined : 'Новое сообщение'}
    >
      {editing && (
        <div className={styles.editBar}>
          <Icon name="edit" size={18} />
          <div className={styles.editInfo}>
            <p id={editTitleId} className={styles.editTitle}>
              {M.editTitle}
            </p>
            <p className={styles.editOriginal}>{editing.message}</p>
          </div>
          <button type="button" className={styles.editCancel} onClick={cancelEdit}>
            {M.editCancel}
          </button>
        </div>
      )}
      {!editing && files.length > 0 && (
        <ul className={styles.files} aria-label="Прикреплённые файлы">
          {files.map((f) => (
            <li key={f.id} className={styles.file}>
              <PictureThumb file={f.file} className={styles.fileThumb} />
              <span className={styles.fileName}>{f.name}</span>
              <span className={styles.fileSize}>{f.size_processed}</span>
              <button
                type="button"
                className={styles.fileRemove}
                aria-label={`Убрать файл ${f.name}`}
                onClick={() => setFiles((current) => current.filter((x) => x.id !== f.id))}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.inputRow}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Прикрепить фото"
          title="Прикрепить фото (png или jpg, до 5 MB)"
          disabled={Boolean(editing) || files.length >= CHAT_LIMITS.attachMax}
          onClick={() => fileInput.current?.click()}
        >
          <Icon name="clip" />
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          hidden
          onChange={onFiles}
          data-testid="attach-input"
        />
        <textarea
          ref={input}
          className={styles.input}
          rows={1}
          placeholder={M.placeholder}
          aria-label="Сообщение"
          aria-describedby={`${editTitleId}-hint`}
          value={text}
          maxLength={CHAT_LIMITS.messageMaxLength}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <span id={`${editTitleId}-hint`} className={styles.visuallyHidden}>
          Shift+Enter — отправить
        </span>
        <button
          type="button"
          className={cx(styles.iconButton, styles.sendButton)}
          aria-label={editing ? 'Сохранить изменения' : 'Отправить'}
          aria-busy={sending || undefined}
          disabled={!canSend || sending}
          onClick={() => void submit()}
        >
          <Icon name="send" />
        </button>
      </div>
    </div>
  );
}
