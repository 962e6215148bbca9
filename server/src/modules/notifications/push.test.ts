// The FCM adapter (lib/fcm.ts) against a local fake of Google's token endpoint and the FCM HTTP v1
// API (nothing external is reachable here): the signed assertion, the message each registered
// device gets for a tester push and a staff message, forgotten stale tokens, and no push at all
// without credentials.
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { pushTokens, users } from '../../db/schema';
import type { FcmAccount } from '../../lib/fcm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loginAs, setup, testConfig, type TestContext } from '../../test/helpers';
import { caller } from '../chats/testing';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

interface Received {
  path: string;
  auth: string | undefined;
  body: string;
}

/** The fake: /token answers an access token for a valid assertion, /v1/... records messages. */
function fakeGoogle(staleToken: string) {
  const received: Received[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer((req, res) => {
    void read(req).then((body) => {
      received.push({ path: req.url ?? '', auth: req.headers.authorization, body });
      if (req.url === '/token') {
        const assertion = new URLSearchParams(body).get('assertion') ?? '';
        const [header, claims, signature] = assertion.split('.');
        const valid = createVerify('RSA-SHA256')
          .update(`${header}.${claims}`)
          .verify(publicKey, Buffer.from(signature ?? '', 'base64url'));
        res.writeHead(valid ? 200 : 401, { 'content-type': 'application/json' });
        res.end(JSON.stringify(valid ? { access_token: 'fake-access', expires_in: 3600 } : {}));
        return;
      }
      const message = (JSON.parse(body) as { message: { token: string } }).message;
      if (message.token === staleToken) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] },
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ name: 'projects/club-test/messages/1' }));
    });
  });
  return { server, received };
}

let fake: ReturnType<typeof fakeGoogle>;
let base: string;
let ctx: TestContext;
let bare: FastifyInstance;
let annaId: number;

beforeAll(async () => {
  fake = fakeGoogle('stale-device');
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  const account: FcmAccount = {
    project_id: 'club-test',
    client_email: 'push@club-test.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: `${base}/token`,
  };
  ctx = await setup({ fcmAccount: account, fcmApiUrl: base });
  // the same database served without credentials
  bare = await buildApp({ config: testConfig(), database: ctx.testDb.database });
  await bare.ready();
  [{ id: annaId }] = await ctx.app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'demo@club.local'));
}, 180_000);
afterAll(async () => {
  await bare?.close();
  await ctx?.close();
  await new Promise((resolve) => fake?.server.close(resolve));
});

const messages = () =>
  fake.received
    .filter((r) => r.path.startsWith('/v1/'))
    .map((r) => ({
      path: r.path,
      auth: r.auth,
      ...(JSON.parse(r.body) as { message: Record<string, unknown> }),
    }));

describe('pushes through FCM HTTP v1', () => {
  it('sends a tester push to every registered device and forgets a token FCM no longer knows', async () => {
    const anna = caller(ctx.app, await loginAs(ctx.app, 'demo@club.local'));
    for (const token of ['phone-device', 'stale-device']) {
      const res = await anna.post('/api/cabinet/push_token', { firebase_token: token });
      expect(res.statusCode).toBe(200);
    }
    const res = await anna.form('POST', '/api/testers/send_push', {
      message: 'Новая тренировка уже ждет',
    });
    expect(res.statusCode).toBe(200);

    const sent = messages();
    expect(sent.map((m) => (m.message as { token: string }).token).sort()).toEqual([
      'phone-device',
      'stale-device',
    ]);
    expect(sent[0].path).toBe('/v1/projects/club-test/messages:send');
    expect(sent[0].auth).toBe('Bearer fake-access');
    expect(sent[0].message).toMatchObject({
      notification: { title: 'Клуб', body: 'Новая тренировка уже ждет' },
      webpush: { notification: { icon: '/icons/icon-192.png' } },
    });
    const left = await ctx.app.db
      .select({ token: pushTokens.token })
      .from(pushTokens)
      .where(eq(pushTokens.userId, annaId));
    expect(left.map((r) => r.token)).toEqual(['phone-device']);
    // the notification itself is stored as always
    const list = await anna.get('/api/cabinet/profile/notifications');
    expect(JSON.stringify(list.json())).toContain('Новая тренировка уже ждет');
  });

  it('pushes a staff message with the staff member as title and the chat as link', async () => {
    const anna = caller(ctx.app, await loginAs(ctx.app, 'demo@club.local'));
    fake.received.length = 0;
    const res = await anna.form('POST', '/api/testers/send_admin_message', {
      channel: 'coach',
      message: 'Как прошла тренировка?',
    });
    expect(res.statusCode).toBe(200);
    const [sent] = messages();
    expect(sent.message).toMatchObject({
      token: 'phone-device',
      notification: { body: 'Как прошла тренировка?' },
      data: { fullLink: '/chat/coach' },
    });
    // one access token for the whole run: the token endpoint is not asked again
    expect(fake.received.some((r) => r.path === '/token')).toBe(false);
  });

  it('pushes an approved contest report, leading to the contest', async () => {
    const anna = caller(ctx.app, await loginAs(ctx.app, 'demo@club.local'));
    // her seeded before report is approved already: a decision is news only when it changes it
    expect((await anna.post('/api/testers/reject_contest_reports')).statusCode).toBe(200);
    fake.received.length = 0;
    const res = await anna.post('/api/testers/approve_contest_reports');
    expect(res.statusCode).toBe(200);
    const sent = messages();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent[0].message).toMatchObject({
      token: 'phone-device',
      notification: { title: 'Конкурс «До и после»' },
      data: { link: 'CONTEST' },
    });
  });

  it('without credentials only stores the notification', async () => {
    const anna = caller(bare, await loginAs(bare, 'demo@club.local'));
    await anna.post('/api/cabinet/push_token', { firebase_token: 'phone-device' });
    fake.received.length = 0;
    const res = await anna.form('POST', '/api/testers/send_push', { message: 'Только в списке' });
    expect(res.statusCode).toBe(200);
    expect(fake.received).toHaveLength(0);
    const list = await anna.get('/api/cabinet/profile/notifications');
    expect(JSON.stringify(list.json())).toContain('Только в списке');
  });
});
