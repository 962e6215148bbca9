// The members of the contest moderation's browser test (issue 28, e2e/tests/staff-review.spec.ts):
// desktop Вера (moderation1), mobile Дарья (moderation2). Each takes part in the "Преображение"
// contest with no report yet; the test sends a before report through the API and a moderator
// rejects it in the staff app, so no other suite reads their contest reports or notifications.
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

export async function seedStaffReview({ db, now }: SeedContext): Promise<void> {
  for (const m of MODERATION_E2E_MEMBERS) await seedContestMember(db, now, m);
}
