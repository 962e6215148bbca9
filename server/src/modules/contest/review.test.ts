// A decision on a contest report (review.ts), through the tester calls and as the function a staff
// app will call: the report's status and text, a notification leading to the contest, the live
// count and the live event of an open contest page, the push, and what it refuses.
import { eq } from 'drizzle-orm';
import { notificationPath } from '@club/shared/format';
import { dynamicsReports } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { PushMessage } from '../../lib/fcm';
import { setup, type TestContext } from '../../test/helpers';
import { ANNA, caller, ELENA, jpeg, type Caller } from '../dynamics/testing';
import { openStream } from '../realtime/testing';
import { CONTEST_PUSH_TITLE, contestReportIds, decideContestReport } from './review';

let ctx: TestContext;
let anna: Caller;
let elena: Caller;
beforeAll(async () => {
  ctx = await setup();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  [anna, elena] = await Promise.all([ANNA, ELENA].map((e) => caller(ctx.app, e)));
  // Елена sends her before report: 'Мы сообщим, когда проверим его'
  const sent = await elena.post('/api/contest/report', {
    type: 'before',
    weight: '67.5',
    chest_girth: '95.5',
    waist_girth: '78',
    hip_girth: '103',
    photo_side: await jpeg(),
    photo_front: await jpeg(),
    photo_back: await jpeg(),
  });
  expect(sent.statusCode).toBe(200);
  expect(sent.json().result.report.message).toMatch(/Мы сообщим, когда проверим его/);
}, 120_000);
afterAll(() => ctx.close());

interface Listed {
  id: number;
  content: string;
  link: string | null;
  linkId: number | null;
  fullLink: string | null;
  is_new: boolean;
}
const notificationsOf = async (who: Caller) =>
  (await who.get('/api/cabinet/profile/notifications')).json().result.notifications as Listed[];
const before = async (who: Caller) =>
  (await who.get('/api/contest/')).json().result.contest.report_before as {
    status: string;
    message: string;
  };

describe('a contest decision', () => {
  it('through the tester call: a notification that leads to the contest, counted and sent live', async () => {
    const stream = await openStream(ctx.app, elena.token);
    const first = await stream.counts(() => true);
    const unread = first.notifications.count;
    const listed = (await notificationsOf(elena)).length;

    const approved = await elena.post('/api/testers/approve_contest_reports');
    expect(approved.json()).toEqual({ result: { message: 'Success' }, error: null });

    // the open contest page hears of it, and the bell's count goes up, without asking
    const live = await stream.live((e) => e.type === 'contest_report_reviewed');
    expect(live).toEqual({ type: 'contest_report_reviewed', report: 'before', status: 'approve' });
    await stream.counts((c) => c.notifications.count === unread + 1);
    stream.close();

    const list = await notificationsOf(elena);
    expect(list).toHaveLength(listed + 1);
    const [newest] = list;
    expect(newest.content).toBe(
      '<p>Отчёт &quot;До&quot; принят! Теперь можно добавить отчёт &quot;После&quot;.</p>',
    );
    expect(newest.is_new).toBe(true);
    expect(notificationPath(newest)).toBe('/competition/');
    expect(await before(elena)).toMatchObject({
      status: 'approve',
      message: expect.stringMatching(/принят/),
    });

    // the same decision again changes nothing and tells nobody twice
    await elena.post('/api/testers/approve_contest_reports');
    expect(await notificationsOf(elena)).toHaveLength(listed + 1);
  });

  it('a rejection names its reason in the alert, the notification and the push', async () => {
    const pushes: { tokens: string[]; message: PushMessage }[] = [];
    const deps = {
      db: ctx.app.db,
      clock: ctx.app.clock,
      notifyMember: ctx.app.realtime.notifyMember,
      push: {
        send: async (tokens: string[], message: PushMessage) => {
          pushes.push({ tokens, message });
          return { sent: tokens.length, failed: 0, stale: [] };
        },
      },
    };
    await elena.post('/api/cabinet/push_token', { firebase_token: 'elena-phone' });
    const [reportId] = await contestReportIds(ctx.app.db, elena.id);
    const changed = await decideContestReport(deps, elena.id, reportId, {
      status: 'reject',
      reason: '  на фото сбоку   не видно <талии> & спины  ',
    });
    expect(changed).toBe(true);
    const text =
      'Отчёт "До" отклонён. Причина: на фото сбоку не видно <талии> & спины. Исправь и отправь новый отчёт — кнопка "Добавить" на странице конкурса. Если нужна помощь, напиши тренеру в чат.';
    expect(await before(elena)).toMatchObject({ status: 'reject', message: text });
    const [newest] = await notificationsOf(elena);
    expect(newest.content).toBe(
      '<p>Отчёт &quot;До&quot; отклонён. Причина: на фото сбоку не видно &lt;талии&gt; &amp; спины. Исправь и отправь новый отчёт — кнопка &quot;Добавить&quot; на странице конкурса. Если нужна помощь, напиши тренеру в чат.</p>',
    );
    expect(notificationPath(newest)).toBe('/competition/');
    expect(pushes.at(-1)?.tokens).toEqual(['elena-phone']);
    expect(pushes.at(-1)?.message).toEqual({
      title: CONTEST_PUSH_TITLE,
      // a push is plain text: the markup-looking part is dropped there
      body: text.replace(' <талии>', ''),
      link: { link: 'CONTEST' },
    });

    // without a reason: the rules' text
    await decideContestReport(deps, elena.id, reportId, { status: 'reject' });
    expect((await before(elena)).message).toMatch(/отклонён: фото не соответствуют правилам/);
  });

  it('refuses a reason that is too long and a report that is not the member’s contest report', async () => {
    const deps = {
      db: ctx.app.db,
      clock: ctx.app.clock,
      notifyMember: ctx.app.realtime.notifyMember,
    };
    const [reportId] = await contestReportIds(ctx.app.db, elena.id);
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => (e instanceof AppError ? [e.statusCode, e.message] : e),
      );
    expect(
      await refusal(
        decideContestReport(deps, elena.id, reportId, {
          status: 'reject',
          reason: 'а'.repeat(501),
        }),
      ),
    ).toEqual([400, 'Причина отказа длиннее 500 символов']);
    // Анна's report is not Елена's; a dynamics report is no contest report
    const [annaReport] = await contestReportIds(ctx.app.db, anna.id);
    const [dynamics] = await ctx.app.db
      .select({ id: dynamicsReports.id })
      .from(dynamicsReports)
      .where(eq(dynamicsReports.kind, 'dynamics'));
    for (const id of [annaReport, dynamics.id])
      expect(await refusal(decideContestReport(deps, elena.id, id, { status: 'approve' }))).toEqual(
        [404, 'Конкурсный отчёт не найден'],
      );
  });
});
