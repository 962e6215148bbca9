// Issue 42 item 11: a rejected contest report is no dead end. After a rejection the member sends a
// new report of that kind (the rejected one stays as history: in the member's dynamics list and on
// the moderator's page of the new one, with its reason), the moderator's queue marks the new one
// as a resubmission, and only the report in force is decided (the tester console's calls too).
// Before a rejection, and while the new one waits, a second report is still refused.
import { eq } from 'drizzle-orm';
import { dynamicsReports } from '../../db/schema';
import { DEMO_STAFF, STAFF_PASSWORD } from '../../db/seeds/staff';
import { loginAs, setup, type TestContext } from '../../test/helpers';
import { caller, ELENA, jpeg, type Caller } from '../dynamics/testing';

let ctx: TestContext;
let elena: Caller;
let moderator: string;

beforeAll(async () => {
  ctx = await setup();
  elena = await caller(ctx.app, ELENA);
  moderator = await loginAs(ctx.app, DEMO_STAFF.moderator.email, STAFF_PASSWORD);
}, 120_000);
afterAll(() => ctx.close());

const sendBefore = async (weight: string) =>
  elena.post('/api/contest/report', {
    type: 'before',
    weight,
    chest_girth: '95.5',
    waist_girth: '78',
    hip_girth: '103',
    photo_side: await jpeg(),
    photo_front: await jpeg(),
    photo_back: await jpeg(),
  });
const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { 'x-auth-token': moderator },
    ...(payload ? { payload } : {}),
  });
const contest = async () => (await elena.get('/api/contest/')).json().result.contest;
interface QueueItem {
  id: number;
  resubmission: boolean;
}
async function queue(): Promise<QueueItem[]> {
  const rows: QueueItem[] = [];
  let query = '';
  for (let i = 0; i < 20; i++) {
    const { reports, next } = (await staff('GET', `/api/staff/contest/reports${query}`)).json()
      .result;
    rows.push(...reports);
    if (!next) return rows;
    query = `?after_at=${next.after_at}&after_id=${next.after_id}`;
  }
  throw new Error('too many pages');
}

describe('a rejected contest report', () => {
  let first: number;
  let second: number;
  const reason = 'На фото сбоку не видно силуэта, пересними при дневном свете';

  it('is sent again after the rejection; the rejected one stays as history', async () => {
    const sent = await sendBefore('67.5');
    expect(sent.statusCode).toBe(200);
    first = sent.json().result.report.id;
    expect((await queue()).some((r) => r.id === first)).toBe(true);
    // on review: a second one is still refused
    const twice = await sendBefore('67.4');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe('Отчёт "До" уже отправлен');

    const rejected = await staff('POST', `/api/staff/contest/reports/${first}/decision`, {
      status: 'reject',
      reason,
    });
    expect(rejected.statusCode).toBe(200);
    // the alert says why and that a new report can be sent
    expect((await contest()).report_before).toMatchObject({
      id: first,
      status: 'reject',
      message: `Отчёт "До" отклонён. Причина: ${reason}. Исправь и отправь новый отчёт — кнопка "Добавить" на странице конкурса. Если нужна помощь, напиши тренеру в чат.`,
    });

    // the finding: "Отчёт "До" уже отправлен" — the member could not send it again
    const again = await sendBefore('67.2');
    expect(again.json().error).toBeNull();
    expect(again.statusCode).toBe(200);
    second = again.json().result.report.id;
    expect(second).not.toBe(first);
    expect((await contest()).report_before).toMatchObject({
      id: second,
      status: 'not_viewed',
      weight: 67.2,
      message: expect.stringMatching(/отправлен на проверку/),
    });
    // while the new one waits, a third is refused
    const third = await sendBefore('67.1');
    expect(third.statusCode).toBe(400);
    expect(third.json().error.message).toBe('Отчёт "До" уже отправлен');

    // history: both are in the member's dynamics list, the rejected one unchanged
    const [old] = await ctx.app.db
      .select()
      .from(dynamicsReports)
      .where(eq(dynamicsReports.id, first));
    expect(old).toMatchObject({ status: 'reject', weight: 67.5 });
    expect(old.replacedAt).not.toBeNull();
    const list = (await elena.get('/api/dynamics/list?sort=desc&page=1')).json().result.reports as {
      id: number;
      contest: boolean;
    }[];
    expect(list.filter((r) => r.contest).map((r) => r.id)).toEqual(
      expect.arrayContaining([first, second]),
    );
  });

  it("the moderator's queue shows the new one as a resubmission, its page the earlier rejection", async () => {
    const rows = await queue();
    expect(rows.find((r) => r.id === second)).toMatchObject({ resubmission: true });
    expect(rows.some((r) => r.id === first)).toBe(false);
    expect(rows.filter((r) => r.id !== second).every((r) => r.resubmission === false)).toBe(true);

    const page = (await staff('GET', `/api/staff/contest/reports/${second}`)).json().result;
    expect(page.report).toMatchObject({ id: second, status: 'not_viewed', resubmission: true });
    expect(page.earlier_attempts).toHaveLength(1);
    expect(page.earlier_attempts[0]).toMatchObject({
      id: first,
      status: 'reject',
      weight: 67.5,
      decision: { status: 'reject', reason, by: { name: DEMO_STAFF.moderator.name } },
    });
    // the rejected one opens as it was: decided, final
    const old = (await staff('GET', `/api/staff/contest/reports/${first}`)).json().result;
    expect(old.report).toMatchObject({ id: first, status: 'reject', resubmission: false });
    expect(old.earlier_attempts).toEqual([]);
    const decideOld = await staff('POST', `/api/staff/contest/reports/${first}/decision`, {
      status: 'approve',
    });
    expect(decideOld.statusCode).toBe(409);
  });

  it('the tester console decides only the report in force; clearing removes the history too', async () => {
    expect((await elena.post('/api/testers/approve_contest_reports')).statusCode).toBe(200);
    const rows = await ctx.app.db
      .select({ id: dynamicsReports.id, status: dynamicsReports.status })
      .from(dynamicsReports)
      .where(eq(dynamicsReports.userId, elena.id));
    expect(rows.find((r) => r.id === first)?.status).toBe('reject');
    expect(rows.find((r) => r.id === second)?.status).toBe('approve');
    expect((await contest()).report_before).toMatchObject({ id: second, status: 'approve' });

    // a report in force that is approved is not sent again
    const after = await sendBefore('66');
    expect(after.statusCode).toBe(400);
    expect(after.json().error.message).toBe('Отчёт "До" уже отправлен');

    await elena.post('/api/testers/clear_contest_reports');
    const left = await ctx.app.db
      .select({ id: dynamicsReports.id })
      .from(dynamicsReports)
      .where(eq(dynamicsReports.userId, elena.id));
    expect(left.map((r) => r.id)).not.toEqual(expect.arrayContaining([first]));
    expect((await contest()).report_before).toBeNull();
  });
});
