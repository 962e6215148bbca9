// The conversation's messages in their own scrolling pane, the composer below it in view: it opens
// at the member's first unread message (a "Новые сообщения" line above it), or at the newest;
// scrolling near its top loads the earlier page, which goes above without moving what the reader
// looks at (the pane keeps its place itself, not the browser's anchoring); a new message scrolls
// into view when the reader is at the bottom or wrote it.
import { useLayoutEffect, useRef, useState, type FormEvent, type UIEvent } from 'react';
import { Button, cx, type InboxItem } from '@club/shared';
import { formatLocalDateTime } from '@club/shared/format';
import { CHAT_LIMITS } from '@club/shared/contract/paths-chats';
import { TextArea } from '@club/shared/kit';
import lists from '../../lib/lists.module.css';
import { editAnswer } from './api';
import { keyOf } from './useMessages';
import styles from './inbox.module.css';

/** Closer than this to the bottom counts as "at the bottom" (px). */
const BOTTOM_SLACK = 80;

export function Item({ item, onEdited }: { item: InboxItem; onEdited: (i: InboxItem) => void }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(item.text);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editable =
    item.kind === 'message' &&
    item.own &&
    item.text.trim() !== '' &&
    Date.now() - item.time * 1000 < CHAT_LIMITS.editWindowMs;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    const answer = await editAnswer(item.id, text);
    setSaving(false);
    if (answer.result) {
      onEdited(answer.result.item);
      setEditing(false);
      setError(null);
    } else setError(answer.error?.message ?? 'Не удалось сохранить. Попробуй ещё раз.');
  };
  const who =
    item.kind === 'note'
      ? `Внутренняя заметка · ${item.author?.name ?? ''}`
      : item.sender === 'USER'
        ? 'Участник'
        : `${item.author?.name ?? ''}, ${item.author?.position ?? ''}`;
  return (
    <li
      data-item={keyOf(item)}
      className={cx(
        styles.bubble,
        item.kind === 'note'
          ? styles.note
          : item.sender === 'USER'
            ? styles.fromMember
            : styles.fromStaff,
      )}
    >
      <p className={styles.bubbleHead}>
        <span className={styles.author}>{who}</span>{' '}
        <time dateTime={new Date(item.time * 1000).toISOString()}>
          {formatLocalDateTime(item.time)}
        </time>
        {item.edited_at !== null && <span className={lists.muted}> · изменено</span>}
      </p>
      {editing ? (
        <form onSubmit={save} className={styles.editForm}>
          <TextArea
            name="edit"
            label="Исправленный ответ"
            value={text}
            maxLength={CHAT_LIMITS.messageMaxLength}
            onChange={(e) => setText(e.target.value)}
            error={error ?? undefined}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={saving}>
              Сохранить
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              Отменить
            </Button>
          </div>
        </form>
      ) : (
        item.text && <p className={styles.text}>{item.text}</p>
      )}
      {item.pictures.length > 0 && (
        <div className={styles.pictures}>
          {item.pictures.map((p) => (
            <a key={p.id} href={p.image} target="_blank" rel="noreferrer">
              <img src={p.thumb} alt={p.name} width={Math.min(160, p.width)} loading="lazy" />
            </a>
          ))}
        </div>
      )}
      {editable && !editing && (
        <Button variant="link" onClick={() => setEditing(true)}>
          Изменить
        </Button>
      )}
    </li>
  );
}

export function MessagePane({
  items,
  hasMore,
  loadingOlder,
  olderFailed,
  onOlder,
  onEdited,
  opened,
  unreadFrom,
}: {
  items: InboxItem[];
  hasMore: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  onOlder: () => void;
  onEdited: (item: InboxItem) => void;
  /** where the conversation opens is known (the first unread page read): position once */
  opened: boolean;
  /** the first unread message (the pane opens there), null: at the newest */
  unreadFrom: number | null;
}) {
  const pane = useRef<HTMLDivElement>(null);
  const positioned = useRef(false);
  const atBottom = useRef(true);
  const before = useRef<{ first: string | null; last: string | null; height: number }>({
    first: null,
    last: null,
    height: 0,
  });

  useLayoutEffect(() => {
    const el = pane.current;
    if (!el) return;
    const first = items[0] ? keyOf(items[0]) : null;
    const lastItem = items[items.length - 1];
    const last = lastItem ? keyOf(lastItem) : null;
    const prev = before.current;
    if (!opened) {
      // nothing to place yet
    } else if (!positioned.current) {
      positioned.current = true;
      const target =
        unreadFrom !== null
          ? el.querySelector<HTMLElement>(`[data-item="message-${unreadFrom}"]`)
          : null;
      const divider = el.querySelector<HTMLElement>('[data-unread-line]');
      const top = divider ?? target;
      el.scrollTop = top ? Math.max(0, top.offsetTop - 8) : el.scrollHeight;
      // the pane and the composer below it in the window (a phone's page scrolls to them)
      const section = el.closest('section');
      if (section && section.getBoundingClientRect().bottom > window.innerHeight)
        section.scrollIntoView?.({ block: 'end' });
    } else if (prev.first !== null && first !== prev.first && last === prev.last) {
      // an earlier page above: the same messages stay where the reader sees them
      el.scrollTop += el.scrollHeight - prev.height;
    } else if (last !== null && last !== prev.last) {
      if (atBottom.current || lastItem?.own) el.scrollTop = el.scrollHeight;
    }
    before.current = { first, last, height: el.scrollHeight };
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK;
  }, [items, opened, unreadFrom]);

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK;
    if (
      positioned.current &&
      hasMore &&
      !loadingOlder &&
      !olderFailed &&
      el.scrollTop < CHAT_LIMITS.olderThresholdPx
    )
      onOlder();
  };

  return (
    <div
      ref={pane}
      className={styles.pane}
      onScroll={onScroll}
      tabIndex={0}
      role="region"
      aria-label="Переписка"
      aria-busy={loadingOlder || undefined}
    >
      {hasMore && (
        <div className={lists.more}>
          <Button variant="secondary" loading={loadingOlder} onClick={onOlder}>
            Показать раньше
          </Button>
          {olderFailed && (
            <p className={lists.error} role="alert">
              Не удалось загрузить предыдущие сообщения.
            </p>
          )}
        </div>
      )}
      <ol className={styles.messages} aria-label="Сообщения" aria-live="polite">
        {items.map((i) => (
          <ItemWithLine
            key={keyOf(i)}
            item={i}
            onEdited={onEdited}
            line={i.kind === 'message' && i.id === unreadFrom}
          />
        ))}
      </ol>
      {items.length === 0 && <p className={lists.muted}>Сообщений пока нет.</p>}
    </div>
  );
}

function ItemWithLine({
  item,
  onEdited,
  line,
}: {
  item: InboxItem;
  onEdited: (i: InboxItem) => void;
  line: boolean;
}) {
  return (
    <>
      {line && (
        <li className={styles.unreadLine} data-unread-line="">
          <span>Новые сообщения</span>
        </li>
      )}
      <Item item={item} onEdited={onEdited} />
    </>
  );
}
