// The members of the tester console's browser tests (issue 13): desktop acts as Мария (demo7),
// mobile as Павел (demo8). Their clocks move and their courses are reset while other suites run
// in parallel, so they are nobody else's: each owns a copy of Анна's courses (every status,
// without workout results) and has every section on (chats included).
import { asc, eq } from 'drizzle-orm';
import { userPacks, users } from '../schema';
import { hashPassword } from '../../lib/crypto';
import type { SeedContext } from './types';

export const TESTER_E2E_MEMBERS = [
  { email: 'demo7@club.local', name: 'Мария Тестова', gender: 0 },
  { email: 'demo8@club.local', name: 'Павел Тестов', gender: 1 },
] as const;

export async function seedTesterMembers({ db, now, anna }: SeedContext): Promise<void> {
  const packs = await db
    .select()
    .from(userPacks)
    .where(eq(userPacks.userId, anna.id))
    .orderBy(asc(userPacks.sort), asc(userPacks.id));
  const passwordHash = await hashPassword('demo12345');
  for (const m of TESTER_E2E_MEMBERS) {
    const [member] = await db
      .insert(users)
      .values({
        email: m.email,
        passwordHash,
        name: m.name,
        gender: m.gender,
        birthday: 631152000, // 01.01.1990
        phone: '+7 (926) 333-44-55',
        height: 170,
        weight: 70,
        isActive: true,
        notActiveOptions: [],
        createdAt: now,
      })
      .returning({ id: users.id });
    await db
      .insert(userPacks)
      // new ids (serial), the same moments: each status on the same clock as Анна's
      .values(packs.map((pack) => ({ ...pack, id: undefined, userId: member.id })));
  }
}
