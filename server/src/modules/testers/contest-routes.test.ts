import { and, eq } from 'drizzle-orm';
import { dynamicsReports } from '../../db/schema';
import { setup, type TestContext } from '../../test/helpers';
import { ANNA, caller, ELENA, jpeg, storedFiles, type Caller } from '../dynamics/testing';

let ctx: TestContext;
let anna: Caller;
let elena: Caller;
beforeAll(async () => {
  ctx = await setup();
  [anna, elena] = await Promise.all([ANNA, ELENA].map((e) => caller(ctx.app, e)));
  // Елена sends her before report (Анна's is seeded, approved)
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
}, 120_000);
afterAll(() => ctx.close());

const before = async (who: Caller) =>
  (await who.get('/api/contest/')).json().result.contest.report_before as {
    id: number;
    status: string;
    message: string;
  } | null;

const call = (who: Caller, action: string) => who.post(`/api/testers/${action}_contest_reports`);

describe('tester contest calls', () => {
  it('reject and approve the calling member reports, with the alert text of the status', async () => {
    const annaBefore = await before(anna);
    expect((await before(elena))?.status).toBe('not_viewed');

    const rejected = await call(elena, 'reject');
    expect(rejected.json()).toEqual({ result: { message: 'Success' }, error: null });
    expect(await before(elena)).toMatchObject({
      status: 'reject',
      message: expect.stringMatching(/отклонён/),
    });

    await call(elena, 'approve');
    expect(await before(elena)).toMatchObject({
      status: 'approve',
      message: expect.stringMatching(/принят/),
    });
    // approving opens the after report
    const after = await elena.post('/api/contest/report', { type: 'after' });
    expect(after.json().error.message).toBe('Необходимо загрузить 3 фотографии');

    // someone else's reports never move
    expect(await before(anna)).toEqual(annaBefore);
  });

  it('clear deletes the calling member contest reports and their photos, nothing else', async () => {
    const annaBefore = await before(anna);
    const dynamicsBefore = (await elena.get('/api/dynamics/list')).json().result.reports.length;
    const cleared = await call(elena, 'clear');
    expect(cleared.json()).toEqual({ result: { message: 'Success' }, error: null });
    expect(await before(elena)).toBeNull();
    const rows = await ctx.app.db
      .select()
      .from(dynamicsReports)
      .where(and(eq(dynamicsReports.userId, elena.id), eq(dynamicsReports.kind, 'before')));
    expect(rows).toEqual([]);
    expect(
      storedFiles(ctx.app.config.uploadsDir).filter((f) => f.includes(`/${elena.id}/`)),
    ).toEqual([]);
    // her dynamics reports stay
    expect((await elena.get('/api/dynamics/list')).json().result.reports.length).toBe(
      dynamicsBefore - 1,
    );
    expect(await before(anna)).toEqual(annaBefore);
    // again: nothing to clear, still a success
    expect((await call(elena, 'clear')).statusCode).toBe(200);
  });

  it('need a token', async () => {
    for (const action of ['clear', 'approve', 'reject']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/testers/${action}_contest_reports`,
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
