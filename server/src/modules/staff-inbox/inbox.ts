// The staff member's inbox (issue 28 item 4): the conversations they answer — driven from the
// visibility rule's visibleAssignments(viewer), the (member, discipline) pairs of their own members
// and of the colleagues they cover, on the assignments' staff index — each with its last message,
// the member's oldest unanswered message ("waiting since", from the chat's keyset index
// chat_messages_page_idx: four index probes per conversation) and the viewer's own state (read
// pointer, mark unread, snooze). Sorted by how long the member has waited (oldest first), then the
// rest by their last message; keyset pages over that order. Counters come from the same query.
//
// A conversation needs an answer when the member's last message is newer than the last staff
// answer (a fact of the conversation, the same for every staff member); it is unread for a staff
// member when a member's message is past their read pointer, or they marked it unread (their own
// fact). A snooze hides it from "needs an answer" until its time, or until the member writes again.
import { sql, type SQL } from 'drizzle-orm';
import {
  DISCIPLINES,
  INBOX_LIMITS,
  INBOX_MESSAGES as M,
  INT32_MAX,
  type Discipline,
  type InboxConversation,
  type InboxCounters,
  type InboxCount,
  type InboxFilter,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { containsText } from '../staff/text';
import { visibleAssignments, type Viewer } from '../staff/visibility';
import { deadlineAfter, overdueSince } from './hours';
import { targetMs, type InboxRules } from './settings';

const unix = (seconds: number | null) => (seconds === null ? null : Math.floor(seconds));

/** The overdue threshold of each discipline at `now`: waiting since then or earlier is overdue. */
function thresholds(rules: InboxRules, now: Date): Record<Discipline, number> {
  const out = {} as Record<Discipline, number>;
  for (const d of DISCIPLINES)
    out[d] = overdueSince(rules.hours, now, targetMs(rules, d)).getTime() / 1000;
  return out;
}

/**
 * The conversations of `source` (a subquery of member_id, discipline) with what the inbox shows,
 * for the staff member `viewerId` at `now`. Columns: member_id, channel, member_name, member_email,
 * assigned_id,
 * last_id, waiting_since (epoch s), needs, snoozed_until (epoch s),
 * snoozed, unread, last_read_id, grp (0 waiting, 1 other, 2 no messages), sk (order in grp).
 */
export function conversationRows(source: SQL, viewerId: number, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  // one row of chat_conversations per conversation (kept by the database as messages come and
  // go): no conversation's messages are searched; a page reads its newest messages by id
  return sql`
    select p.member_id, p.discipline as channel, u.name as member_name, u.email as member_email,
      ma.staff_id as assigned_id,
      cv.last_id as last_id,
      extract(epoch from cv.waiting_since)::float8 as waiting_since,
      (cv.waiting_since is not null) as needs,
      extract(epoch from st.snoozed_until)::float8 as snoozed_until,
      (st.snoozed_until > ${at} and coalesce(cv.last_user_id, 0) <= st.snoozed_at_message_id) as snoozed,
      (coalesce(st.marked_unread, false) or coalesce(cv.last_user_id, 0) > coalesce(st.last_read_id, 0)) as unread,
      coalesce(st.last_read_id, 0) as last_read_id
    from ${source} p
    join users u on u.id = p.member_id
    left join member_assignments ma
      on ma.member_id = p.member_id and ma.discipline = p.discipline and ma.ends_at is null
    left join chat_conversations cv on cv.user_id = p.member_id and cv.channel = p.discipline
    left join staff_inbox_state st
      on st.staff_id = ${viewerId} and st.member_id = p.member_id and st.channel = p.discipline`;
}

/** The rows with their place in the inbox's order. */
const ordered = (rows: SQL) => sql`
  select c.*,
    (case when c.needs and not coalesce(c.snoozed, false) then 0
          when c.last_id is not null then 1 else 2 end) as grp,
    (case when c.needs and not coalesce(c.snoozed, false) then c.waiting_since
          when c.last_id is not null then -c.last_id else 0 end)::float8 as sk
  from (${rows}) c`;

export interface RawConversation {
  member_id: number;
  channel: Discipline;
  member_name: string;
  assigned_id: number | null;
  last_id: number | null;
  /** the newest message's: read for an inbox page only (null elsewhere) */
  last_at?: number | null;
  last_sender?: 'USER' | 'ADMIN' | null;
  last_text?: string | null;
  waiting_since: number | null;
  needs: boolean;
  snoozed_until: number | null;
  snoozed: boolean | null;
  unread: boolean;
  last_read_id: number;
  grp: number;
  sk: number;
}

/** The shown state of one conversation row. */
export function stateOf(row: RawConversation, rules: InboxRules, nowDate: Date) {
  const snoozed = Boolean(row.snoozed);
  const waiting = row.needs && row.waiting_since !== null ? row.waiting_since : null;
  const threshold = thresholds(rules, nowDate)[row.channel];
  const dueAt =
    waiting !== null
      ? deadlineAfter(rules.hours, new Date(waiting * 1000), targetMs(rules, row.channel))
      : null;
  return {
    needs_answer: row.needs,
    unread: Boolean(row.unread) && row.last_id !== null,
    waiting_since: unix(waiting),
    snoozed_until: snoozed ? unix(row.snoozed_until) : null,
    overdue: waiting !== null && !snoozed && waiting <= threshold,
    due_at: dueAt ? Math.floor(dueAt.getTime() / 1000) : null,
  };
}

const execRows = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The keyset cursor of a row: its place in the order. */
const cursorOf = (r: RawConversation) => `${r.grp}~${r.sk}~${r.member_id}~${r.channel}`;
function parseCursor(cursor: string): { grp: number; sk: number; member: number; channel: string } {
  const [grp, sk, member, channel] = cursor.split('~');
  const parsed = { grp: Number(grp), sk: Number(sk), member: Number(member), channel };
  if (
    ![0, 1, 2].includes(parsed.grp) ||
    !Number.isFinite(parsed.sk) ||
    // a member id the database's integer holds (a longer one is a 500 in the statement)
    !Number.isInteger(parsed.member) ||
    parsed.member < 1 ||
    parsed.member > INT32_MAX ||
    !(DISCIPLINES as readonly string[]).includes(channel ?? '')
  )
    throw badRequest(M.badCursor);
  return parsed;
}

export interface InboxQueryInput {
  filter: InboxFilter;
  discipline?: Discipline;
  q?: string;
  cursor?: string;
}

export async function inboxPage(
  db: Db,
  viewer: Viewer,
  rules: InboxRules,
  input: InboxQueryInput,
  now: Date,
): Promise<{ conversations: InboxConversation[]; next_cursor: string | null }> {
  const q = input.q?.trim();
  const where: SQL[] = [];
  // a search looks through all of the viewer's conversations, whatever the filter (one's own
  // member is found even when answered or snoozed), by name or e-mail; a conversation without
  // messages shows only when searched for (to write to a member first)
  if (q)
    where.push(
      sql`(${containsText(sql`x.member_name`, q)} or ${containsText(sql`x.member_email`, q)})`,
    );
  else if (input.filter === 'needs_answer') where.push(sql`x.grp = 0`);
  else if (input.filter === 'unread') where.push(sql`x.unread and x.last_id is not null`);
  else where.push(sql`x.last_id is not null`);
  if (input.discipline) where.push(sql`x.channel = ${input.discipline}`);
  if (input.cursor) {
    const c = parseCursor(input.cursor);
    where.push(
      sql`(x.grp, x.sk, x.member_id, x.channel) > (${c.grp}::int, ${c.sk}::float8, ${c.member}::int, ${c.channel}::text)`,
    );
  }
  const limit = INBOX_LIMITS.pageSize;
  const rows = await execRows<RawConversation>(
    db,
    // the page first, then its rows' newest messages (by primary key: a page's worth, not the inbox's)
    sql`select x.*, extract(epoch from lm.created_at)::float8 as last_at,
        lm.sender as last_sender, lm.message as last_text
      from (select * from (${ordered(conversationRows(visibleAssignments(viewer), viewer.id, now))}) x
        where ${sql.join(where.length ? where : [sql`true`], sql` and `)}
        order by x.grp, x.sk, x.member_id, x.channel limit ${limit + 1}) x
      left join chat_messages lm on lm.id = x.last_id
      order by x.grp, x.sk, x.member_id, x.channel`,
  );
  const page = rows.slice(0, limit).map(normalise);
  const names = await staffNames(
    db,
    page.map((r) => r.assigned_id),
  );
  return {
    conversations: page.map((r) => ({
      member: { id: r.member_id, name: r.member_name },
      channel: r.channel,
      last_message:
        r.last_id !== null
          ? {
              id: r.last_id,
              text: r.last_text || 'Фото',
              sender: r.last_sender ?? 'USER',
              time: Math.floor(r.last_at ?? 0),
            }
          : null,
      ...stateOf(r, rules, now),
      assigned:
        r.assigned_id !== null ? { id: r.assigned_id, name: names.get(r.assigned_id) ?? '' } : null,
    })),
    next_cursor: rows.length > limit ? cursorOf(page[page.length - 1]) : null,
  };
}

/** Numbers from the driver as numbers (a bigint or numeric may come as a string). */
export function normalise(r: RawConversation): RawConversation {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    ...r,
    member_id: Number(r.member_id),
    assigned_id: num(r.assigned_id),
    last_id: num(r.last_id),
    last_at: num(r.last_at),
    waiting_since: num(r.waiting_since),
    snoozed_until: num(r.snoozed_until),
    last_read_id: Number(r.last_read_id ?? 0),
    grp: Number(r.grp),
    sk: Number(r.sk),
  };
}

