// Members of the keyboard-only browser tests (issue 14): desktop signs in as Ксения (demo9), mobile
// as Павел (demo10). They own the same courses as Анна, so their workouts and freezes never touch the
// packs other tests read (a course frozen once waits a day before the next freeze).
import { hashPassword } from '../../lib/crypto';
import type { Db } from '../client';
import { users } from '../schema';
import type { Member } from './types';

export const A11Y_E2E_MEMBERS = [
  { email: 'demo9@club.local', name: 'Ксения Орлова', gender: 0, height: 170, weight: 60 },
  { email: 'demo10@club.local', name: 'Павел Морозов', gender: 1, height: 180, weight: 78 },
] as const;

/** Inserts the members; the training seed then gives them their courses. */
export async function createA11yMembers(db: Db, now: Date): Promise<Member[]> {
  const passwordHash = await hashPassword('demo12345');
  return db
    .insert(users)
    .values(
      A11Y_E2E_MEMBERS.map((m) => ({
        ...m,
        passwordHash,
        birthday: 652147200, // 31.08.1990
        isActive: true,
        newsletter: false,
        notActiveOptions: [],
        createdAt: now,
      })),
    )
    .returning();
}
