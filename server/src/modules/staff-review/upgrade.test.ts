// Migration 0015 (issue 42 items 11, 12) on a database of the release before it: every progress
// review carries over as the review of the discipline that made it — the chat its comment went to,
// else the reviewer's one reviewing discipline in their profile, else their one assignment to the
// member — and as the review of both disciplines when none of these tells (it had taken the report
// out of every queue). Rejected contest reports stay rejected and in force (the member may send a
// new one), their alert saying so; other reports are untouched.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PGlite as PGliteType } from '@electric-sql/pglite';
import { pgliteDatabase, type Database } from '../../db/client';
import { MIGRATIONS, onPostgres } from '../../test/helpers';

const BEFORE = '0015_contest_resubmit_review_disciplines';

/** The migrations folder as the release before 0015 shipped it. */
function previousMigrations(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'club-prev-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e: { tag: string }) => e.tag < BEFORE);
  for (const e of journal.entries as { tag: string }[])
    copyFileSync(path.join(MIGRATIONS, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  return dir;
}

type Row = Record<string, unknown>;

// Runs in the PGlite pass only (an embedded database made on the spot).
(onPostgres ? describe.skip : describe)('migration 0015 on the previous release', () => {
  let database: Database;
  let folder: string;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const one = async (query: ReturnType<typeof sql>) => (await rows(query))[0];

  beforeAll(async () => {
    const nativeRequire = (globalThis as { __nativeRequire?: NodeJS.Require }).__nativeRequire;
    const { PGlite } = (
      nativeRequire ? nativeRequire('@electric-sql/pglite') : await import('@electric-sql/pglite')
    ) as { PGlite: typeof PGliteType };
    const client = new PGlite();
    await client.waitReady;
    database = pgliteDatabase(client);
    folder = previousMigrations();
    await database.migrate(folder);
  }, 120_000);
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('carries every review over to its discipline (both when unknown) and keeps rejections open', async () => {
    const user = async (email: string, name: string) =>
      Number(
        (
          await one(sql`
            insert into users (email, password_hash, name, created_at)
            values (${email}, 'x', ${name}, now()) returning id`)
        ).id,
      );
    const member = await user('member@club.local', 'Участница');
    const coach = await user('coach@club.local', 'Тренер');
    const dietitian = await user('dietitian@club.local', 'Диетолог');
    const legacy = await user('legacy@club.local', 'Сотрудник без дисциплин');
    const both = await user('both@club.local', 'Тренер и диетолог');
    const gone = await user('gone@club.local', 'Уволенный');
    for (const [id, disciplines] of [
      [coach, '{coach}'],
      [dietitian, '{dietolog}'],
      [legacy, '{}'],
      [both, '{coach,dietolog}'],
      [gone, '{coach}'],
    ] as const)
      await database.db.execute(sql`
        insert into staff_profiles (user_id, position, active, disciplines)
        values (${id}, 'Сотрудник', true, ${disciplines}::text[])`);
    // the legacy account is the member's dietitian (an assignment that has ended counts too)
    await database.db.execute(sql`
      insert into member_assignments (member_id, discipline, staff_id, starts_at, ends_at)
      values (${member}, 'dietolog', ${legacy}, now() - interval '60 days', now() - interval '1 day')`);

    const report = async (kind: string, status: string | null, message: string | null) =>
      Number(
        (
          await one(sql`
            insert into dynamics_reports (user_id, report_date, kind, status, message, created_at, updated_at)
            values (${member}, '2026-11-01', ${kind}, ${status}, ${message}, now(), now())
            returning id`)
        ).id,
      );
    const byChat = await report('dynamics', null, null);
    const byProfile = await report('dynamics', null, null);
    const byAssignment = await report('dynamics', null, null);
    const byBoth = await report('dynamics', null, null);
    const byGone = await report('dynamics', null, null);
    const review = async (reportId: number, reviewer: number, comment: string | null) =>
      database.db.execute(sql`
        insert into progress_reviews (report_id, member_id, reviewer_id, reviewed_at, comment, channel)
        values (${reportId}, ${member}, ${reviewer}, now(), ${comment},
                ${comment ? 'dietolog' : null})`);
    // a comment went to the dietitian chat (the chat tells, whatever the profile says)
    await review(byChat, both, 'Добавь белка');
    await review(byProfile, coach, null);
    await review(byAssignment, legacy, null);
    await review(byBoth, both, null);
    await review(byGone, gone, null);
    await database.db.execute(sql`delete from staff_profiles where user_id = ${gone}`);
    await database.db.execute(
      sql`update progress_reviews set reviewer_id = null where reviewer_id = ${gone}`,
    );

    const rejectedText =
      'Отчёт "До" отклонён. Причина: пересними фото сбоку. Напиши тренеру в чат — он подскажет, что исправить.';
    const rejected = await report('before', 'reject', rejectedText);
    const approvedText = 'Отчёт "До" принят! Теперь можно добавить отчёт "После".';
    const approved = await report('after', 'approve', approvedText);

    await database.migrate(MIGRATIONS);

    const reviews = await rows(sql`
      select report_id, discipline, reviewer_id, comment, channel
      from progress_reviews order by report_id, discipline`);
    expect(reviews).toEqual([
      {
        report_id: byChat,
        discipline: 'dietolog',
        reviewer_id: both,
        comment: 'Добавь белка',
        channel: 'dietolog',
      },
      {
        report_id: byProfile,
        discipline: 'coach',
        reviewer_id: coach,
        comment: null,
        channel: null,
      },
      {
        report_id: byAssignment,
        discipline: 'dietolog',
        reviewer_id: legacy,
        comment: null,
        channel: null,
      },
      // unknown: both disciplines, the same reviewer and moment, no comment invented
      { report_id: byBoth, discipline: 'coach', reviewer_id: both, comment: null, channel: null },
      {
        report_id: byBoth,
        discipline: 'dietolog',
        reviewer_id: both,
        comment: null,
        channel: null,
      },
      { report_id: byGone, discipline: 'coach', reviewer_id: null, comment: null, channel: null },
      {
        report_id: byGone,
        discipline: 'dietolog',
        reviewer_id: null,
        comment: null,
        channel: null,
      },
    ]);
    // one review per report and discipline from now on
    await expect(
      database.db.execute(sql`
        insert into progress_reviews (report_id, member_id, reviewer_id, reviewed_at, discipline)
        values (${byProfile}, ${member}, ${coach}, now(), 'coach')`),
    ).rejects.toThrow();

    const contest = await rows(sql`
      select id, status, message, replaced_at from dynamics_reports
      where id in (${rejected}, ${approved}) order by id`);
    expect(contest).toEqual([
      {
        id: rejected,
        status: 'reject',
        message:
          'Отчёт "До" отклонён. Причина: пересними фото сбоку. Исправь и отправь новый отчёт — кнопка "Добавить" на странице конкурса. Если нужна помощь, напиши тренеру в чат.',
        replaced_at: null,
      },
      { id: approved, status: 'approve', message: approvedText, replaced_at: null },
    ]);
  });
});