async function staffNames(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
  if (!wanted.length) return new Map();
  const rows = await execRows<{ id: number; name: string }>(
    db,
    sql`select id, name from users where id in (${sql.join(
      wanted.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** The navigation badge's counts: needs an answer, unread, overdue — in all and by discipline. */
export async function inboxCounters(
  db: Db,
  viewer: Viewer,
  rules: InboxRules,
  now: Date,
): Promise<InboxCounters> {
  const t = thresholds(rules, now);
  const rows = await execRows<{
    channel: Discipline;
    needs_answer: number;
    unread: number;
    overdue: number;
  }>(
    db,
    sql`select x.channel,
        count(*) filter (where x.grp = 0)::int as needs_answer,
        count(*) filter (where x.unread and x.last_id is not null)::int as unread,
        count(*) filter (where x.grp = 0 and x.waiting_since <= (case x.channel
          when 'coach' then ${t.coach}::float8 when 'dietolog' then ${t.dietolog}::float8
          else ${t.psyhologist}::float8 end))::int as overdue
      from (${ordered(conversationRows(visibleAssignments(viewer), viewer.id, now))}) x
      group by x.channel`,
  );
  const zero = (): InboxCount => ({ needs_answer: 0, unread: 0, overdue: 0 });
  const by = { coach: zero(), dietolog: zero(), psyhologist: zero() };
  const total = zero();
  for (const r of rows) {
    const c = {
      needs_answer: Number(r.needs_answer),
      unread: Number(r.unread),
      overdue: Number(r.overdue),
    };
    by[r.channel] = c;
    total.needs_answer += c.needs_answer;
    total.unread += c.unread;
    total.overdue += c.overdue;
  }
  return { ...total, by_discipline: by };
}
