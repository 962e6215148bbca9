// The staff app's calls as the scale figures use them (paths: shared/src/contract/paths-staff-inbox.ts).
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../apps.mjs';

const serverRequire = createRequire(path.join(root, 'server', 'package.json'));
const FILTERS = ['needs_answer', 'all', 'unread'];

async function json(res) {
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${res.url}: ${res.status} ${JSON.stringify(body)}`);
  return body.result;
}

export const STAFF_SCALE_CALLS = {
  streamPath: '/api/cabinet/stream',
  /** the tables whose plans are printed */
  planTables: ['chat_messages', 'member_assignments'],
  /** the i-th inbox request of a staff member: the filters in turn, the first page */
  inboxPage: (i) => `/api/staff/inbox?filter=${FILTERS[i % FILTERS.length]}`,
  /** a conversation's first page */
  conversationPage: (c) => `/api/staff/inbox/${c.memberId}/${c.channel}/messages`,
  /** the conversations of a staff member's first inbox page (every filter) */
  async conversationsOf(staff) {
    const page = await json(
      await fetch(`${staff.base}/api/staff/inbox?filter=all`, {
        headers: { 'x-auth-token': staff.token },
      }),
    );
    if (!page.conversations.length) throw new Error(`${staff.email} sees no conversation`);
    return page.conversations.map((c) => ({ memberId: c.member.id, channel: c.channel }));
  },
  /** the e-mail of a member in the staff member's inbox (in their discipline) */
  async memberOf(staff) {
    const [first] = staff.conversations.filter((c) => c.channel === staff.discipline);
    const pg = serverRequire('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query('select email from users where id = $1', [
        first.memberId,
      ]);
      staff.liveMemberId = first.memberId;
      return rows[0].email;
    } finally {
      await client.end();
    }
  },
  /** a member's chat message to their coach (the member app's call) */
  async memberSends(member, text) {
    await json(
      await fetch(`${member.base}/api/chat/send`, {
        method: 'POST',
        headers: {
          'x-auth-token': member.token,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ channel: 'coach', message: text }).toString(),
      }),
    );
  },
  /** the coach's answer from the staff app */
  async staffAnswers(staff, _memberEmail, text) {
    const body = new FormData();
    body.set('message', text);
    await json(
      await fetch(`${staff.base}/api/staff/inbox/${staff.liveMemberId}/coach/messages`, {
        method: 'POST',
        headers: { 'x-auth-token': staff.token },
        body,
      }),
    );
  },
};
