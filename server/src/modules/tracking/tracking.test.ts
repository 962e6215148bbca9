import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { TRACKING_BODY_LIMIT } from '@club/shared/contract';
import { events, users } from '../../db/schema';
import { createTestDb, type TestDb } from '../../test/helpers';
import { login } from '../auth/service';
import { createClock } from '../../lib/clock';
import { buildTrackingApp } from './app';
import { EVENT_TIME_MESSAGE } from './service';

let testDb: TestDb;
let app: FastifyInstance;
let token: string;
let annaId: number;
beforeAll(async () => {
  testDb = await createTestDb();
  const db = testDb.database.db;
  app = await buildTrackingApp(db, {}, { rateMax: 40 });
  await app.ready();
  const session = await login(
    { db, clock: createClock(db), log: app.log },
    'demo@club.local',
    'demo12345',
  );
  token = session!.token;
  annaId = session!.userId;
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const nowS = () => Math.floor(Date.now() / 1000);
const event = (name: string, extra: Record<string, unknown> = {}) => ({
  event_time: nowS(),
  project_id: 'club-web',
  event_name: name,
  user_id: 'demo@club.local',
  payload: { session_id: 'sess-1', path: '/' },
  ...extra,
});
const rows = () => testDb.database.db.select().from(events);

describe('tracking service', () => {
  it('stores app_opened (JSON) for the member of the token, with open CORS', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/event',
      headers: { origin: 'http://localhost:3000', 'x-auth-token': token },
      payload: event('app_opened'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().error).toBeNull();
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/event',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-auth-token',
      },
    });
    expect(pre.statusCode).toBe(204);
    expect(String(pre.headers['access-control-allow-headers'])).toMatch(/x-auth-token/i);
    const [row] = await rows();
    expect(row).toMatchObject({ userId: 'demo@club.local', memberId: annaId });
  });

  it('accepts a sendBeacon text/plain body holding JSON, with the token in the body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/event',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(event('app_closed', { auth_token: token })),
    });
    expect(res.statusCode).toBe(200);
    const all = await rows();
    expect(all.map((r) => r.eventName).sort()).toEqual(['app_closed', 'app_opened']);
    const closed = all.find((r) => r.eventName === 'app_closed')!;
    expect(closed).toMatchObject({ userId: 'demo@club.local', memberId: annaId });
    expect(closed.payload).toEqual({ session_id: 'sess-1', path: '/' });
    expect(JSON.stringify(closed)).not.toContain(token);
  });

  it('never trusts a claimed user_id: without a valid token the event is anonymous', async () => {
    await testDb.database.db.delete(events);
    for (const headers of [{}, { 'x-auth-token': 'forged-token' }]) {
      const res = await app.inject({
        method: 'POST',
        url: '/event',
        headers,
        payload: event('activation', { user_id: 'demo2@club.local' }),
      });
      expect(res.statusCode).toBe(200);
    }
    const stored = await rows();
    expect(stored).toHaveLength(2);
    for (const r of stored) expect(r).toMatchObject({ userId: '', memberId: null });
    const [ivan] = await testDb.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'demo2@club.local'));
    expect(stored.some((r) => r.memberId === ivan.id)).toBe(false);
  });

  it('rejects bad bodies with a 400 envelope and stores nothing', async () => {
    await testDb.database.db.delete(events);
    const bad = [
      { headers: { 'content-type': 'text/plain' }, payload: 'not json' },
      { headers: { 'content-type': 'application/json' }, payload: '{' },
      { payload: { ...event('x'), event_name: '' } },
      { payload: { ...event('x'), event_name: 'Bad Name!' } },
      { payload: { ...event('x'), payload: undefined } },
      { payload: { ...event('x'), event_time: 'yesterday' } },
      { payload: { ...event('x'), event_time: 1e308 } },
      { payload: { ...event('x'), event_time: nowS() - 3 * 86400 } },
      { payload: { ...event('x'), event_time: nowS() + 3 * 86400 } },
      { payload: { ...event('x'), payload: { session_id: { a: 1 } } } },
      { payload: { ...event('x'), payload: { session_id: 's', nested: { deep: 1 } } } },
      { payload: { ...event('x'), payload: { session_id: 's', text: 'x'.repeat(300) } } },
      { payload: { ...event('x'), payload: { session_id: 's', nul: 'a\u0000b' } } },
      {
        payload: {
          ...event('x'),
          payload: Object.fromEntries(
            Array.from({ length: 30 }, (_, i) => [`k${i}`, i]).concat([['session_id', 's']]),
          ),
        },
      },
    ];
    for (const b of bad) {
      const res = await app.inject({ method: 'POST', url: '/event', ...(b as object) });
      expect(res.statusCode).toBe(400);
      expect(res.json().result).toBeNull();
      expect(res.json().error.message).toMatch(/[А-Яа-я]/);
    }
    const skewed = await app.inject({
      method: 'POST',
      url: '/event',
      payload: event('x', { event_time: 1760000000 }),
    });
    expect(skewed.json().error.message).toBe(EVENT_TIME_MESSAGE);
    expect(await rows()).toHaveLength(0);
    const nf = await app.inject({ method: 'GET', url: '/nope' });
    expect(nf.statusCode).toBe(404);
  });

  it('bounds the body size (60 KB events are refused)', async () => {
    const big = event('app_opened', { user_id: 'x'.repeat(60 * 1024) });
    expect(JSON.stringify(big).length).toBeGreaterThan(TRACKING_BODY_LIMIT);
    const res = await app.inject({ method: 'POST', url: '/event', payload: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toMatch(/[А-Яа-я]/);
  });

  it('rate-limits each address (counted in the database)', async () => {
    let limited = 0;
    for (let i = 0; i < 45; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/event',
        remoteAddress: '10.9.9.9',
        payload: event('app_opened'),
      });
      if (res.statusCode === 429) {
        limited++;
        expect(res.json().error.message).toBe('Слишком много запросов. Попробуй позже.');
        // every 429 says when to try again (within the minute's window)
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
    }
    expect(limited).toBe(5);
    const other = await app.inject({
      method: 'POST',
      url: '/event',
      remoteAddress: '10.9.9.10',
      payload: event('app_opened'),
    });
    expect(other.statusCode).toBe(200);
  });
});
