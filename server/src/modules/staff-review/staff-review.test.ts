// Issue 28 items 6 and 7: progress review and contest moderation.
// - The progress queue follows the visibility rule (a coach never sees another coach's member;
//   a cover sees the absent colleague's), a member's token and a staff member without the
//   permission are refused; a report opened shows its photos by signed URL and the read is in the
//   audit log; "reviewed" is once per discipline (issue 42 item 12: the coach's review leaves the
//   report in the dietitian's queue), recorded, and its comment reaches the member's chat of that
//   discipline as the reviewer. The progress route never opens a contest report or its photos
//   (issue 42 item 8: they are the moderator's).
// - Contest moderation: a rejection needs a reason; a decision is final (409), recorded with who
//   made it and in the audit log; the member is told with the reason; the tester console's call
//   and the moderator's give the same result through the one decision (contest/review.ts).
import { and, desc, eq, isNull } from 'drizzle-orm';
import { REVIEW_MESSAGES as M, type ChatMessage } from '@club/shared/contract';
import {
  auditLog,
  contestDecisions,
  dynamicsReports,
  memberAssignments,
  progressReviews,
  staffCovers,
  users,
} from '../../db/schema';
import { DEMO_STAFF, STAFF_PASSWORD } from '../../db/seeds/staff';
import { loginAs, setup, type TestContext } from '../../test/helpers';
import { ANNA, caller, ELENA, displayDay, jpeg, type Caller } from '../dynamics/testing';

let ctx: TestContext;
const staff: Record<string, { id: number; token: string }> = {};
let anna: Caller; // Алексей's member
let other: Caller; // Игорь's member (the second coach)
let elena: Caller;
let svetlana: Caller;
let natalia: Caller;

const report = async (who: Caller, day: number, weight: string, waist: string) => {
  const res = await who.post('/api/dynamics/create', {
    created: displayDay(day),
    weight,
    chest_girth: '95',
    waist_girth: waist,
    hip_girth: '',
    photo_side: await jpeg(),
    photo_front: await jpeg(),
    photo_back: await jpeg(),
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.report.id as number;
};
const contestBefore = async (who: Caller) => {
  const res = await who.post('/api/contest/report', {
    type: 'before',
    weight: '67.5',
    chest_girth: '95.5',
    waist_girth: '78',
    hip_girth: '103',
    photo_side: await jpeg(),
    photo_front: await jpeg(),
    photo_back: await jpeg(),
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.report.id as number;
};

beforeAll(async () => {
  ctx = await setup();
  for (const [key, s] of Object.entries(DEMO_STAFF)) {
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, s.email));
    staff[key] = { id: row.id, token: await loginAs(ctx.app, s.email, STAFF_PASSWORD) };
  }
  anna = await caller(ctx.app, ANNA);
  // a member of the second coach
  const [theirs] = await ctx.app.db
    .select({ email: users.email })
    .from(memberAssignments)
    .innerJoin(users, eq(users.id, memberAssignments.memberId))
    .where(
      and(
        eq(memberAssignments.staffId, staff.coach2.id),
        eq(memberAssignments.discipline, 'coach'),
        isNull(memberAssignments.endsAt),
      ),
    )
    .orderBy(users.id)
    .limit(1);
  other = await caller(ctx.app, theirs.email);
  await ctx.app.db.update(users).set({ notActiveOptions: [] }).where(eq(users.id, other.id));
  [elena, svetlana, natalia] = await Promise.all(
    [ELENA, 'demo11@club.local', 'demo12@club.local'].map((e) => caller(ctx.app, e)),
  );
}, 120_000);
afterAll(() => ctx.close());

const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { 'x-auth-token': staff[who]?.token ?? who },
    ...(payload ? { payload } : {}),
  });

interface QueueRow {
  id: number;
  member: { id: number; name: string };
  sent_at: number;
}
/** every page of a queue, following "next" */
async function wholeQueue(who: string, url: string): Promise<QueueRow[]> {
  const rows: QueueRow[] = [];
  let query = '';
  for (let i = 0; i < 50; i++) {
    const res = await as(who, 'GET', `${url}${query}`);
    expect(res.statusCode).toBe(200);
    const { reports, next } = res.json().result;
    rows.push(...reports);
    if (!next) return rows;
    query = `?after_at=${next.after_at}&after_id=${next.after_id}`;
  }
  throw new Error('too many pages');
}
const auditOf = (action: string) =>
  ctx.app.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

