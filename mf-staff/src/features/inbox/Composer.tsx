// The composer of a conversation: an answer to the member (text and pictures, png or jpeg, up to 5
// of 5 MB, checked when chosen and shown as thumbnails, each removable alone) or an internal note
// (staff only, visibly apart), and the saved replies picker (the club's and one's own) that puts a
// reply's text in the field.
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Button, cx, type InboxItem, type SavedRepliesResult } from '@club/shared';
import { CHAT_LIMITS } from '@club/shared/contract/paths-chats';
import { Select, TextArea } from '@club/shared/kit';
import { ChosenPictures, isPictureFile } from '@club/shared/pictures';
import { INBOX_LIMITS } from '@club/shared/staff';
import { useLoad } from '../../lib/useLoad';
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

  /** Adds the chosen pictures to those already chosen: all of them, or none with the reason. */
  const pick = async (chosen: File[]) => {
    if (!chosen.length) return;
    if (files.length + chosen.length > CHAT_LIMITS.attachMax) {
      setError('Можно прикрепить не больше 5 фото');
      return;
    }
    for (const f of chosen) {
      if (!(await isPictureFile(f))) {
        setError(`Файл «${f.name}» — не фото. Можно прикрепить только фото в формате png или jpg.`);
        return;
      }
      if (f.size > CHAT_LIMITS.attachMaxBytes) {
        setError(`Файл «${f.name}» слишком большой: не больше 5 МБ`);
        return;
      }
    }
    setError(null);
    setFiles((current) => [...current, ...chosen]);
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
      {mode === 'answer' && (
        <ChosenPictures
          files={files}
          label="Фото к ответу"
          returnFocus={fileRef}
          onRemove={(file) => setFiles((current) => current.filter((f) => f !== file))}
        />
      )}
      <div className={styles.actions}>
        {mode === 'answer' && (
          <label className={styles.fileLabel}>
            Прикрепить фото
            <input
              ref={fileRef}
              type="file"
              accept="image/png,image/jpeg"
              multiple
              onChange={(e) => {
                const chosen = [...(e.target.files ?? [])];
                // the same picture may be chosen again once removed
                e.target.value = '';
                void pick(chosen);
              }}
            />
          </label>
        )}
        <Button type="submit" loading={sending}>
          {mode === 'note' ? 'Сохранить заметку' : 'Отправить'}
        </Button>
      </div>
    </form>
  );
}
