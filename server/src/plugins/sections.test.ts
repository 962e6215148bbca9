// Issue 27, item 3: a section the member's not_active_options switch off is refused by the server
// too (403, Russian), reads and writes, with the shell's guard groups; the tester calls still work.
import { eq } from 'drizzle-orm';
import { paths } from '@club/shared/contract';
import { chatMessages, dynamicsReports, users } from '../db/schema';
import { jpeg } from '../modules/dynamics/testing';
import { loginAs, setup, type TestContext } from '../test/helpers';
import { multipartParts } from '../test/multipart';
import { SECTION_MESSAGES, type SectionCode } from './sections';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
}, 120_000);
afterAll(() => ctx.close());

const idOf = async (email: string) => {
  const [row] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
};
const setSwitchedOff = (userId: number, codes: string[]) =>
  ctx.app.db.update(users).set({ notActiveOptions: codes }).where(eq(users.id, userId));

const call = (
  token: string,
  method: string,
  url: string,
  body?: { payload: string | Buffer; headers: Record<string, string> },
) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    headers: { 'x-auth-token': token, ...body?.headers },
    payload: body?.payload,
  });
const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** The shell's guard groups (shell/src/routes/table.ts) by the API paths of their sections. */
const SECTION_OF_PATH: [RegExp, SectionCode][] = [
  [/^\/api\/(v2\/)?dieta\//, 'DIETA'],
  [/^\/api\/dynamics\//, 'DYNAMICS'],
  [/^\/api\/articles\//, 'ARTICLES'],
  [/^\/api\/chat\//, 'CHATS'],
  [/^\/api\/contest(\/|$)/, 'CONTEST'],
];
const sectionOf = (url: string) => SECTION_OF_PATH.find(([re]) => re.test(url))?.[1];

describe('a switched-off section', () => {
  it('Иван (Dynamics and Chats off) cannot read or send chats, nor read or create dynamics reports', async () => {
    const ivan = await idOf('demo2@club.local');
    const token = await loginAs(ctx.app, 'demo2@club.local');
    const messagesBefore = await ctx.app.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.userId, ivan));
    const reportsBefore = await ctx.app.db
      .select()
      .from(dynamicsReports)
      .where(eq(dynamicsReports.userId, ivan));

    const chats = SECTION_MESSAGES.CHATS;
    const dynamics = SECTION_MESSAGES.DYNAMICS;
    const photo = await jpeg();
    for (const [method, url, body, message] of [
      ['GET', '/api/chat/', undefined, chats],
      ['GET', '/api/chat/coach/', undefined, chats],
      ['POST', '/api/chat/send', form({ channel: 'coach', message: 'Привет' }), chats],
      [
        'POST',
        '/api/chat/send',
        multipartParts([
          ['channel', 'coach'],
          ['message', 'С картинкой'],
          ['attach[]', photo],
        ]),
        chats,
      ],
      ['POST', '/api/chat/read', form({ channel: 'coach' }), chats],
      ['PATCH', '/api/chat/message/1', form({ message: 'x' }), chats],
      ['GET', '/api/dynamics/list?sort=asc&page=1', undefined, dynamics],
      [
        'POST',
        '/api/dynamics/create',
        multipartParts([
          ['weight', '80'],
          ['photo_front', photo],
        ]),
        dynamics,
      ],
      ['POST', '/api/dynamics/update/1', form({ weight: '81' }), dynamics],
      ['DELETE', '/api/dynamics/delete/1', undefined, dynamics],
    ] as const) {
      const res = await call(token, method, url, body);
      expect([method, url, res.statusCode, res.json().error?.message]).toEqual([
        method,
        url,
        403,
        message,
      ]);
    }
    // nothing was stored
    expect(
      await ctx.app.db.select().from(chatMessages).where(eq(chatMessages.userId, ivan)),
    ).toEqual(messagesBefore);
    expect(
      await ctx.app.db.select().from(dynamicsReports).where(eq(dynamicsReports.userId, ivan)),
    ).toEqual(reportsBefore);
    // his other sections work as always
    for (const url of [
      '/api/contest/',
      '/api/articles/categories',
      '/api/v2/dieta/info',
      '/api/cabinet/init',
    ])
      expect([url, (await call(token, 'GET', url)).statusCode]).toEqual([url, 200]);
  });

  it('every call of every section is refused while it is switched off, and only those', async () => {
    const elena = await idOf('demo5@club.local');
    const token = await loginAs(ctx.app, 'demo5@club.local');
    await setSwitchedOff(elena, ['DIETA', 'DYNAMICS', 'ARTICLES', 'CHATS', 'CONTEST']);
    try {
      // every route the app registers, never a list kept by hand (but the sign-out: it would
      // end the session the walk goes on with)
      const routes = ctx.app.routeCatalog.filter(
        (r) =>
          r.method !== 'HEAD' &&
          !r.public &&
          !r.stream &&
          r.url.startsWith('/api/') &&
          r.url !== paths.logout,
      );
      const refused = new Map<SectionCode, number>();
      for (const route of routes) {
        const url = route.url.replace(/:\w+/g, '1').replace(/\*$/, 'x');
        const res = await call(token, route.method, url);
        const expected = sectionOf(route.url);
        const message = (res.json() as { error?: { message?: string } }).error?.message;
        if (expected) {
          expect([route.method, route.url, res.statusCode, message]).toEqual([
            route.method,
            route.url,
            403,
            SECTION_MESSAGES[expected],
          ]);
          refused.set(expected, (refused.get(expected) ?? 0) + 1);
        } else {
          expect([route.method, route.url, Object.values(SECTION_MESSAGES)]).toEqual([
            route.method,
            route.url,
            expect.not.arrayContaining([message]),
          ]);
        }
      }
      // each group has its calls (the shell's five)
      expect([...refused.keys()].sort()).toEqual([
        'ARTICLES',
        'CHATS',
        'CONTEST',
        'DIETA',
        'DYNAMICS',
      ]);
    } finally {
      await setSwitchedOff(elena, []);
    }
  });

  it('switched back on, the calls work at once', async () => {
    const anna = await idOf('demo@club.local');
    const token = await loginAs(ctx.app, 'demo@club.local');
    expect((await call(token, 'GET', '/api/chat/')).statusCode).toBe(200);
    await setSwitchedOff(anna, ['CHATS']);
    // the member's cached switches are dropped by the users row's trigger (NOTIFY)
    const statusWithin = async (want: number) => {
      for (let i = 0; i < 50; i += 1) {
        const status = (await call(token, 'GET', '/api/chat/')).statusCode;
        if (status === want) return status;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return (await call(token, 'GET', '/api/chat/')).statusCode;
    };
    expect(await statusWithin(403)).toBe(403);
    await setSwitchedOff(anna, []);
    expect(await statusWithin(200)).toBe(200);
  });

  it('the tester calls still work for a member with the sections switched off', async () => {
    const token = await loginAs(ctx.app, 'demo2@club.local');
    const ivan = await idOf('demo2@club.local');
    await setSwitchedOff(ivan, ['DYNAMICS', 'CHATS', 'CONTEST']);
    try {
      const sent = await call(
        token,
        'POST',
        '/api/testers/send_admin_message',
        form({ channel: 'coach', message: 'Сообщение тестировщика' }),
      );
      expect(sent.statusCode).toBe(200);
      expect((await call(token, 'GET', '/api/testers/chats')).statusCode).toBe(200);
      expect((await call(token, 'POST', '/api/testers/clear_contest_reports')).statusCode).toBe(
        200,
      );
    } finally {
      await setSwitchedOff(ivan, ['DYNAMICS', 'CHATS']);
    }
  });
});
