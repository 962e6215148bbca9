import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setup, type TestContext } from '../test/helpers';
import { localFileStorage, storageKey, urlSigner } from './storage';

describe('file storage', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setup();
  });
  afterAll(() => ctx.close());

  test('a stored file is served at its URL and gone after removal', async () => {
    const url = await ctx.app.storage.put(
      'dieta/week-1.txt',
      Buffer.from('Неделя 1'),
      'text/plain',
    );
    expect(url).toBe('/uploads/dieta/week-1.txt');
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('Неделя 1');
    expect((await ctx.app.storage.read(url))?.toString()).toBe('Неделя 1');

    await ctx.app.storage.remove(url);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await ctx.app.storage.read(url)).toBeNull();
  });
});

test('keys cannot leave the storage folder', async () => {
  expect(storageKey('/uploads/avatars/1/a.png')).toBe('avatars/1/a.png');
  expect(storageKey('/uploads/../secret')).toBeNull();
  expect(storageKey('avatars/../../etc/passwd')).toBeNull();
  expect(storageKey('/etc/passwd')).toBeNull();
  const root = mkdtempSync(path.join(tmpdir(), 'club-storage-'));
  try {
    const storage = localFileStorage(root, urlSigner('test'));
    await expect(storage.put('../x', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    expect(await storage.read('../../etc/passwd')).toBeNull();
    // only private keys get signed URLs
    await expect(storage.signedUrl('avatars/1/a.jpg')).rejects.toThrow();
    await expect(storage.signedUrl('private/../avatars/1/a.jpg')).rejects.toThrow();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

describe('private files', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setup();
  });
  afterAll(() => ctx.close());

  const key = 'private/7/3f9a.jpg';
  beforeAll(async () => {
    await ctx.app.storage.put(key, Buffer.from('body photo'), 'image/jpeg');
  });

  test('are served only through a signed URL, with nosniff and no caching by others', async () => {
    const url = await ctx.app.storage.signedUrl(key);
    expect(url).toMatch(/^\/files\/private\/7\/3f9a\.jpg\?e=\d+&s=[\w-]+$/);
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('body photo');
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/^private/);
    // the same URL for a few minutes, so the browser's cache works
    expect(await ctx.app.storage.signedUrl(key)).toBe(url);
  });

  test('never from the public folder, by guessing, or with a forged or borrowed signature', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/files/${key}` })).statusCode).toBe(404);
    const url = await ctx.app.storage.signedUrl(key);
    const forged = url.replace(/s=[\w-]+/, 's=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const res = await ctx.app.inject({ method: 'GET', url: forged });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Ссылка на файл устарела. Обнови страницу.');
    await ctx.app.storage.put('private/8/other.jpg', Buffer.from('x'), 'image/jpeg');
    const moved = url.replace('private/7/3f9a.jpg', 'private/8/other.jpg');
    expect((await ctx.app.inject({ method: 'GET', url: moved })).statusCode).toBe(403);
  });

  test('a signed URL stops working within minutes', () => {
    const signer = urlSigner('secret', 300);
    const issued = Date.UTC(2026, 10, 23, 12, 0, 0);
    const url = new URL(signer.url(key, issued), 'http://x');
    const [e, s] = [url.searchParams.get('e') as string, url.searchParams.get('s') as string];
    expect(signer.verify(key, e, s, issued + 5 * 60_000)).toBe(true);
    expect(signer.verify(key, e, s, issued + 10 * 60_000 + 1000)).toBe(false);
    expect(urlSigner('another installation').verify(key, e, s, issued)).toBe(false);
  });
});
