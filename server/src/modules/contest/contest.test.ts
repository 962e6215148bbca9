import { and, eq } from 'drizzle-orm';
import { REPORT_MESSAGES as R } from '@club/shared/validation';
import { userPacks } from '../../db/schema';
import { setup, type TestContext } from '../../test/helpers';
import { DYNAMICS_MESSAGES } from '../dynamics/messages';
import { ANNA, caller, ELENA, IVAN, jpeg, storedFiles, type Caller } from '../dynamics/testing';
import { CONTEST_MESSAGES as M } from './messages';

let ctx: TestContext;
let anna: Caller;
let ivan: Caller;
let elena: Caller;
beforeAll(async () => {
  ctx = await setup();
  [anna, ivan, elena] = await Promise.all([ANNA, IVAN, ELENA].map((e) => caller(ctx.app, e)));
}, 120_000);
afterAll(() => ctx.close());

interface ContestReport {
  id: number;
  type: 'before' | 'after';
  status: string;
  message: string;
  weight: number;
  photo_front: { path: string } | null;
}
interface Contest {
  id: number;
  name: string;
  photo: string;
  prizes: string;
  rules_of_participation: string;
  nomination: string;
  report_before: ContestReport | null;
  report_after: ContestReport | null;
  has_warn_message: boolean;
}

const contestOf = async (who: Caller) => {
  const res = await who.get('/api/contest/');
  expect(res.statusCode).toBe(200);
  return res.json().result.contest as Contest | null;
};

const fullReport = async (type: string) => ({
  type,
  weight: '67.5',
  chest_girth: '95.5',
  waist_girth: '78',
  hip_girth: '103.0',
  photo_side: await jpeg(),
  photo_front: await jpeg(),
  photo_back: await jpeg(),
});

