// Members' files on the API's disk are the API's own user's only: stored photos and the local
// mailbox's letters (password links) were written 0644 in 0755 folders, readable by every user of
// the machine. Now files 0600, folders 0700, and a folder an earlier release left open is closed.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mailboxFile } from '../modules/mail/mailbox';
import { mailboxTransport, type OutgoingLetter } from '../modules/mail/transport';
import { localFileStorage, urlSigner } from './storage';

const modeOf = (file: string) => statSync(file).mode & 0o7777;

let base: string;
let umask: number;
beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), 'club-file-modes-'));
  // the usual umask of a service: it never made anything private by itself
  umask = process.umask(0o022);
});
afterAll(() => {
  process.umask(umask);
  rmSync(base, { recursive: true, force: true });
});

test('a stored photo is 0600 in 0700 folders, the uploads folder included', async () => {
  const root = path.join(base, 'uploads');
  const storage = localFileStorage(root, urlSigner('test'));
  await storage.put('private/7/3f9a.jpg', Buffer.from('body photo'), 'image/jpeg');
  await storage.put('avatars/7/a1.png', Buffer.from('avatar'), 'image/png');
  expect(modeOf(path.join(root, 'private/7/3f9a.jpg'))).toBe(0o600);
  expect(modeOf(path.join(root, 'avatars/7/a1.png'))).toBe(0o600);
  for (const dir of ['', 'private', 'private/7', 'avatars', 'avatars/7'])
    expect(modeOf(path.join(root, dir))).toBe(0o700);
});

test('an uploads folder an earlier release made 0755 is closed when the API opens it', () => {
  const root = path.join(base, 'old-uploads');
  mkdirSync(path.join(root, 'private', '3'), { recursive: true });
  chmodSync(root, 0o755);
  localFileStorage(root, urlSigner('test'));
  expect(modeOf(root)).toBe(0o700);
});

test('a letter in the local mailbox is 0600 in 0700 folders', async () => {
  const dir = path.join(base, 'mail');
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const transport = mailboxTransport(dir);
  const letter: OutgoingLetter = {
    id: 41,
    from: 'Клуб <club@club.local>',
    to: 'member@club.local',
    subject: 'Новый пароль',
    text: 'Ссылка: http://localhost:3000/password/abc',
    html: '<p><a href="http://localhost:3000/password/abc">Задать пароль</a></p>',
    messageId: '<f00d-1@club.local>',
    date: new Date('2026-01-05T03:15:00Z'),
  };
  await transport.send(letter);
  transport.close();
  const file = mailboxFile(dir, letter.to, letter.id, letter.messageId);
  expect(modeOf(file)).toBe(0o600);
  expect(modeOf(path.dirname(file))).toBe(0o700);
  expect(modeOf(dir)).toBe(0o700);
});
