import type { FastifyInstance } from 'fastify';
import { events } from '../../db/schema';
import { createTestDb, type TestDb } from '../../test/helpers';
import { buildTrackingApp } from './app';

let testDb: TestDb;
let app: FastifyInstance;
beforeAll(async () => {
  testDb = await createTestDb();
  app = await buildTrackingApp(testDb.database.db);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const event = (name: string) => ({
  event_time: 1760000000,
  project_id: 'club',
  event_name: name,
  user_id: 'demo@club.local',
  payload: { session_id: 'sess-1', path: '/' },
});

describe('tracking service', () => {
  it('stores app_opened (JSON) with open CORS', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/event',
      headers: { origin: 'http://localhost:3000' },
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
        'access-control-request-headers': 'content-type',
      },
    });
    expect(pre.statusCode).toBe(204);
  });

  it('accepts a sendBeacon text/plain body holding JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/event',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(event('app_closed')),
    });
    expect(res.statusCode).toBe(200);
    const rows = await testDb.database.db.select().from(events);
    expect(rows.map((r) => r.eventName).sort()).toEqual(['app_closed', 'app_opened']);
    expect(rows[0].payload).toMatchObject({ session_id: 'sess-1' });
  });

  it('rejects bad bodies with a 400 envelope and stores nothing', async () => {
    const bad = [
      { headers: { 'content-type': 'text/plain' }, payload: 'not json' },
      { headers: { 'content-type': 'application/json' }, payload: '{' },
      { payload: { ...event('x'), event_name: '' } },
      { payload: { ...event('x'), payload: undefined } },
      { payload: { ...event('x'), event_time: 'yesterday' } },
      { payload: { ...event('x'), payload: { session_id: { a: 1 } } } },
    ];
    for (const b of bad) {
      const res = await app.inject({ method: 'POST', url: '/event', ...(b as object) });
      expect(res.statusCode).toBe(400);
      expect(res.json().result).toBeNull();
      expect(res.json().error.message).toMatch(/[А-Яа-я]/);
    }
    expect(await testDb.database.db.select().from(events)).toHaveLength(2);
    const nf = await app.inject({ method: 'GET', url: '/nope' });
    expect(nf.statusCode).toBe(404);
  });
});
