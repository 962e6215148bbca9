// One conversation (/staff/inbox/:member/:channel): the member's messages and the staff answers,
// newest at the bottom («Показать раньше» loads older pages), internal notes between them (visibly
// apart: the member never sees them), the composer (an answer with pictures, or a note; saved
// replies), editing one's own answer within the hour, mark unread, snooze, and the side panel
// (desktop: beside; phone: a tab). Live: the stream's inbox events of this conversation add and
// update messages, and what is shown is marked read.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  LoadState,
  Page,
  cx,
  liveEvents$,
  useIsMobile,
  type ConversationResult,
  type ConversationState,
  type InboxItem,
  type InboxLiveEvent,
} from '@club/shared';
import { formatLocalDateTime } from '@club/shared/format';
import { CHAT_LIMITS } from '@club/shared/contract/paths-chats';
import { Tabs, TextArea } from '@club/shared/kit';
import { DISCIPLINE_LABELS, isDiscipline } from '@club/shared/staff';
import { useLoad } from '../../lib/useLoad';
import lists from '../../lib/lists.module.css';
import { editAnswer, getConversation, getMessages, markRead, markUnread } from './api';
import { Composer } from './Composer';
import { SidePanel } from './SidePanel';
import { SnoozeControl } from './SnoozeControl';
import { inboxLink } from './links';
import { isInboxEvent } from './InboxPage';
import { waitingText } from './time';
import styles from './inbox.module.css';

const keyOf = (i: InboxItem) => `${i.kind}-${i.id}`;
/** Messages and notes in the conversation's order: by time, a message before a note of the same second. */
function merge(shown: InboxItem[], more: InboxItem[]): InboxItem[] {
  const byKey = new Map(shown.map((i) => [keyOf(i), i]));
  for (const i of more) byKey.set(keyOf(i), i);
  return [...byKey.values()].sort(
    (a, b) => a.time - b.time || (a.kind === b.kind ? a.id - b.id : a.kind === 'message' ? -1 : 1),
  );
}
const newestMessageId = (items: InboxItem[]) =>
  items.reduce((m, i) => (i.kind === 'message' && i.id > m ? i.id : m), 0);

function StateLine({ state }: { state: ConversationState }) {
  const now = Math.floor(Date.now() / 1000);
  return (
    <p className={lists.muted}>
      {state.needs_answer && state.waiting_since !== null
        ? `Участник ${waitingText(state.waiting_since, now)}`
        : 'Ответ дан'}
      {state.overdue && <span className={styles.overdue}> Просрочено</span>}
      {state.snoozed_until !== null && ` · отложено до ${formatLocalDateTime(state.snoozed_until)}`}
    </p>
  );
}