describe('GET /api/contest/', () => {
  it('gives Анна her marathon: rules and prizes in HTML, her nomination, the approved before report', async () => {
    const contest = (await contestOf(anna)) as Contest;
    expect(contest.name).toBe('Марафон «До и после»: весенний сезон');
    expect(contest.nomination).toBe('Лучшая трансформация — женщины');
    expect(contest.rules_of_participation).toContain('<h3>');
    expect(contest.prizes).toContain('<li>');
    expect(contest.photo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(contest.report_before).toMatchObject({ type: 'before', status: 'approve' });
    expect(contest.report_before?.message).toMatch(/принят/);
    expect(contest.report_after).toBeNull();
    expect(contest.has_warn_message).toBe(true);
    // the same answer without the trailing slash
    expect((await anna.get('/api/contest')).json().result.contest.id).toBe(contest.id);
  });

  it('names the nomination by gender and is null without a running participation', async () => {
    expect((await contestOf(ivan))?.nomination).toBe('Лучшая трансформация — мужчины');
    expect((await contestOf(elena))?.name).toBe('Преображение: 30 дней к лучшей версии себя');
    // the course ends after its 30 days: so does the contest
    await elena.shiftClock(40 * 86_400_000);
    try {
      expect(await contestOf(elena)).toBeNull();
    } finally {
      await elena.shiftClock(0);
    }
  });
});

describe('POST /api/contest/report', () => {
  it('needs three photos and every figure within 30..200, in the spec words', async () => {
    const full = await fullReport('before');
    const cases: [Record<string, unknown>, string][] = [
      [{ ...full, photo_back: undefined }, R.photosRequired],
      [{ ...full, weight: '' }, R.fieldEmpty],
      [{ ...full, weight: '25' }, R.bounds.weight],
      [{ ...full, chest_girth: '250' }, R.bounds.chest_girth],
      [{ ...full, waist_girth: '29.9' }, R.bounds.waist_girth],
      [{ ...full, hip_girth: '' }, R.fieldEmpty],
      [{ ...full, type: 'middle' }, M.badType],
    ];
    const before = storedFiles(ctx.app.config.uploadsDir);
    for (const [fields, text] of cases) {
      const parts = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      const res = await elena.post('/api/contest/report', parts as never);
      expect([res.statusCode, res.json().error?.message]).toEqual([400, text]);
    }
    expect(storedFiles(ctx.app.config.uploadsDir)).toEqual(before);
  });

  it('opens the after report only once the before one is approved', async () => {
    const early = await elena.post('/api/contest/report', await fullReport('after'));
    expect(early.json().error.message).toBe(M.afterLocked);

    const sent = await elena.post(
      '/api/contest/report',
      await fullReport('before'),
      'contest-before-1',
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json().result.message).toBe('Отчет успешно отправлен');
    expect(sent.json().result.report).toMatchObject({
      type: 'before',
      status: 'not_viewed',
      weight: 67.5,
      hip_girth: 103,
    });
    // a retry of the same send answers with the same report, not "already sent"
    const retry = await elena.post(
      '/api/contest/report',
      await fullReport('before'),
      'contest-before-1',
    );
    expect(retry.json().result.report.id).toBe(sent.json().result.report.id);
    const twice = await elena.post(
      '/api/contest/report',
      await fullReport('before'),
      'contest-before-2',
    );
    expect(twice.json().error.message).toBe(M.beforeSent);

    let contest = (await contestOf(elena)) as Contest;
    expect(contest.report_before?.status).toBe('not_viewed');
    expect(
      (await elena.post('/api/contest/report', await fullReport('after'))).json().error.message,
    ).toBe(M.afterLocked);
    // the club rejects it: still closed
    await elena.post('/api/testers/reject_contest_reports');
    expect(
      (await elena.post('/api/contest/report', await fullReport('after'))).json().error.message,
    ).toBe(M.afterLocked);
    await elena.post('/api/testers/approve_contest_reports');
    const after = await elena.post('/api/contest/report', await fullReport('after'));
    expect(after.json().result.report).toMatchObject({ type: 'after', status: 'not_viewed' });
    contest = (await contestOf(elena)) as Contest;
    expect(contest.report_before?.status).toBe('approve');
    expect(contest.report_after?.type).toBe('after');
    expect(contest.has_warn_message).toBe(false);
    expect(
      (await elena.post('/api/contest/report', await fullReport('after'))).json().error.message,
    ).toBe(M.afterSent);
  });

  it('lists contest reports among the dynamics reports, closed to the member', async () => {
    const reports = (await elena.get('/api/dynamics/list')).json().result.reports as {
      id: number;
      contest: boolean;
      type: string;
    }[];
    const contestReports = reports.filter((r) => r.contest);
    expect(contestReports.map((r) => r.type).sort()).toEqual(['after', 'before']);
    for (const r of contestReports) {
      const update = await elena.post(`/api/dynamics/update/${r.id}`, { weight: '60' });
      expect([update.statusCode, update.json().error.message]).toEqual([
        403,
        DYNAMICS_MESSAGES.contestLocked,
      ]);
      expect((await elena.del(`/api/dynamics/delete/${r.id}`)).statusCode).toBe(403);
    }
  });
});

describe('POST /api/contest/refuse', () => {
  it('is final and lifts the contest restrictions (freeze, place change)', async () => {
    const [pack] = await ctx.app.db
      .select()
      .from(userPacks)
      .where(and(eq(userPacks.userId, ivan.id), eq(userPacks.contest, true)));
    const frostInfo = async () =>
      (await ivan.get(`/api/main/profile/frost/${pack.id}`)).json().result.frost;
    expect((await frostInfo()).can_frost).toBe(false);
    expect((await frostInfo()).message).toMatch(/конкурс/);
    const weeks = async () => (await ivan.get(`/api/courses/weeks/${pack.id}`)).json().result;
    expect((await weeks()).place.can_change).toBe(false);

    const res = await ivan.post('/api/contest/refuse');
    expect(res.json()).toEqual({ result: { message: M.refused }, error: null });
    expect(await contestOf(ivan)).toBeNull();
    expect((await frostInfo()).can_frost).toBe(true);
    expect((await weeks()).place.can_change).toBe(true);
    // no way back, and no contest report without a contest
    expect((await ivan.post('/api/contest/refuse')).json().error.message).toBe(M.notTakingPart);
    const report = await ivan.post('/api/contest/report', await fullReport('before'));
    expect(report.json().error.message).toBe(M.notTakingPart);
    // the other members are untouched
    expect(await contestOf(anna)).not.toBeNull();
  });

  it('lets the member change the diet type again (her plan is the contest course)', async () => {
    const typeEditable = async () =>
      (await elena.get('/api/v2/dieta/info')).json().result.dieta.type_editable;
    expect(await typeEditable()).toBe(false);
    await elena.post('/api/contest/refuse');
    expect(await typeEditable()).toBe(true);
  });
});
