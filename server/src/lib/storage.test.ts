import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setup, type TestContext } from '../test/helpers';
import { localFileStorage, storageKey } from './storage';

describe('file storage', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await setup();
  });
  afterAll(() => ctx.close());

  test('a stored file is served at its URL and gone after removal', async () => {
    const url = await ctx.app.storage.put(
      'menus/week-1.txt',
      Buffer.from('Неделя 1'),
      'text/plain',
    );
    expect(url).toBe('/uploads/menus/week-1.txt');
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
    await expect(
      localFileStorage(root).put('../x', Buffer.from('x'), 'text/plain'),
    ).rejects.toThrow();
    expect(await localFileStorage(root).read('../../etc/passwd')).toBeNull();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
