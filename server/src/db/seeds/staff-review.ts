// The members of the staff review's browser tests (issue 28, e2e/tests/staff-review.spec.ts):
// desktop Вера (moderation1), mobile Дарья (moderation2). Each takes part in the "Преображение"
// contest with no report yet; the tests send reports through the API, a moderator rejects the
// contest one and the coach reviews a body report with a comment in the staff app, so no other
// suite reads their reports, notifications or coach chat.
// The members of the contest resubmission's browser tests (issue 42 item 11,
// e2e/tests/contest-resubmit.spec.ts): desktop Ирина (moderation3), mobile Ольга (moderation4), the
// same contest with no report yet; a moderator rejects their before report and they send another.
// And the progress reviews the coaches and dietitians have already made (below).
import { sql } from 'drizzle-orm';
import { dynamicsReports, memberAssignments, progressReviews } from '../schema';
import { seedContestMember, type ContestMember } from './community-progress';
import type { SeedContext } from './types';

export const MODERATION_E2E_MEMBERS: ContestMember[] = [
  {
    email: 'moderation1@club.local',
    name: 'Вера Полякова',
    birthday: 662688000, // 01.01.1991
    phone: '+7 (915) 555-41-42',
    telegram: null,
    height: 166,
    weight: 66.4,
  },
  {
    email: 'moderation2@club.local',
    name: 'Дарья Никитина',
    birthday: 757382400, // 01.01.1994
    phone: '+7 (917) 555-43-44',
    telegram: null,
    height: 170,
    weight: 63.1,
  },
];

export const RESUBMIT_E2E_MEMBERS: ContestMember[] = [
  {
    email: 'moderation3@club.local',
    name: 'Ирина Волкова',
    birthday: 694224000, // 01.01.1992
    phone: '+7 (915) 555-45-46',
    telegram: null,
    height: 164,
    weight: 64.8,
  },
  {
    email: 'moderation4@club.local',
    name: 'Ольга Кириллова',
    birthday: 725846400, // 01.01.1993
    phone: '+7 (917) 555-47-48',
    telegram: null,
    height: 168,
    weight: 61.9,
  },
];

export async function seedStaffReview({ db, now }: SeedContext): Promise<void> {
  for (const m of [...MODERATION_E2E_MEMBERS, ...RESUBMIT_E2E_MEMBERS])
    await seedContestMember(db, now, m);
}

/**
 * The coaches and the dietitians have kept up: every member's dynamics reports but the latest are
 * reviewed by their current coach and dietitian, each for their discipline (a day after sending),
 * so each progress queue shows what is new — each member's latest report — not a year of history.
 * Runs after the staff seed (it needs the assignments).
 */
export async function seedProgressReviews({ db }: SeedContext): Promise<void> {
  await db.execute(sql`
    insert into ${progressReviews} (report_id, member_id, reviewer_id, reviewed_at, discipline)
    select r.id, r.user_id, a.staff_id, r.created_at + interval '1 day', a.discipline
    from ${dynamicsReports} r
    join ${memberAssignments} a
      on a.member_id = r.user_id and a.discipline in ('coach', 'dietolog') and a.ends_at is null
    where r.kind = 'dynamics'
      and exists (
        select 1 from ${dynamicsReports} later
        where later.user_id = r.user_id and later.kind = 'dynamics'
          and (later.report_date, later.id) > (r.report_date, r.id)
      )`);
}
