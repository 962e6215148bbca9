// The tester calls (/api/testers/*, the staff side of the member's own data) for any suite that
// needs a case set up: approve a contest report, a staff message or a push, a course reset, the
// member's clock moved. Suites use these instead of writing to the database behind the app.
// Every function acts as the member whose session token it gets.
import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';
import { isMobile } from './helpers';

/** The members of the tester console's own suite (nobody else's: their clocks move). */
export const DEMO7 = { email: 'demo7@club.local', password: 'demo12345', firstName: 'Мария' };
export const DEMO8 = { email: 'demo8@club.local', password: 'demo12345', firstName: 'Павел' };
export const testerMember = (info: TestInfo) => (isMobile(info) ? DEMO8 : DEMO7);

const auth = (token: string) => ({ 'X-AUTH-TOKEN': token });

async function post(
  request: APIRequestContext,
  token: string,
  path: string,
  form?: Record<string, string>,
) {
  const res = await request.post(`/api/testers/${path}`, {
    headers: auth(token),
    ...(form ? { form } : {}),
  });
  const body = await res.json();
  expect(res.ok(), `${path}: ${body.error?.message}`).toBeTruthy();
  return body.result as { message: string; id?: number; now?: number };
}

export interface TesterCourse {
  user_pack_id: number;
  block: { block_name: string };
  fullName: string;
  status: 'PURCHASED' | 'ACTIVATED' | 'FROSTED' | 'ELAPSED';
}

/** The console's data: the member's courses (with status), clock (unix seconds), push-service id. */
export async function testerData(request: APIRequestContext, token: string) {
  const res = await request.get('/api/testers/user_pack', { headers: auth(token) });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).result as {
    courses: TesterCourse[];
    now: number;
    push_id: string | null;
  };
}

/** Contest reports of the member: approve (opens the after report), reject, or clear them. */
export const approveContestReports = (request: APIRequestContext, token: string) =>
  post(request, token, 'approve_contest_reports');
export const rejectContestReports = (request: APIRequestContext, token: string) =>
  post(request, token, 'reject_contest_reports');
export const clearContestReports = (request: APIRequestContext, token: string) =>
  post(request, token, 'clear_contest_reports');

/** A staff message into the member's channel (coach, dietolog, psyhologist); answers its id. */
export async function sendAdminMessage(
  request: APIRequestContext,
  token: string,
  channel: string,
  message: string,
) {
  return (await post(request, token, 'send_admin_message', { channel, message })).id as number;
}

/** Deletes the member's messages of a channel. */
export const deleteChat = (request: APIRequestContext, token: string, channel: string) =>
  post(request, token, 'delete_chat', { channel });

/** A notification to the member (live in the top bar's count); answers its id. */
export async function sendPush(request: APIRequestContext, token: string, message: string) {
  return (await post(request, token, 'send_push', { message })).id as number;
}

/** Sets the member's clock to `unixSeconds`; answers the clock the server now reads. */
export async function setMemberNow(
  request: APIRequestContext,
  token: string,
  unixSeconds: number,
): Promise<number> {
  return (await post(request, token, 'change_user_now', { now: String(unixSeconds) }))
    .now as number;
}

/** Moves the member's clock by `days` from real time (0: back to real time). */
export const moveTime = (request: APIRequestContext, token: string, days: number) =>
  setMemberNow(request, token, Math.floor(Date.now() / 1000) + Math.round(days * 86400));

/** A course back to PURCHASED (not activated, not frozen). */
export const resetCourse = (request: APIRequestContext, token: string, userPackId: number) =>
  post(request, token, `reset_state_purchased/${userPackId}`);

/** A course that may be frozen again today. */
export const resetFreezeLimit = (request: APIRequestContext, token: string, userPackId: number) =>
  post(request, token, `reset_limit_frost/${userPackId}`);

/** The member's height cleared (the next activation asks it again). */
export const resetHeight = (request: APIRequestContext, token: string) =>
  post(request, token, 'reset_user_height');

export interface TesterLetter {
  id: number;
  to: string;
  subject: string;
  status: 'pending' | 'sent' | 'failed';
  created_at: number;
  links: string[];
  text: string | null;
}

/**
 * The letters the console shows (newest first): the account's own, or with another `email` that
 * address's (staff with mail:read:all only); a one-use link only to the account it opens.
 */
export async function testerMail(request: APIRequestContext, token: string, email?: string) {
  const res = await request.get('/api/testers/mail', {
    headers: auth(token),
    ...(email ? { params: { email } } : {}),
  });
  const body = await res.json();
  expect(res.ok(), `mail: ${body.error?.message}`).toBeTruthy();
  return body.result as { email: string; delivery: string; letters: TesterLetter[] };
}

/**
 * The first link of the newest letter to `email` with this subject written since `since` (unix
 * seconds), once the outbox has put it in the local mailbox.
 */
export async function letterLink(
  request: APIRequestContext,
  token: string,
  email: string,
  subject: string,
  since: number,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const { letters } = await testerMail(request, token, email);
        const letter = letters.find(
          (l) => l.subject === subject && l.created_at >= since && l.links.length > 0,
        );
        link = letter?.links[0];
        return Boolean(link);
      },
      { message: `a letter "${subject}" to ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  return link as string;
}
