// Moving an installation to a bucket: a folder written by the current release (seeded report
// photos, demo chat pictures, an uploaded avatar, a generated menu PDF) is copied into the loopback
// bucket; a second run skips everything, an interrupted one copies only what is missing; then the
// same database, served with the bucket, shows every old file.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { caller, storedFiles, ANNA, jpeg, type Caller } from '../modules/dynamics/testing';
import { setup, type TestContext } from '../test/helpers';
import { startTestS3, TEST_S3_CREDENTIALS, type TestS3 } from '../test/s3';
import { copyUploadsToBucket } from './copy-uploads';
import { s3FileStorage, type S3FileStorage } from './s3-storage';

let ctx: TestContext;
let s3: TestS3;
let bucket: S3FileStorage;
let anna: Caller;
let avatarUrl: string;
let menuUrl: string;
beforeAll(async () => {
  ctx = await setup({}, { seedPhotos: true });
  s3 = await startTestS3();
  bucket = s3FileStorage({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    credentials: TEST_S3_CREDENTIALS,
  });
  anna = await caller(ctx.app, ANNA);
  const avatar = await anna.post('/api/cabinet/profile/avatar', { avatar: await jpeg(200, 200) });
  avatarUrl = avatar.json().result.avatar;
  const menu = await anna.post('/api/dieta/download_week_receipts/1');
  menuUrl = menu.json().result.url;
}, 180_000);
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

test('copies every file once, skips what is there, resumes after an interruption', async () => {
  const root = ctx.app.config.uploadsDir;
  const files = storedFiles(root);
  expect(avatarUrl).toMatch(/^\/uploads\/avatars\//);
  expect(menuUrl).toMatch(/^\/uploads\/dieta\/.+\.pdf$/);
  expect(files.filter((f) => f.startsWith('private/dynamics/')).length).toBeGreaterThan(10);
  expect(files.some((f) => f.startsWith('private/chat/'))).toBe(true);
  // a half-written file of an interrupted local write is not copied
  writeFileSync(path.join(root, 'avatars', 'x.png.0a1b2c.partial'), 'half');

  const lines: string[] = [];
  const first = await copyUploadsToBucket({
    root,
    client: bucket.client,
    bucket: s3.bucket,
    print: (l) => lines.push(l),
  });
  expect(first.copied.sort()).toEqual(files);
  expect(first.skipped).toEqual([]);
  expect(first.ignored).toEqual(['avatars/x.png.0a1b2c.partial']);
  expect(lines).toContain(`${files.length} copied, 0 skipped, 1 ignored, 0 failed`);

  const again = await copyUploadsToBucket({ root, client: bucket.client, bucket: s3.bucket });
  expect(again.copied).toEqual([]);
  expect(again.skipped.sort()).toEqual(files);

  // an interrupted run: one file never arrived, another arrived different (e.g. cut off)
  const [lost, changed] = files;
  await bucket.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: lost }));
  await bucket.put(changed!, Buffer.from('cut'), 'image/jpeg');
  const resumed = await copyUploadsToBucket({ root, client: bucket.client, bucket: s3.bucket });
  expect(resumed.copied.sort()).toEqual([lost, changed].sort());
  expect(resumed.skipped).toHaveLength(files.length - 2);
  for (const key of files)
    expect(await bucket.read(key)).toEqual(readFileSync(path.join(root, key)));
}, 240_000);

describe('the same database served with the bucket', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      config: ctx.app.config,
      database: ctx.testDb.database,
      storage: bucket,
    });
    await app.ready();
  });
  afterAll(() => app.close());

  test('shows every old file: report photos by presigned URL, avatar and menu at their URLs', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/dynamics/list',
      headers: { 'x-auth-token': anna.token },
    });
    const reports = res.json().result.reports as { photo_front: { path: string; thumb: string } }[];
    expect(reports.length).toBeGreaterThan(10);
    const root = ctx.app.config.uploadsDir;
    for (const report of reports.slice(0, 3)) {
      const { path: url, thumb } = report.photo_front;
      expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/private/dynamics/`)).toBe(true);
      const key = decodeURIComponent(new URL(url).pathname).replace(`/${s3.bucket}/`, '');
      const served = await fetch(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(readFileSync(path.join(root, key)));
      expect((await fetch(thumb)).status).toBe(200);
    }
    for (const url of [avatarUrl, menuUrl]) {
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(
        readFileSync(path.join(root, url.replace('/uploads/', ''))),
      );
    }
    const menu = await app.inject({ method: 'GET', url: menuUrl });
    expect(menu.headers['content-type']).toBe('application/pdf');
  });
});
