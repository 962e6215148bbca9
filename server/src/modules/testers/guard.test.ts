import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { chatMessages, dynamicsReports, notifications, userPacks, users } from '../../db/schema';
import { ADMIN_ACCOUNT } from '../../db/seeds/accounts';
import { loginAs, setup, testConfig, type TestContext } from '../../test/helpers';
import { listening, rawRequest } from '../../test/raw-http';

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
  // staff e-mails are compared without case; a member's address on the list opens nothing
  production = await onProduction([ADMIN_ACCOUNT.email.toUpperCase(), 'demo@club.local']);
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
    const token = await loginAs(production, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
    expect((await call(production, token, TESTER_CALLS[0])).statusCode).toBe(200);
    expect((await call(production, token, TESTER_CALLS[6])).statusCode).toBe(200);
  });

  it('on the production host, a member’s e-mail on the staff list gets 403: TESTER_EMAILS are staff (issue 42)', async () => {
    const token = await loginAs(production, 'demo@club.local');
    for (const c of [TESTER_CALLS[0], TESTER_CALLS[6], ['GET', '/api/testers/mail'] as const]) {
      const res = await call(production, token, [...c] as (typeof TESTER_CALLS)[0]);
      expect([c[1], res.statusCode]).toEqual([c[1], 403]);
      expect(res.json().error.message).toBe(
        'Консоль тестировщика на рабочем сайте доступна только сотрудникам клуба',
      );
    }
  });

  it('on the production host with no staff list, nobody passes', async () => {
    const token = await loginAs(productionNoStaff, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
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

const hex = (c: string, upper: boolean) => {
  const h = c.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? h.toUpperCase() : h}`;
};
const encodeAll = (segment: string, upper: boolean) =>
  [...segment].map((c) => hex(c, upper)).join('');

/**
 * A path written in the forms a router or a proxy may read as the same route: percent-encoded
 * letters (upper- and lower-case hex), doubled slashes, dot segments (plain and encoded), a
 * trailing slash, `;` parameters, a query, a fragment, an encoded slash, a backslash, capitals.
 * `encoded` are the forms the router matches to the route itself.
 */
function pathForms(path: string): { form: string; encoded: boolean }[] {
  const [, api, testers, ...rest] = path.split('/');
  const tail = rest.join('/');
  const last = rest[rest.length - 1] ?? '';
  const head = rest.slice(0, -1);
  const encoded = [
    `/${api}/%74${testers.slice(1)}/${tail}`,
    `/%61${api.slice(1)}/${testers}/${tail}`,
    `/${api}/${hex(testers[0], false)}${testers.slice(1)}/${tail}`,
    `/${[api, testers, ...rest].map((s) => encodeAll(s, true)).join('/')}`,
    `/${[api, testers, ...rest].map((s) => encodeAll(s, false)).join('/')}`,
    `/${api}/${testers}/${[...head, `${hex(last[0], true)}${last.slice(1)}`].join('/')}`,
    `/${api}/${testers}/${tail.replace(/_/g, '%5f')}`,
    `/${api}/${testers}/${tail.replace(/_/g, '%5F')}`,
    `${path}?now=1900000000`,
    `/${api}/%74${testers.slice(1)}/${tail}?x=1&x=2`,
    `${path}#fragment`,
  ];
  const other = [
    `/${api}//${testers}//${tail}`,
    `//${api}/${testers}/${tail}`,
    `/${api}/./${testers}/${tail}`,
    `/${api}/x/../${testers}/${tail}`,
    `/${api}/%2e/${testers}/${tail}`,
    `/${api}/x/%2E%2E/${testers}/${tail}`,
    `/${api}/${testers}/./${tail}`,
    `${path}/`,
    `${path}/.`,
    `${path};x=1`,
    `/${api};x=1/${testers}/${tail}`,
    `/${api}%2F${testers}/${tail}`,
    `/${api}%2f${testers}%2f${tail}`,
    `/${api}\\${testers}\\${tail}`,
    `/${api.toUpperCase()}/${testers.toUpperCase()}/${tail}`,
    `/${api}/%54${testers.slice(1)}/${tail}`,
    `${path}%00`,
    `${path}%20`,
  ];
  return [
    ...encoded.map((form) => ({ form, encoded: true })),
    ...other.map((form) => ({ form, encoded: false })),
  ];
}

describe('the tester guard acts on the matched route, whatever the path form', () => {
  let port: number;
  beforeAll(async () => {
    port = await listening(production);
  });

  /** What a tester call could change of the member, read straight from the database. */
  const memberState = async (userId: number) => {
    const db = ctx.app.db;
    return JSON.stringify([
      await db.select().from(users).where(eq(users.id, userId)),
      await db
        .select()
        .from(userPacks)
        .where(eq(userPacks.userId, userId))
        .orderBy(asc(userPacks.id)),
      await db
        .select()
        .from(dynamicsReports)
        .where(eq(dynamicsReports.userId, userId))
        .orderBy(asc(dynamicsReports.id)),
      await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.userId, userId))
        .orderBy(asc(chatMessages.id)),
      await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(asc(notifications.id)),
    ]);
  };

  it('answers 403 to a member not on the staff list on every tester route in every form, and nothing changes', async () => {
    const [member] = await ctx.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'demo2@club.local'));
    const packs = await ctx.app.db
      .select({ id: userPacks.id })
      .from(userPacks)
      .where(eq(userPacks.userId, member.id));
    const token = await loginAs(production, 'demo2@club.local');
    // every tester route the app registers (the domains' ones too), never a list kept by hand
    const routes = production.routeCatalog.filter(
      (r) => r.url.startsWith('/api/testers/') && r.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThanOrEqual(13);
    const before = await memberState(member.id);
    const form = 'now=1900000000&message=x&channel=coach';
    const seen: string[] = [];
    for (const route of routes) {
      const path = route.url.replace(/:\w+/g, String(packs[0].id));
      for (const { form: url, encoded } of pathForms(path)) {
        const post = route.method !== 'GET';
        const send = (headers: Record<string, string>) =>
          rawRequest(
            port,
            route.method,
            url,
            post ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
            post ? form : undefined,
          );
        // without a token, a form the router matches to the route meets the auth guard (401);
        // one it matches to no route is not found (404)
        const anonymous = await send({});
        const routed = anonymous.status === 401;
        expect([url, anonymous.status]).toEqual([url, routed ? 401 : 404]);
        if (encoded) expect([url, routed]).toEqual([url, true]);
        const res = await send({ 'x-auth-token': token });
        seen.push(`${res.status}`);
        expect([url, res.status, res.json?.error?.message]).toEqual(
          routed
            ? [url, 403, 'Консоль тестировщика на рабочем сайте доступна только сотрудникам клуба']
            : [url, 404, 'Не найдено'],
        );
      }
    }
    expect(seen.filter((s) => s === '403').length).toBeGreaterThanOrEqual(routes.length * 11);
    expect(await memberState(member.id)).toBe(before);
  });

  it('a staff member reaches the same route in an encoded form', async () => {
    const token = await loginAs(production, ADMIN_ACCOUNT.email, ADMIN_ACCOUNT.password);
    const res = await rawRequest(port, 'GET', '/api/%74esters/user_pack', {
      'x-auth-token': token,
    });
    expect(res.status).toBe(200);
  });

  it('an unknown path the router reads as under /api is answered as the API, not as a page', async () => {
    for (const url of ['/%61pi/no_such_call', '/api/%74esters/no_such_call', '/api/nothing'])
      for (const accept of ['text/html', 'application/json']) {
        const res = await production.inject({ url, headers: { accept } });
        expect([url, res.statusCode, res.json().error.message]).toEqual([url, 404, 'Не найдено']);
      }
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
