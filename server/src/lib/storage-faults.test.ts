// The object store down or hanging: a member's upload answers a clear Russian 503 and nothing is
// stored half-way (no report row pointing at a missing photo, no avatar URL to a missing file).
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { dynamicsReports, users } from '../db/schema';
import { caller, KSENIA, jpeg } from '../modules/dynamics/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestDb, testConfig, type TestDb } from '../test/helpers';
import { TEST_S3_CREDENTIALS } from '../test/s3';
import { s3FileStorage } from './s3-storage';
import { STORAGE_MESSAGES } from './storage';

let app: FastifyInstance;
let testDb: TestDb;
let hung: net.Server;
beforeAll(async () => {
  // accepts connections and never answers: a store that is up but hangs
  hung = net.createServer(() => {});
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  const { port } = hung.address() as net.AddressInfo;
  testDb = await createTestDb();
  const storage = s3FileStorage({
    bucket: 'club-files',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: TEST_S3_CREDENTIALS,
    timeoutMs: 300,
  });
  app = await buildApp({ config: testConfig(), database: testDb.database, storage });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app.close();
  await testDb.drop();
  hung.close();
});

test('a report with a photo is refused with a Russian 503 and leaves no row', async () => {
  const member = await caller(app, KSENIA);
  const rows = () =>
    app.db.select().from(dynamicsReports).where(eq(dynamicsReports.userId, member.id));
  const before = (await rows()).length;
  const res = await member.post('/api/dynamics/create', {
    weight: '80',
    photo_front: await jpeg(),
  });
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ result: null, error: { message: STORAGE_MESSAGES.unavailable } });
  expect(await rows()).toHaveLength(before);
});

test('an avatar is refused the same way and the old one stays', async () => {
  const member = await caller(app, KSENIA);
  const [before] = await app.db.select().from(users).where(eq(users.id, member.id));
  const res = await member.post('/api/cabinet/profile/avatar', { avatar: await jpeg() });
  expect(res.statusCode).toBe(503);
  expect(res.json().error.message).toBe(STORAGE_MESSAGES.unavailable);
  const [after] = await app.db.select().from(users).where(eq(users.id, member.id));
  expect(after.avatar).toBe(before.avatar);
});