describe('progress review', () => {
  let annaEarlier: number;
  let annaNew: number;
  let otherNew: number;

  beforeAll(async () => {
    annaEarlier = await report(anna, -8, '70.2', '80');
    annaNew = await report(anna, -1, '69.4', '80.5');
    otherNew = await report(other, -1, '80', '90');
  }, 60_000);

  it('refuses a member token and a staff member without progress:review', async () => {
    const member = await as(anna.token, 'GET', '/api/staff/progress/reports');
    expect(member.statusCode).toBe(403);
    expect(member.json().error.message).toBe('Этот раздел доступен только сотрудникам клуба');
    expect((await as('moderator', 'GET', '/api/staff/progress/reports')).statusCode).toBe(403);
    expect(
      (await as(anna.token, 'POST', `/api/staff/progress/reports/${annaNew}/review`, {}))
        .statusCode,
    ).toBe(403);
  });

  it("a coach's queue holds their members' new reports, oldest first, never another coach's", async () => {
    const mine = await wholeQueue('coach', '/api/staff/progress/reports');
    const ids = mine.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([annaEarlier, annaNew]));
    expect(ids).not.toContain(otherNew);
    expect(mine.some((r) => r.member.id === other.id)).toBe(false);
    const sent = mine.map((r) => r.sent_at);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    // the seeded history was reviewed by the coaches: only each member's latest is new
    const perMember = new Map<number, number>();
    for (const r of mine)
      if (r.member.id !== anna.id)
        perMember.set(r.member.id, (perMember.get(r.member.id) ?? 0) + 1);
    expect([...perMember.values()].every((n) => n === 1)).toBe(true);
    expect(perMember.size).toBeGreaterThan(0);

    const theirs = (await wholeQueue('coach2', '/api/staff/progress/reports')).map((r) => r.id);
    expect(theirs).toContain(otherNew);
    expect(theirs).not.toContain(annaNew);
    // the dietitian sees every member she is assigned, Анна included
    const dietitian = (await wholeQueue('dietitian', '/api/staff/progress/reports')).map(
      (r) => r.id,
    );
    expect(dietitian).toContain(annaNew);

    // another coach's member's report is "not found", and its photos are never read
    const before = (await auditOf('photos.read')).length;
    const res = await as('coach', 'GET', `/api/staff/progress/reports/${otherNew}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(M.reportNotFound);
    const review = await as('coach', 'POST', `/api/staff/progress/reports/${otherNew}/review`, {});
    expect(review.statusCode).toBe(404);
    expect((await auditOf('photos.read')).length).toBe(before);
  });

  it('opens a report beside the earlier one: photos by signed URL, differences, the read audited', async () => {
    // by default beside the one just before it (her seeded year of reports is there too)
    const first = (await as('coach', 'GET', `/api/staff/progress/reports/${annaNew}`)).json()
      .result;
    expect(first.compare.id).toBe(first.earlier[0].id);
    expect(first.earlier.map((e: { id: number }) => e.id)).toContain(annaEarlier);

    const res = await as(
      'coach',
      'GET',
      `/api/staff/progress/reports/${annaNew}?compare=${annaEarlier}`,
    );
    expect(res.statusCode).toBe(200);
    const r = res.json().result;
    expect(r.member).toEqual({ id: anna.id, name: 'Анна Смирнова' });
    expect(r.report.id).toBe(annaNew);
    expect(r.compare.id).toBe(annaEarlier);
    expect(r.differences).toEqual({
      weight: -0.8,
      chest_girth: 0,
      waist_girth: 0.5,
      hip_girth: null,
    });
    expect(r.comment_channel).toBe('coach');
    for (const view of ['side', 'front', 'back']) {
      // a short-lived signed address, never the storage key alone
      expect(r.report.photos[view].path).toMatch(/^\/files\/private\/.+\?e=\d+&s=.+/);
      expect(r.compare.photos[view]).not.toBeNull();
    }
    // the signed URL serves the picture
    const photo = await ctx.app.inject({ method: 'GET', url: r.report.photos.front.path });
    expect(photo.statusCode).toBe(200);
    const unsigned = r.report.photos.front.path.split('?')[0];
    expect((await ctx.app.inject({ method: 'GET', url: unsigned })).statusCode).not.toBe(200);

    const [entry] = await auditOf('photos.read');
    expect(entry).toMatchObject({
      actorId: staff.coach.id,
      memberId: anna.id,
      details: { kind: 'progress', report_ids: [annaNew, annaEarlier] },
    });
    expect(entry.actorRoles).toEqual(['coach']);

    // another earlier report can be chosen; one of another member cannot
    const chosen = await as(
      'coach',
      'GET',
      `/api/staff/progress/reports/${annaNew}?compare=${otherNew}`,
    );
    expect(chosen.statusCode).toBe(404);
    expect(chosen.json().error.message).toBe(M.compareNotFound);
  });

  it('a comment that is too long saves nothing', async () => {
    const res = await as('coach', 'POST', `/api/staff/progress/reports/${annaNew}/review`, {
      comment: 'а'.repeat(4001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(M.commentTooLong);
    expect(
      await ctx.app.db.select().from(progressReviews).where(eq(progressReviews.reportId, annaNew)),
    ).toEqual([]);
  });

  it('reviewed once, with the comment in the member chat from the reviewer by name and position', async () => {
    const res = await as('coach', 'POST', `/api/staff/progress/reports/${annaNew}/review`, {
      comment: '  Отличная динамика, так держать!  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      message: M.reviewedWithComment,
      review: {
        by: { id: staff.coach.id, name: 'Алексей Морозов' },
        comment: 'Отличная динамика, так держать!',
      },
    });
    // it leaves the coach's queue
    expect(
      (await wholeQueue('coach', '/api/staff/progress/reports')).map((r) => r.id),
    ).not.toContain(annaNew);
    // the member reads it in her coach chat, from Алексей
    const chat = (await anna.get('/api/chat/COACH/')).json().result.messages as ChatMessage[];
    const last = chat[chat.length - 1];
    expect(last).toMatchObject({
      sender: 'ADMIN',
      message: 'Отличная динамика, так держать!',
      admin: { name: 'Алексей Морозов', position: 'Тренер' },
    });
    // recorded: who and when, and in the audit log
    const [saved] = await ctx.app.db
      .select()
      .from(progressReviews)
      .where(eq(progressReviews.reportId, annaNew));
    expect(saved).toMatchObject({
      reviewerId: staff.coach.id,
      discipline: 'coach',
      channel: 'coach',
      chatMessageId: last.id,
    });
    const [entry] = await auditOf('progress.review');
    expect(entry).toMatchObject({
      actorId: staff.coach.id,
      memberId: anna.id,
      details: {
        report_id: annaNew,
        discipline: 'coach',
        comment: 'Отличная динамика, так держать!',
      },
    });
    // the report shows who reviewed it
    const opened = (await as('coach', 'GET', `/api/staff/progress/reports/${annaNew}`)).json()
      .result;
    expect(opened.report.review.by.name).toBe('Алексей Морозов');

    // a second "reviewed" for the coach's discipline is refused
    const again = await as('coach', 'POST', `/api/staff/progress/reports/${annaNew}/review`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.alreadyReviewed);
  });

  it("the coach's review leaves the report in the dietitian's queue; each reviews with a comment", async () => {
    // the finding: the coach's review took it out of the dietitian's queue too
    const waiting = await wholeQueue('dietitian', '/api/staff/progress/reports');
    expect(waiting.map((r) => r.id)).toContain(annaNew);
    expect(waiting.find((r) => r.id === annaNew)).toMatchObject({ reviewed: ['coach'] });
    const seen = (await as('dietitian', 'GET', `/api/staff/progress/reports/${annaNew}`)).json()
      .result;
    expect(seen.review_discipline).toBe('dietolog');
    expect(seen.comment_channel).toBe('dietolog');
    expect(seen.report.review).toBeNull();
    expect(seen.report.reviews).toEqual([
      expect.objectContaining({
        discipline: 'coach',
        by: { id: staff.coach.id, name: 'Алексей Морозов' },
        comment: 'Отличная динамика, так держать!',
      }),
    ]);

    const res = await as('dietitian', 'POST', `/api/staff/progress/reports/${annaNew}/review`, {
      comment: 'Хорошо, что талия держится. Следи за водой',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.review).toMatchObject({
      discipline: 'dietolog',
      by: { id: staff.dietitian.id, name: 'Екатерина Соколова' },
      comment: 'Хорошо, что талия держится. Следи за водой',
    });
    const chat = (await anna.get('/api/chat/DIETOLOG/')).json().result.messages as ChatMessage[];
    expect(chat[chat.length - 1]).toMatchObject({
      message: 'Хорошо, что талия держится. Следи за водой',
      admin: { name: 'Екатерина Соколова', position: 'Диетолог' },
    });
    // now out of both queues; both reviews, each with its comment, on the report
    expect(
      (await wholeQueue('dietitian', '/api/staff/progress/reports')).map((r) => r.id),
    ).not.toContain(annaNew);
    const opened = (await as('coach', 'GET', `/api/staff/progress/reports/${annaNew}`)).json()
      .result;
    expect(opened.review_discipline).toBe('coach');
    expect(opened.report.review).toMatchObject({ discipline: 'coach' });
    expect(
      opened.report.reviews.map((r: { discipline: string; comment: string }) => [
        r.discipline,
        r.comment,
      ]),
    ).toEqual([
      ['coach', 'Отличная динамика, так держать!'],
      ['dietolog', 'Хорошо, что талия держится. Следи за водой'],
    ]);
    const twice = await as(
      'dietitian',
      'POST',
      `/api/staff/progress/reports/${annaNew}/review`,
      {},
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(M.alreadyReviewed);
  });

  it('never opens a contest report or its photos: only dynamics reports belong here', async () => {
    const contestReports = await ctx.app.db
      .select({ id: dynamicsReports.id, kind: dynamicsReports.kind })
      .from(dynamicsReports)
      .where(eq(dynamicsReports.userId, anna.id));
    const contestIds = contestReports.filter((r) => r.kind !== 'dynamics').map((r) => r.id);
    expect(contestIds.length).toBeGreaterThan(0);
    const before = (await auditOf('photos.read')).length;
    for (const id of contestIds) {
      // the finding: Анна's coach opened her contest report's photos here
      const res = await as('coach', 'GET', `/api/staff/progress/reports/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(M.reportNotFound);
      // nor beside a dynamics report
      const beside = await as(
        'coach',
        'GET',
        `/api/staff/progress/reports/${annaNew}?compare=${id}`,
      );
      expect(beside.statusCode).toBe(404);
      expect(beside.json().error.message).toBe(M.compareNotFound);
      const review = await as('coach', 'POST', `/api/staff/progress/reports/${id}/review`, {});
      expect(review.statusCode).toBe(404);
    }
    expect((await auditOf('photos.read')).length).toBe(before);
    // nor offered to compare with
    const opened = (await as('coach', 'GET', `/api/staff/progress/reports/${annaNew}`)).json()
      .result;
    const offered = opened.earlier.map((e: { id: number }) => e.id);
    expect(offered.length).toBeGreaterThan(0);
    for (const id of contestIds) expect(offered).not.toContain(id);
  });

  it("a dietitian's comment goes to the member's dietitian chat", async () => {
    const res = await as('dietitian', 'POST', `/api/staff/progress/reports/${annaEarlier}/review`, {
      comment: 'Добавь белка на завтрак',
    });
    expect(res.statusCode).toBe(200);
    const chat = (await anna.get('/api/chat/DIETOLOG/')).json().result.messages as ChatMessage[];
    expect(chat[chat.length - 1]).toMatchObject({
      message: 'Добавь белка на завтрак',
      admin: { name: 'Екатерина Соколова', position: 'Диетолог' },
    });
  });

  it("a cover sees the absent coach's members while the cover lasts", async () => {
    const at = ctx.app.clock.systemNow();
    await ctx.app.db.insert(staffCovers).values({
      absentId: staff.coach.id,
      coverId: staff.coach2.id,
      startsAt: new Date(at.getTime() - 3600_000),
      endsAt: new Date(at.getTime() + 3600_000),
      createdBy: null,
      createdAt: at,
    } as typeof staffCovers.$inferInsert);
    const fresh = await report(anna, 0, '69', '80');
    const theirs = (await wholeQueue('coach2', '/api/staff/progress/reports')).map((r) => r.id);
    expect(theirs).toContain(fresh);
    expect((await as('coach2', 'GET', `/api/staff/progress/reports/${fresh}`)).statusCode).toBe(
      200,
    );
    await ctx.app.db.delete(staffCovers).where(eq(staffCovers.coverId, staff.coach2.id));
    expect((await as('coach2', 'GET', `/api/staff/progress/reports/${fresh}`)).statusCode).toBe(
      404,
    );
  });
});

