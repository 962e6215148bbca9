// The scrolling list of one channel. Keeps the reader's place: older messages added above move
// the scroll position by exactly the height they add (the browser's own anchoring is off, so the
// result does not depend on it), pictures keep their size before they load, new messages scroll
// into view only when the reader is at the bottom or sent them. Older pages load when the list is
// scrolled closer than 180 px to its top.
import { memo, useCallback, useLayoutEffect, useMemo, useRef, type UIEvent } from 'react';
import { Loader, type ChatMessage, type ChatPicture } from '@club/shared';
import { CHAT_LIMITS, CHAT_MESSAGES as M } from '@club/shared/contract/paths-chats';
import { canEdit } from '../model/editWindow';
import { buildRows, chunkRows, sameRows, type MessengerRow } from '../model/rows';
import { MessageItem } from './MessageItem';
import styles from './Messenger.module.css';

/** Closer than this to the bottom counts as "at the bottom" (px). */
const BOTTOM_SLACK = 80;

interface ChunkProps {
  rows: MessengerRow[];
  ownName: string;
  editableSince: number;
  editingId: number | null;
  onEdit: (message: ChatMessage) => void;
  onOpenPicture: (picture: ChatPicture) => void;
}

/**
 * The rows of one loaded page. With a long history, a page added above re-renders only itself:
 * the other pages' rows are the same objects, so their chunks are skipped.
 */
const Chunk = memo(
  function Chunk({ rows, ownName, editableSince, editingId, onEdit, onOpenPicture }: ChunkProps) {
    return (
      <>
        {rows.map((row) => {
          if (row.kind === 'day')
            return (
              <li key={row.key} className={styles.day}>
                <span>{row.label}</span>
              </li>
            );
          if (row.kind === 'unread')
            return (
              <li key={row.key} className={styles.unread} data-unread-divider="">
                <span>{M.unreadDivider}</span>
              </li>
            );
          const m = row.message;
          return (
            <MessageItem
              key={row.key}
              message={m}
              ownName={ownName}
              editable={canEdit(m, editableSince + CHAT_LIMITS.editWindowMs)}
              editing={editingId === m.id}
              onEdit={onEdit}
              onOpenPicture={onOpenPicture}
            />
          );
        })}
      </>
    );
  },
  (a, b) =>
    sameRows(a.rows, b.rows) &&
    a.ownName === b.ownName &&
    a.editableSince === b.editableSince &&
    a.editingId === b.editingId &&
    a.onEdit === b.onEdit &&
    a.onOpenPicture === b.onOpenPicture,
);

export interface MessageListProps {
  messages: ChatMessage[];
  unreadFromId: number | null;
  /** the first message of each loaded page */
  pageStarts: number[];
  hasMore: boolean;
  loadingOlder: boolean;
  onNearTop: () => void;
  ownName: string;
  /** messages sent at or after this time (ms) are still editable */
  editableSince: number;
  editingId: number | null;
  onEdit: (message: ChatMessage) => void;
  onOpenPicture: (picture: ChatPicture) => void;
  label: string;
}

export function MessageList({
  messages,
  unreadFromId,
  pageStarts,
  hasMore,
  loadingOlder,
  onNearTop,
  ownName,
  editableSince,
  editingId,
  onEdit,
  onOpenPicture,
  label,
}: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const positioned = useRef(false);
  const atBottom = useRef(true);
  const before = useRef<{ firstId: number | null; lastId: number | null; height: number }>({
    firstId: null,
    lastId: null,
    height: 0,
  });
  const rows = useMemo(() => buildRows(messages, unreadFromId), [messages, unreadFromId]);
  const chunks = useMemo(() => chunkRows(rows, new Set(pageStarts)), [rows, pageStarts]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const firstId = messages[0]?.id ?? null;
    const last = messages[messages.length - 1];
    const lastId = last?.id ?? null;
    const prev = before.current;
    if (!positioned.current) {
      positioned.current = true;
      const divider = el.querySelector<HTMLElement>('[data-unread-divider]');
      // a long unread block opens at its divider, anything else at the newest message
      if (divider && el.scrollHeight - divider.offsetTop > el.clientHeight)
        el.scrollTop = Math.max(0, divider.offsetTop - 8);
      else el.scrollTop = el.scrollHeight;
    } else if (prev.firstId !== null && firstId !== null && firstId < prev.firstId) {
      // older messages above: stay on the same message
      el.scrollTop += el.scrollHeight - prev.height;
    } else if (lastId !== null && lastId !== prev.lastId) {
      if (atBottom.current || last?.sender === 'USER') el.scrollTop = el.scrollHeight;
    }
    before.current = { firstId, lastId, height: el.scrollHeight };
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK;
    // a short page still near the top: the next one loads without waiting for a scroll
    if (hasMore && !loadingOlder && el.scrollTop < CHAT_LIMITS.olderThresholdPx) onNearTop();
  }, [messages, hasMore, loadingOlder, onNearTop]);

  const onScroll = useCallback(
    (e: UIEvent<HTMLDivElement>) => {
      const el = e.currentTarget;
      atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK;
      if (hasMore && !loadingOlder && el.scrollTop < CHAT_LIMITS.olderThresholdPx) onNearTop();
    },
    [hasMore, loadingOlder, onNearTop],
  );

  return (
    <div className={styles.listArea}>
      {/* over the list, not in it: showing it must not move the messages */}
      {loadingOlder && (
        <div className={styles.older}>
          <Loader size="small" label="Загрузка предыдущих сообщений" />
        </div>
      )}
      <div
        ref={scroller}
        className={styles.scroller}
        onScroll={onScroll}
        tabIndex={0}
        role="log"
        aria-label={label}
        aria-busy={loadingOlder || undefined}
        data-testid="message-list"
      >
        {rows.length === 0 ? (
          <p className={styles.empty}>{M.emptyChannel}</p>
        ) : (
          <ol className={styles.list}>
            {chunks.map((chunk) => (
              <Chunk
                key={chunk.key}
                rows={chunk.rows}
                ownName={ownName}
                editableSince={editableSince}
                editingId={editingId}
                onEdit={onEdit}
                onOpenPicture={onOpenPicture}
              />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
