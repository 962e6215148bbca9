// Domain seeds, run in this order after the core seed (members, countries, FAQ...). A later seed may
// read what an earlier one wrote (nutrition plans are written for the reference diet types).
import { seedReference } from './reference';
import { seedTraining } from './training';
import { seedAccountMembers, seedStore } from './store';
import { seedNutrition } from './nutrition';
import { seedCommunityProgress } from './community-progress';
import { seedCommunityMessaging } from './community-messaging';
import { seedTesterMembers } from './testers';
import { seedAccounts } from './accounts';
import { seedStaff } from './staff';
import { seedInboxMembers } from './staff-inbox';
import { seedProgressReviews, seedStaffReview } from './staff-review';
import { seedStaffArticles } from './staff-articles';
import type { DomainSeed } from './types';

export const domainSeeds: DomainSeed[] = [
  seedReference,
  seedTraining,
  seedStore,
  seedAccountMembers,
  seedNutrition,
  seedCommunityProgress,
  seedCommunityMessaging,
  seedTesterMembers,
  seedAccounts,
  seedStaffReview,
  seedStaffArticles,
  // staff, and every member's coach, dietitian and psychologist; then the coaches' past reviews
  seedStaff,
  seedInboxMembers,
  seedProgressReviews,
];