describe('contest moderation', () => {
  let elenaReport: number;
  const notifications = async (who: Caller) =>
    (await who.get('/api/cabinet/profile/notifications')).json().result.notifications as {
      content: string;
    }[];
  const contestBeforeOf = async (who: Caller) =>
    (await who.get('/api/contest/')).json().result.contest.report_before as {
      status: string;
      message: string;
    };

  beforeAll(async () => {
    elenaReport = await contestBefore(elena);
  }, 60_000);

  it('refuses a member token and a staff member without contest:moderate', async () => {
    expect((await as(elena.token, 'GET', '/api/staff/contest/reports')).statusCode).toBe(403);
    expect((await as('coach', 'GET', '/api/staff/contest/reports')).statusCode).toBe(403);
    const decide = await as(
      elena.token,
      'POST',
      `/api/staff/contest/reports/${elenaReport}/decision`,
      {
        status: 'approve',
      },
    );
    expect(decide.statusCode).toBe(403);
    expect((await contestBeforeOf(elena)).status).toBe('not_viewed');
  });

  it('the queue holds the reports waiting across the club, oldest first', async () => {
    const rows = await wholeQueue('moderator', '/api/staff/contest/reports');
    expect(rows.map((r) => r.id)).toContain(elenaReport);
    const sent = rows.map((r) => r.sent_at);
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
    const opened = await as('moderator', 'GET', `/api/staff/contest/reports/${elenaReport}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().result).toMatchObject({
      member: { id: elena.id, name: 'Елена Соколова' },
      report: { id: elenaReport, type: 'before', status: 'not_viewed', decision: null },
      before: null,
    });
    expect(opened.json().result.report.photos.side.path).toBeTruthy();
    const [entry] = await auditOf('photos.read');
    expect(entry).toMatchObject({
      actorId: staff.moderator.id,
      memberId: elena.id,
      details: { kind: 'contest', report_ids: [elenaReport] },
    });
  });

  it('a rejection without a reason is refused and changes nothing', async () => {
    const told = (await notifications(elena)).length;
    for (const reason of [undefined, '', '   ']) {
      const res = await as(
        'moderator',
        'POST',
        `/api/staff/contest/reports/${elenaReport}/decision`,
        {
          status: 'reject',
          ...(reason === undefined ? {} : { reason }),
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(M.reasonRequired);
    }
    const tooLong = await as(
      'moderator',
      'POST',
      `/api/staff/contest/reports/${elenaReport}/decision`,
      {
        status: 'reject',
        reason: 'я'.repeat(501),
      },
    );
    expect(tooLong.statusCode).toBe(400);
    expect((await contestBeforeOf(elena)).status).toBe('not_viewed');
    expect((await notifications(elena)).length).toBe(told);
    expect(
      await ctx.app.db
        .select()
        .from(contestDecisions)
        .where(eq(contestDecisions.reportId, elenaReport)),
    ).toEqual([]);
  });

  it('a rejection with its reason: the member is told why, recorded with who decided, final', async () => {
    const told = (await notifications(elena)).length;
    const res = await as(
      'moderator',
      'POST',
      `/api/staff/contest/reports/${elenaReport}/decision`,
      {
        status: 'reject',
        reason: 'На фото сбоку не видно силуэта',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      message: M.rejected,
      decision: {
        status: 'reject',
        by: { id: staff.moderator.id, name: 'Марина Кузнецова' },
        reason: 'На фото сбоку не видно силуэта',
      },
    });
    const shown = await contestBeforeOf(elena);
    expect(shown.status).toBe('reject');
    expect(shown.message).toContain('Причина: На фото сбоку не видно силуэта.');
    const list = await notifications(elena);
    expect(list.length).toBe(told + 1);
    expect(list[0].content).toContain('Причина: На фото сбоку не видно силуэта.');

    const [decision] = await ctx.app.db
      .select()
      .from(contestDecisions)
      .where(eq(contestDecisions.reportId, elenaReport));
    expect(decision).toMatchObject({
      status: 'reject',
      decidedBy: staff.moderator.id,
      source: 'staff',
      reason: 'На фото сбоку не видно силуэта',
    });
    const [entry] = await auditOf('contest.reject');
    expect(entry).toMatchObject({
      actorId: staff.moderator.id,
      actorRoles: ['editor', 'moderator'],
      memberId: elena.id,
      details: { report_id: elenaReport, kind: 'before', source: 'staff' },
    });

    // it left the queue, and a second decision is refused: nothing changes, nobody is told
    expect(
      (await wholeQueue('moderator', '/api/staff/contest/reports')).map((r) => r.id),
    ).not.toContain(elenaReport);
    for (const status of ['approve', 'reject']) {
      const again = await as(
        'moderator',
        'POST',
        `/api/staff/contest/reports/${elenaReport}/decision`,
        {
          status,
          reason: 'Другая причина',
        },
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(M.alreadyDecided);
    }
    expect((await contestBeforeOf(elena)).status).toBe('reject');
    expect((await notifications(elena)).length).toBe(told + 1);
  });

  it('the tester console and the moderator decide through the one service, with the same result', async () => {
    const viaTester = await contestBefore(svetlana);
    const viaStaff = await contestBefore(natalia);
    const tester = await svetlana.post('/api/testers/approve_contest_reports');
    expect(tester.statusCode).toBe(200);
    const moderator = await as(
      'moderator',
      'POST',
      `/api/staff/contest/reports/${viaStaff}/decision`,
      {
        status: 'approve',
      },
    );
    expect(moderator.statusCode).toBe(200);

    const [a, b] = [await contestBeforeOf(svetlana), await contestBeforeOf(natalia)];
    expect(a).toMatchObject({ status: 'approve' });
    expect(b).toMatchObject({ status: 'approve', message: a.message });
    expect((await notifications(svetlana))[0].content).toBe(
      (await notifications(natalia))[0].content,
    );
    const decisions = await ctx.app.db
      .select()
      .from(contestDecisions)
      .orderBy(desc(contestDecisions.id))
      .limit(2);
    expect(decisions.map((d) => [d.reportId, d.source, d.decidedBy])).toEqual([
      [viaStaff, 'staff', staff.moderator.id],
      [viaTester, 'tester', null],
    ]);
    const entries = (await auditOf('contest.approve')).slice(0, 2);
    expect(entries.map((e) => [e.memberId, e.actorId])).toEqual([
      [natalia.id, staff.moderator.id],
      [svetlana.id, null],
    ]);

    // the tester console resets its cases: it may decide again; the moderator may not
    expect((await svetlana.post('/api/testers/reject_contest_reports')).statusCode).toBe(200);
    expect((await contestBeforeOf(svetlana)).status).toBe('reject');
    const late = await as('moderator', 'POST', `/api/staff/contest/reports/${viaTester}/decision`, {
      status: 'approve',
    });
    expect(late.statusCode).toBe(409);
    const [row] = await ctx.app.db
      .select({ status: dynamicsReports.status })
      .from(dynamicsReports)
      .where(eq(dynamicsReports.id, viaTester));
    expect(row.status).toBe('reject');
  });

  it('a member who leaves the contest waits for no decision', async () => {
    const vera = await caller(ctx.app, 'moderation1@club.local');
    const waiting = await contestBefore(vera);
    const queued = async () =>
      (await wholeQueue('moderator', '/api/staff/contest/reports')).map((r) => r.id);
    expect(await queued()).toContain(waiting);
    expect((await vera.post('/api/contest/refuse')).statusCode).toBe(200);
    expect(await queued()).not.toContain(waiting);
  });

  it('an unknown report is "not found"', async () => {
    const res = await as('moderator', 'POST', '/api/staff/contest/reports/99999999/decision', {
      status: 'approve',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(M.contestReportNotFound);
    // a decision that is neither: a Russian refusal, never a 500
    const odd = await as(
      'moderator',
      'POST',
      `/api/staff/contest/reports/${elenaReport}/decision`,
      {
        status: 'maybe',
      },
    );
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.message).toMatch(/[а-яё]/i);
  });
});
