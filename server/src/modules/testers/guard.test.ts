import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { loginAs, setup, testConfig, type TestContext } from '../../test/helpers';

// One database; three apps on it, configured as three deployments.
let ctx: TestContext;
let production: FastifyInstance;
let productionNoStaff: FastifyInstance;
beforeAll(async () => {
  ctx = await setup();
  const onProduction = (emails: string[]) =>
    buildApp({
      config: testConfig({
        uploadsDir: ctx.app.config.uploadsDir,
        productionHost: 'club.example.ru',
        testerEmails: emails,
      }),
      database: ctx.testDb.database,
    });
  // staff e-mails are compared without case
  production = await onProduction(['demo@club.local'.toUpperCase(), 'staff@club.local']);
  productionNoStaff = await onProduction([]);
  await Promise.all([production.ready(), productionNoStaff.ready()]);
}, 120_000);
afterAll(async () => {
  await production.close();
  await productionNoStaff.close();
  await ctx.close();
});

const TESTER_CALLS: [string, string, Record<string, string>?][] = [
  ['GET', '/api/testers/user_pack'],
  ['GET', '/api/testers/chats'],
  ['POST', '/api/testers/reset_user_height'],
  ['POST', '/api/testers/reset_state_purchased/1'],
  ['POST', '/api/testers/reset_limit_frost/1'],
  ['POST', '/api/testers/change_user_now', { now: '1900000000' }],
  ['POST', '/api/testers/invalidate_cache'],
  ['POST', '/api/testers/clear_contest_reports'],
  ['POST', '/api/testers/approve_contest_reports'],
  ['POST', '/api/testers/reject_contest_reports'],
  ['POST', '/api/testers/send_push', { message: 'x' }],
  ['POST', '/api/testers/send_admin_message', { message: 'x', channel: 'coach' }],
  ['POST', '/api/testers/delete_chat', { channel: 'coach' }],
];
const call = (app: FastifyInstance, token: string, [method, url, form]: (typeof TESTER_CALLS)[0]) =>
  app.inject({
    method: method as 'GET' | 'POST',
    url,
    headers: {
      'x-auth-token': token,
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
  });

describe('the tester guard', () => {
  it('on a deployment without a production host, every signed-in member passes', async () => {
    const token = await loginAs(ctx.app, 'demo2@club.local');
    const res = await call(ctx.app, token, TESTER_CALLS[0]);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.courses.length).toBeGreaterThan(0);
  });

  it('on the production host, a member not on the staff list gets 403 on every tester call, and nothing changes', async () => {
    const token = await loginAs(production, 'demo2@club.local');
    const before = (await call(ctx.app, token, TESTER_CALLS[0])).json().result.now as number;
    for (const c of TESTER_CALLS) {
      const res = await call(production, token, c);
      expect([c[1], res.statusCode]).toEqual([c[1], 403]);
      expect(res.json().error.message).toBe(
        'Консоль тестировщика на рабочем сайте доступна только сотрудникам клуба',
      );
    }
    // the clock did not move
    const after = (await call(ctx.app, token, TESTER_CALLS[0])).json().result.now as number;
    expect(Math.abs(after - before)).toBeLessThan(30);
    // the rest of the API works as always
    expect(
      (await production.inject({ url: '/api/cabinet/init', headers: { 'x-auth-token': token } }))
        .statusCode,
    ).toBe(200);
  });

  it('on the production host, a staff e-mail passes', async () => {
    const token = await loginAs(production, 'demo@club.local');
    expect((await call(production, token, TESTER_CALLS[0])).statusCode).toBe(200);
    expect((await call(production, token, TESTER_CALLS[6])).statusCode).toBe(200);
  });

  it('on the production host with no staff list, nobody passes', async () => {
    const token = await loginAs(productionNoStaff, 'demo@club.local');
    expect((await call(productionNoStaff, token, TESTER_CALLS[0])).statusCode).toBe(403);
  });

  it('never trusts the Host header: a production server guards every host named', async () => {
    const token = await loginAs(production, 'demo2@club.local');
    const res = await production.inject({
      url: '/api/testers/user_pack',
      headers: { 'x-auth-token': token, host: 'localhost' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('without a token the answer stays 401', async () => {
    expect((await production.inject({ url: '/api/testers/user_pack' })).statusCode).toBe(401);
  });
});

describe('config', () => {
  it('reads PRODUCTION_HOST and TESTER_EMAILS (comma or space separated, lower-cased)', () => {
    const config = loadConfig({
      PRODUCTION_HOST: ' club.example.ru ',
      TESTER_EMAILS: 'QA@club.ru, lead@club.ru  ops@club.ru',
    });
    expect(config.productionHost).toBe('club.example.ru');
    expect(config.testerEmails).toEqual(['qa@club.ru', 'lead@club.ru', 'ops@club.ru']);
    expect(loadConfig({})).toMatchObject({ productionHost: undefined, testerEmails: [] });
  });
});