function Item({ item, onEdited }: { item: InboxItem; onEdited: (i: InboxItem) => void }) {
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

export function ConversationPage() {
  const params = useParams();
  const navigate = useNavigate();
  const member = Number(params.member);
  const channel = isDiscipline(params.channel) ? params.channel : null;
  const valid = Number.isInteger(member) && member > 0 && channel !== null;
  const isMobile = useIsMobile();
  const [tab, setTab] = useState<'talk' | 'about'>('talk');

  const loadHeader = useCallback(
    () =>
      valid
        ? getConversation(member, channel)
        : Promise.resolve({
            result: null,
            error: { message: 'Не найдено' },
            status: 404,
            headers: {},
          }),
    [member, channel, valid],
  );
  const header = useLoad<ConversationResult>(loadHeader);
  const [state, setState] = useState<ConversationState | null>(null);
  useEffect(() => setState(header.data?.state ?? null), [header.data]);

  const [items, setItems] = useState<InboxItem[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [messagesFailed, setMessagesFailed] = useState(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const readUpTo = useRef(0);

  const read = useCallback(
    (all: InboxItem[]) => {
      if (!channel) return;
      const newest = newestMessageId(all);
      if (newest > readUpTo.current) {
        readUpTo.current = newest;
        void markRead(member, channel, newest).then((a) => a.result && setState(a.result.state));
      }
    },
    [member, channel],
  );

  useEffect(() => {
    if (!valid) return;
    let alive = true;
    readUpTo.current = 0;
    setItems([]);
    void getMessages(member, channel).then((answer) => {
      if (!alive) return;
      if (!answer.result) {
        setMessagesFailed(true);
        return;
      }
      setMessagesFailed(false);
      setItems(answer.result.items);
      setHasMore(answer.result.has_more);
      read(answer.result.items);
    });
    return () => {
      alive = false;
    };
  }, [member, channel, valid, read]);

  useEffect(() => {
    if (!valid) return;
    const sub = liveEvents$.subscribe((e) => {
      if (!isInboxEvent(e)) return;
      const event = e as InboxLiveEvent;
      if (event.member_id !== member || event.discipline !== channel) return;
      if (event.item) {
        const next = merge(itemsRef.current, [event.item]);
        setItems(next);
        read(next);
      } else {
        // too big for one event, or a change: read what came after the newest shown
        void getMessages(member, channel, { after_id: newestMessageId(itemsRef.current) }).then(
          (a) => a.result && setItems(merge(itemsRef.current, a.result.items)),
        );
      }
    });
    return () => sub.unsubscribe();
  }, [member, channel, valid, read]);

  const older = async () => {
    const oldest = itemsRef.current.find((i) => i.kind === 'message');
    if (!oldest || !channel) return;
    setLoadingOlder(true);
    const answer = await getMessages(member, channel, { last_id: oldest.id });
    setLoadingOlder(false);
    if (answer.result) {
      setItems(merge(itemsRef.current, answer.result.items));
      setHasMore(answer.result.has_more);
    }
  };

  const added = (item: InboxItem) => {
    const next = merge(itemsRef.current, [item]);
    setItems(next);
    read(next);
    if (item.kind === 'message')
      setState((s) => (s ? { ...s, needs_answer: false, waiting_since: null, overdue: false } : s));
  };

  const unread = async () => {
    if (!channel) return;
    const answer = await markUnread(member, channel);
    if (answer.result) navigate(inboxLink());
  };

  const title = header.data ? header.data.member.name : 'Разговор';
  const conversation = (
    <section aria-label="Разговор" className={styles.conversation}>
      {messagesFailed ? (
        <p role="alert" className={lists.error}>
          Не удалось загрузить сообщения. Обнови страницу.
        </p>
      ) : (
        <>
          {hasMore && (
            <div className={lists.more}>
              <Button variant="secondary" loading={loadingOlder} onClick={() => void older()}>
                Показать раньше
              </Button>
            </div>
          )}
          <ol className={styles.messages} aria-label="Сообщения" aria-live="polite">
            {items.map((i) => (
              <Item key={keyOf(i)} item={i} onEdited={added} />
            ))}
          </ol>
          {items.length === 0 && <p className={lists.muted}>Сообщений пока нет.</p>}
        </>
      )}
      {channel && <Composer member={member} channel={channel} onSent={added} />}
    </section>
  );
  return (
    <Page title={title} onBack={() => navigate(inboxLink())} backLabel="Входящие">
      <LoadState
        status={header.status}
        failedText="Не удалось открыть разговор."
        reason={header.reason}
        onRetry={header.reload}
      >
        {header.data && channel && (
          <>
            <div className={styles.convHead}>
              <p>
                <strong>{DISCIPLINE_LABELS[channel]}</strong>
                {header.data.assigned && <> · ведёт {header.data.assigned.name}</>}
                {header.data.answering && header.data.answering.id !== header.data.assigned?.id && (
                  <> · сейчас отвечает {header.data.answering.name} (замена)</>
                )}
              </p>
              {state && <StateLine state={state} />}
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => void unread()}>
                  Отметить непрочитанным
                </Button>
                {state && (
                  <SnoozeControl
                    member={member}
                    channel={channel}
                    snoozedUntil={state.snoozed_until}
                    onChange={setState}
                  />
                )}
              </div>
            </div>
            {isMobile ? (
              <>
                <Tabs
                  label="Разговор и участник"
                  variant="mobile"
                  items={[
                    { id: 'talk', label: 'Разговор' },
                    { id: 'about', label: 'Об участнике' },
                  ]}
                  activeId={tab}
                  onChange={(id) => setTab(id)}
                />
                {tab === 'talk' ? conversation : <SidePanel member={member} channel={channel} />}
              </>
            ) : (
              <div className={styles.columns}>
                {conversation}
                <SidePanel member={member} channel={channel} />
              </div>
            )}
          </>
        )}
      </LoadState>
    </Page>
  );
}
