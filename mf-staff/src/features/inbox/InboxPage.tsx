// «Входящие»: the staff member's conversations, the longest-waiting member first (the server's
// order and visibility rule), filtered (needs an answer, unread, all; by discipline), searched by
// the member's name or e-mail through all of them, 30 at a time. The filter, the discipline and
// the search live in the address (?filter=&discipline=&q=), so coming back from a conversation
// finds the list as it was left. A member's new message in a conversation this staff member sees
// arrives on the stream (`inbox_*` live events) and the list loads again.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  Button,
  LoadState,
  Page,
  cx,
  liveEvents$,
  type InboxConversation,
  type InboxCounters,
  type InboxFilter,
  type InboxPage as InboxPageResult,
} from '@club/shared';
import { formatLocalDateTime, formatLocalTime, localDayKey } from '@club/shared/format';
import { Select, TextField } from '@club/shared/kit';
import {
  DISCIPLINE_LABELS,
  INBOX_FILTERS,
  INBOX_FILTER_LABELS,
  isDiscipline,
} from '@club/shared/staff';
import { useAccount } from '../../app/useAccount';
import { usePaged } from '../../lib/usePaged';
import { ShowMore } from '../../lib/ShowMore';
import lists from '../../lib/lists.module.css';
import { getCounters, getInbox } from './api';
import { conversationLink, inboxState } from './links';
import { waitingText } from './time';
import styles from './inbox.module.css';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Any inbox event: a new message, an edit, a note, a change. */
export const isInboxEvent = (e: { type: string }) => e.type.startsWith('inbox_');

/** When the last message came: its time today, else its date and time. */
export function lastMessageTime(time: number, now: number): string {
  return localDayKey(time) === localDayKey(now) ? formatLocalTime(time) : formatLocalDateTime(time);
}

const isFilter = (v: string | null): v is InboxFilter =>
  (INBOX_FILTERS as readonly string[]).includes(v ?? '');

function Row({ c, meId, search }: { c: InboxConversation; meId: number | null; search: string }) {
  const waiting = c.needs_answer && c.waiting_since !== null && c.snoozed_until === null;
  return (
    <li className={cx(lists.item, styles.row, c.unread && styles.unread)}>
      <div className={lists.itemHead}>
        <Link
          className={lists.itemTitle}
          to={conversationLink(c.member.id, c.channel)}
          state={inboxState(search)}
          aria-label={`${c.member.name}, ${DISCIPLINE_LABELS[c.channel]}`}
        >
          {c.member.name}
        </Link>
        <span className={styles.channel}>{DISCIPLINE_LABELS[c.channel]}</span>
        {c.unread && <span className={styles.unreadMark}>Непрочитано</span>}
        {c.overdue && <span className={styles.overdue}>Просрочено</span>}
        {c.snoozed_until !== null && (
          <span className={lists.muted}>Отложено до {formatLocalDateTime(c.snoozed_until)}</span>
        )}
      </div>
      {c.last_message && (
        <p className={styles.preview}>
          <time
            className={styles.lastTime}
            dateTime={new Date(c.last_message.time * 1000).toISOString()}
          >
            {lastMessageTime(c.last_message.time, nowSeconds())}
          </time>{' '}
          {c.last_message.sender === 'ADMIN' && <span className={lists.muted}>Ответ: </span>}
          {c.last_message.text}
        </p>
      )}
      <p className={lists.muted}>
        {waiting
          ? waitingText(c.waiting_since!, nowSeconds())
          : c.last_message
            ? 'отвечено'
            : 'сообщений нет'}
        {c.assigned && c.assigned.id !== meId && <> · замена за: {c.assigned.name}</>}
      </p>
    </li>
  );
}

