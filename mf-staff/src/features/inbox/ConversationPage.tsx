// One conversation (/staff/inbox/:member/:channel): the member's messages and the staff answers in
// their own scrolling pane (MessagePane: it opens at the first unread message, earlier pages load
// upward as one scrolls), internal notes between them (visibly apart: the member never sees them),
// the composer below (an answer with pictures, or a note; saved replies), editing one's own answer
// within the hour, mark unread, snooze, and the side panel (desktop: beside; phone: a tab). Live:
// the stream's inbox events of this conversation add and update messages, and what is shown is
// marked read. Everything merges by id (useMessages): nothing saved here is lost to a late page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  LoadState,
  Page,
  Button,
  liveEvents$,
  useIsMobile,
  type ConversationResult,
  type ConversationState,
  type InboxItem,
  type InboxLiveEvent,
} from '@club/shared';
import { formatLocalDateTime } from '@club/shared/format';
import { Tabs } from '@club/shared/kit';
import { DISCIPLINE_LABELS, isDiscipline } from '@club/shared/staff';
import { useLoad } from '../../lib/useLoad';
import lists from '../../lib/lists.module.css';
import { getConversation, markRead, markUnread } from './api';
import { Composer } from './Composer';
import { MessagePane } from './MessagePane';
import { SidePanel } from './SidePanel';
import { SnoozeControl } from './SnoozeControl';
import { inboxReturn } from './links';
import { isInboxEvent } from './InboxPage';
import { waitingText } from './time';
import { UNREAD_PAGES_MAX, firstUnreadId, newestMessageId, useMessages } from './useMessages';
import styles from './inbox.module.css';

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

export function ConversationPage() {
  const params = useParams();
  const navigate = useNavigate();
  const location = useLocation();
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

  const messages = useMessages(member, valid ? channel : null);
  const { items, status, hasMore, loadingOlder, add, loadOlder, catchUp } = messages;

  // where it opens: the read pointer as it was before this opening (the header's, read before
  // anything is marked), then the first unread message, reading earlier pages to reach it
  const pointerAtOpen = useRef<number | null>(null);
  const unreadPages = useRef(0);
  const [opening, setOpening] = useState<{ key: string; unreadFrom: number | null } | null>(null);
  const key = `${member}/${channel}`;
  useEffect(() => {
    pointerAtOpen.current = null;
    unreadPages.current = 0;
    setOpening(null);
  }, [key]);
  if (pointerAtOpen.current === null && header.data && header.status === 'ready')
    pointerAtOpen.current = header.data.state.last_read_id;
  const opened = opening?.key === key;
  useEffect(() => {
    if (opened || status !== 'ready' || loadingOlder || pointerAtOpen.current === null) return;
    const unreadFrom = firstUnreadId(items, pointerAtOpen.current);
    const oldest = items.find((i) => i.kind === 'message');
    // the first unread may be on an earlier page: read it, up to a few pages
    if (
      hasMore &&
      oldest &&
      oldest.id === unreadFrom &&
      unreadPages.current < UNREAD_PAGES_MAX &&
      !messages.olderFailed
    ) {
      unreadPages.current++;
      void loadOlder();
      return;
    }
    const reached = !(hasMore && oldest && oldest.id === unreadFrom);
    setOpening({ key, unreadFrom: reached ? unreadFrom : null });
  }, [
    opened,
    status,
    loadingOlder,
    items,
    hasMore,
    loadOlder,
    key,
    messages.olderFailed,
    header.status,
  ]);

  // what is shown is read (once opened: the pointer before the opening is known)
  const readUpTo = useRef(0);
  useEffect(() => {
    readUpTo.current = 0;
  }, [key]);
  useEffect(() => {
    if (!opened || !channel) return;
    const newest = newestMessageId(items);
    if (newest > readUpTo.current) {
      readUpTo.current = newest;
      void markRead(member, channel, newest).then((a) => a.result && setState(a.result.state));
    }
  }, [opened, items, member, channel]);

  useEffect(() => {
    if (!valid) return;
    const sub = liveEvents$.subscribe((e) => {
      if (!isInboxEvent(e)) return;
      const event = e as InboxLiveEvent;
      if (event.member_id !== member || event.discipline !== channel) return;
      // the viewer's own state changed elsewhere (another tab snoozed it): nothing to add
      if (event.type === 'inbox_state') return;
      if (event.item) add([event.item]);
      // too big for one event, or a change: read what came after the newest shown
      else void catchUp();
    });
    return () => sub.unsubscribe();
  }, [member, channel, valid, add, catchUp]);

  const added = useCallback(
    (item: InboxItem) => {
      add([item]);
      if (item.kind === 'message')
        setState((s) =>
          s ? { ...s, needs_answer: false, waiting_since: null, overdue: false } : s,
        );
    },
    [add],
  );

  const back = inboxReturn(location.state);
  const unread = async () => {
    if (!channel) return;
    const answer = await markUnread(member, channel);
    if (answer.result) navigate(back);
  };

  const title = header.data ? header.data.member.name : 'Разговор';
  const conversation = (
    <section aria-label="Разговор" className={styles.conversation}>
      <LoadState
        status={status}
        failedText="Не удалось загрузить сообщения."
        onRetry={messages.retry}
        size="compact"
        loadingLabel="Загрузка сообщений"
        className={styles.paneState}
      >
        <MessagePane
          items={items}
          hasMore={hasMore}
          loadingOlder={loadingOlder}
          olderFailed={messages.olderFailed}
          onOlder={() => void loadOlder()}
          onEdited={added}
          opened={opened}
          unreadFrom={opening?.unreadFrom ?? null}
        />
      </LoadState>
      {/* no answer to a conversation one cannot see: the composer waits for its messages */}
      {channel && status !== 'failed' && (
        <Composer member={member} channel={channel} onSent={added} />
      )}
    </section>
  );
  return (
    <Page title={title} onBack={() => navigate(back)} backLabel="Входящие">
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
