// The composer of a conversation: an answer to the member (text and pictures, png or jpeg, up to 5
// of 5 MB) or an internal note (staff only, visibly apart), and the saved replies picker (the
// club's and one's own) that puts a reply's text in the field.
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Button, cx, type InboxItem, type SavedRepliesResult } from '@club/shared';
import { CHAT_LIMITS } from '@club/shared/contract/paths-chats';
import { Select, TextArea } from '@club/shared/kit';
import { INBOX_LIMITS } from '@club/shared/staff';
import { useLoad } from '../../lib/useLoad';
import lists from '../../lib/lists.module.css';
import { getSavedReplies, sendAnswer, sendNote } from './api';
import styles from './inbox.module.css';

export const NOTE_NOTICE = 'Внутренняя заметка — участник её не видит';

type Mode = 'answer' | 'note';

export function Composer({
  member,
  channel,
  onSent,
}: {
  member: number;
  channel: string;
  onSent: (item: InboxItem) => void;
}) {
  const [mode, setMode] = useState<Mode>('answer');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const modeName = useId();
  const replies = useLoad<SavedRepliesResult>(useCallback(() => getSavedReplies(), []));

  const pick = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    if (chosen.length > CHAT_LIMITS.attachMax) {
      setError('Можно прикрепить не больше 5 фото');
      return;
    }
    if (chosen.some((f) => f.size > CHAT_LIMITS.attachMaxBytes)) {
      setError('Файл слишком большой: не больше 5 МБ');
      return;
    }
    setError(null);
    setFiles(chosen);
  };

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const clean = text.trim();
    if (mode === 'note' ? !clean : !clean && files.length === 0) {
      setError(mode === 'note' ? 'Напиши текст заметки' : 'Напиши ответ или прикрепи фото');
      return;
    }
    setSending(true);
    const answer =
      mode === 'note'
        ? await sendNote(member, channel, clean)
        : await sendAnswer(member, channel, clean, files);
    setSending(false);
    if (!answer.result) {
      setError(answer.error?.message ?? 'Не удалось отправить. Попробуй ещё раз.');
      return;
    }
    setError(null);
    setText('');
    setFiles([]);
    if (fileRef.current) fileRef.current.value = '';
    onSent(answer.result.item);
  };

  const saved = replies.data?.replies ?? [];
  return (
    <form
      className={cx(styles.composer, mode === 'note' && styles.noteComposer)}
      onSubmit={send}
      aria-label={mode === 'note' ? 'Новая заметка' : 'Ответ участнику'}
    >
      <fieldset className={styles.modes}>
        <legend className={styles.visuallyHidden}>Что написать</legend>
        {(
          [
            ['answer', 'Ответ участнику'],
            ['note', 'Внутренняя заметка'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={cx(styles.mode, mode === value && styles.modeOn)}>
            <input
              type="radio"
              name={modeName}
              value={value}
              checked={mode === value}
              onChange={() => {
                setMode(value);
                setError(null);
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {mode === 'note' && <p className={styles.noteNotice}>{NOTE_NOTICE}</p>}
      {saved.length > 0 && (
        <Select
          name="saved-reply"
          label="Шаблон ответа"
          value=""
          onChange={(e) => {
            const reply = saved.find((r) => String(r.id) === e.target.value);
            if (reply) setText((t) => (t.trim() ? `${t.trimEnd()}\n${reply.text}` : reply.text));
          }}
          options={[
            { value: '', label: 'Выбрать шаблон…' },
            ...saved.map((r) => ({
              value: String(r.id),
              label: r.club ? `${r.title} (клуб)` : r.title,
            })),
          ]}
        />
      )}
      <TextArea
        name="text"
        label={mode === 'note' ? 'Текст заметки' : 'Ответ'}
        value={text}
        rows={3}
        maxLength={mode === 'note' ? INBOX_LIMITS.noteMaxLength : CHAT_LIMITS.messageMaxLength}
        onChange={(e) => setText(e.target.value)}
        error={error ?? undefined}
      />
      <div className={styles.actions}>
        {mode === 'answer' && (
          <label className={styles.fileLabel}>
            Прикрепить фото
            <input
              ref={fileRef}
              type="file"
              accept="image/png,image/jpeg"
              multiple
              onChange={(e) => pick(e.target.files)}
            />
          </label>
        )}
        {mode === 'answer' && files.length > 0 && (
          <span className={lists.muted}>Фото: {files.map((f) => f.name).join(', ')}</span>
        )}
        <Button type="submit" loading={sending}>
          {mode === 'note' ? 'Сохранить заметку' : 'Отправить'}
        </Button>
      </div>
    </form>
  );
}
