// The backup's hold on deletions: while a backup copies the uploads folder, a file whose row has
// changed is deleted only once the copy is complete; a lapsed hold deletes at once again.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localFileStorage, urlSigner } from './storage';
import { HOLD_FILE, holdRemovals, releaseRemovals, REMOVALS_FILE } from './uploads-hold';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'club-hold-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const storage = () => localFileStorage(root, urlSigner('test'));
const onDisk = (key: string) => existsSync(path.join(root, key));
const removeKey = (key: string) => rm(path.join(root, key), { force: true });

test('while a backup holds deletions, a removed file stays until the hold is released', async () => {
  const files = storage();
  await files.put('private/7/old.jpg', Buffer.from('old photo'), 'image/jpeg');
  await files.put('avatars/7/a.png', Buffer.from('avatar'), 'image/png');

  await holdRemovals(root, 60_000);
  await files.remove('private/7/old.jpg');
  await files.remove('/uploads/avatars/7/a.png');
  // still there for the copy, queued for later
  expect(onDisk('private/7/old.jpg')).toBe(true);
  expect(onDisk('avatars/7/a.png')).toBe(true);
  expect(readFileSync(path.join(root, REMOVALS_FILE), 'utf8')).toBe(
    'private/7/old.jpg\navatars/7/a.png\n',
  );
  // storing goes on as usual
  await files.put('private/7/new.jpg', Buffer.from('new photo'), 'image/jpeg');
  expect(onDisk('private/7/new.jpg')).toBe(true);

  const deleted = await releaseRemovals(root, removeKey);
  expect(deleted).toEqual(['private/7/old.jpg', 'avatars/7/a.png']);
  expect(onDisk('private/7/old.jpg')).toBe(false);
  expect(onDisk('avatars/7/a.png')).toBe(false);
  expect(onDisk(HOLD_FILE)).toBe(false);
  expect(onDisk(REMOVALS_FILE)).toBe(false);
  // without a hold a removal is immediate again
  await files.remove('private/7/new.jpg');
  expect(onDisk('private/7/new.jpg')).toBe(false);
});

test('a hold left by a backup that died lapses; its queue is emptied by the next backup', async () => {
  const files = storage();
  await files.put('private/1/a.jpg', Buffer.from('a'), 'image/jpeg');
  await files.put('private/1/b.jpg', Buffer.from('b'), 'image/jpeg');
  const now = Date.now();
  await holdRemovals(root, 60_000, now);
  await files.remove('private/1/a.jpg'); // queued by the live hold
  await holdRemovals(root, 1, now - 60_000); // the backup died: its hold lapses
  await files.remove('private/1/b.jpg');
  expect(onDisk('private/1/b.jpg')).toBe(false);
  expect(onDisk('private/1/a.jpg')).toBe(true);
  // the next backup's release deletes what the dead one had queued
  expect(await releaseRemovals(root, removeKey)).toEqual(['private/1/a.jpg']);
  expect(onDisk('private/1/a.jpg')).toBe(false);
});
