// A data folder of the previous release (migrations up to 0002, chat messages read by their
// is_read flag, notifications) starts on this release and keeps its rows: the chats read them with
// the staff's default names and the same unread counts, the notifications list them.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PGlite as PGliteType } from '@electric-sql/pglite';
import { buildApp } from '../../app';
import { pgliteDatabase, type Database } from '../../db/client';
import { hashPassword } from '../../lib/crypto';
import { MIGRATIONS, onPostgres, testConfig } from '../../test/helpers';
import { caller } from './testing';

const PREVIOUS = ['0000_init', '0001_courses_nutrition_account', '0002_app_secrets'];

/** The migrations folder as the previous release shipped it. */
function previousMigrations(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'club-prev-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  for (const tag of PREVIOUS)
    copyFileSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e: { tag: string }) => PREVIOUS.includes(e.tag));
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  return dir;
}

// Runs in the PGlite pass only: it upgrades an embedded-database data folder.
(onPostgres ? describe.skip : describe)('upgrading a data folder of the previous release', () => {
  let database: Database;
  let folder: string;
  let uploads: string;
  beforeAll(async () => {
    const nativeRequire = (globalThis as { __nativeRequire?: NodeJS.Require }).__nativeRequire;
    const { PGlite } = (
      nativeRequire ? nativeRequire('@electric-sql/pglite') : await import('@electric-sql/pglite')
    ) as { PGlite: typeof PGliteType };
    const client = new PGlite();
    await client.waitReady;
    database = pgliteDatabase(client);
    folder = previousMigrations();
    uploads = mkdtempSync(path.join(tmpdir(), 'club-prev-uploads-'));
    await database.migrate(folder);
    // rows as the previous release wrote them (its columns only)
    const hash = await hashPassword('demo12345');
    await database.db.execute(sql`
      insert into users (email, password_hash, name, created_at)
      values ('old@club.local', ${hash}, 'Старый Участник', now())`);
    await database.db.execute(sql`
      insert into chat_messages (user_id, channel, sender, message, is_read, created_at) values
        (1, 'coach', 'USER', 'Вопрос из прошлой версии', true, now() - interval '2 hours'),
        (1, 'coach', 'ADMIN', 'Прочитанный ответ', true, now() - interval '1 hour'),
        (1, 'coach', 'ADMIN', 'Непрочитанный ответ', false, now() - interval '30 minutes')`);
    await database.db.execute(sql`
      insert into notifications (user_id, content, link, full_link, created_at)
      values (1, '<p>Старое уведомление</p>', 'CHATS', '/chats/', now())`);
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
    rmSync(uploads, { recursive: true, force: true });
  });

  it('migrates, starts and serves the old rows', async () => {
    await database.migrate(MIGRATIONS);
    const app = await buildApp({ config: testConfig({ uploadsDir: uploads }), database });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'old@club.local', password: 'demo12345' },
      });
      const member = caller(app, login.headers['x-auth-token'] as string);
      const chats = (await member.get('/api/chat/')).json().result;
      expect(chats.chats[0]).toMatchObject({ id: 'coach', unread: 1 });
      expect(chats.telegram_chats).toEqual([]);
      const { messages } = (await member.get('/api/chat/COACH/')).json().result;
      expect(
        messages.map((m: { message: string; is_rear_view: boolean }) => [
          m.message,
          m.is_rear_view,
        ]),
      ).toEqual([
        ['Вопрос из прошлой версии', true],
        ['Прочитанный ответ', true],
        ['Непрочитанный ответ', false],
      ]);
      expect(messages[1].admin).toEqual({ name: 'Алексей Морозов', position: 'Тренер' });
      // the read pointer takes over from the old flag
      await member.post('/api/chat/read', { channel: 'coach', last_id: messages[2].id });
      expect((await member.get('/api/chat/')).json().result.chats[0].unread).toBe(0);
      const list = (await member.get('/api/cabinet/profile/notifications')).json().result;
      expect(list.notifications[0]).toMatchObject({
        content: '<p>Старое уведомление</p>',
        link: 'CHATS',
      });
      const articles = (await member.get('/api/articles/articles')).json().result;
      expect(articles).toMatchObject({ items: [], total_pages: 0, special: null });
    } finally {
      await app.close();
    }
  });
});