export function InboxPage() {
  const { account } = useAccount();
  const { search: locationSearch } = useLocation();
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter');
  const filter: InboxFilter = isFilter(filterParam) ? filterParam : 'needs_answer';
  const disciplineParam = params.get('discipline');
  const discipline = isDiscipline(disciplineParam) ? disciplineParam : '';
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const [typed, setTyped] = useState(q);
  // back and forward through the history: the field says the search shown
  useEffect(() => setTyped(q), [q]);
  const [refresh, setRefresh] = useState(0);
  /** The address with these changes (the default filter and empty values left out). */
  const update = (patch: { filter?: InboxFilter; discipline?: string; q?: string }) => {
    const next = { filter, discipline, q, ...patch };
    const out = new URLSearchParams();
    if (next.filter !== 'needs_answer') out.set('filter', next.filter);
    if (next.discipline) out.set('discipline', next.discipline);
    if (next.q) out.set('q', next.q);
    setParams(out);
  };
  const fetchPage = useCallback(
    (cursor: string | null) => getInbox({ filter, discipline, q, cursor }),
    [filter, discipline, q],
  );
  const list = usePaged(
    fetchPage,
    (r: InboxPageResult) => ({ items: r.conversations, next: r.next_cursor }),
    `${filter}|${discipline}|${q}|${refresh}`,
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sub = liveEvents$.subscribe((e) => {
      if (!isInboxEvent(e)) return;
      // a burst of messages loads the list once
      clearTimeout(timer);
      timer = setTimeout(() => setRefresh((n) => n + 1), 300);
    });
    return () => {
      clearTimeout(timer);
      sub.unsubscribe();
    };
  }, []);
  const [counters, setCounters] = useState<InboxCounters | null>(null);
  useEffect(() => {
    let alive = true;
    void getCounters().then((a) => alive && a.result && setCounters(a.result));
    return () => {
      alive = false;
    };
  }, [refresh]);
  const countOf = (f: InboxFilter) => (counters && f !== 'all' ? counters[f] : null);
  const disciplines = account?.disciplines ?? [];
  const search = (e: FormEvent) => {
    e.preventDefault();
    update({ q: typed.trim() });
  };
  return (
    <Page title="Входящие">
      <div className={styles.filterTabs} role="group" aria-label="Какие разговоры показать">
        {INBOX_FILTERS.map((f) => (
          <Button
            key={f}
            variant={f === filter ? 'primary' : 'secondary'}
            aria-pressed={f === filter}
            onClick={() => update({ filter: f })}
          >
            {INBOX_FILTER_LABELS[f]}
            {countOf(f) ? ` (${countOf(f)})` : ''}
          </Button>
        ))}
      </div>
      {counters !== null && counters.overdue > 0 && (
        <p className={styles.overdueNote}>
          <span className={styles.overdue}>Просрочено: {counters.overdue}</span> срок ответа прошёл
        </p>
      )}
      <form className={lists.filters} role="search" onSubmit={search}>
        <TextField
          name="q"
          label="Имя или e-mail участника"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
        />
        {disciplines.length > 1 && (
          <Select
            name="discipline"
            label="Направление"
            value={discipline}
            onChange={(e) => update({ discipline: e.target.value })}
            options={[
              { value: '', label: 'Все направления' },
              ...disciplines.map((d) => ({ value: d, label: DISCIPLINE_LABELS[d] })),
            ]}
          />
        )}
        <Button type="submit">Найти</Button>
        {q && (
          <Button variant="secondary" onClick={() => update({ q: '' })}>
            Сбросить поиск
          </Button>
        )}
      </form>
      {q && <p className={lists.muted}>Поиск по всем твоим разговорам, с любым статусом.</p>}
      <LoadState
        status={list.status}
        failedText="Не удалось загрузить входящие."
        reason={list.reason}
        onRetry={list.reload}
        empty={list.items.length === 0}
        emptyText={
          q
            ? 'Никого не нашлось. Проверь имя или e-mail.'
            : filter === 'needs_answer'
              ? 'Все ответы даны: никто не ждёт.'
              : 'Здесь пока пусто.'
        }
      >
        <ul className={lists.list} aria-label="Разговоры">
          {list.items.map((c) => (
            <Row
              key={`${c.member.id}-${c.channel}`}
              c={c}
              meId={account?.id ?? null}
              search={locationSearch}
            />
          ))}
        </ul>
        <ShowMore list={list} />
      </LoadState>
    </Page>
  );
}
