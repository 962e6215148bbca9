// The members of the staff inbox's browser tests (issue 28 items 4 and 5): desktop Дарья Волкова,
// mobile Максим Ершов. Their coach is Алексей Морозов and no other test changes them (the staff
// spec reassigns demo15 and demo16), so «a member's message answered by their coach, live on both
// sides» never races a reassignment. Seeded after the staff (seeds/staff.ts), with their coach,
// dietitian and psychologist.
import { eq, inArray } from 'drizzle-orm';
import { memberAssignments, users } from '../schema';
import { hashPassword } from '../../lib/crypto';
import { DEMO_STAFF } from './staff';
import type { SeedContext } from './types';

export const INBOX_E2E_MEMBERS = [
  { email: 'demo-inbox1@club.local', name: 'Дарья Волкова', gender: 0 },
  { email: 'demo-inbox2@club.local', name: 'Максим Ершов', gender: 1 },
] as const;

const DAY = 86400_000;

export async function seedInboxMembers({ db, now }: SeedContext): Promise<void> {
  const hash = await hashPassword('demo12345');
  const staff = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        DEMO_STAFF.coach.email,
        DEMO_STAFF.dietitian.email,
        DEMO_STAFF.psychologist.email,
      ]),
    );
  const idOf = (email: string) => staff.find((s) => s.email === email)!.id;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@club.local'));
  for (const m of INBOX_E2E_MEMBERS) {
    const [member] = await db
      .insert(users)
      .values({
        email: m.email,
        passwordHash: hash,
        name: m.name,
        gender: m.gender,
        birthday: 694224000, // 01.01.1992
        phone: '+7 (916) 555-77-88',
        height: 170,
        weight: 70,
        isActive: true,
        notActiveOptions: [],
        createdAt: now,
      })
      .returning({ id: users.id });
    const since = new Date(now.getTime() - 30 * DAY);
    await db.insert(memberAssignments).values(
      (
        [
          ['coach', DEMO_STAFF.coach.email],
          ['dietolog', DEMO_STAFF.dietitian.email],
          ['psyhologist', DEMO_STAFF.psychologist.email],
        ] as const
      ).map(([discipline, email]) => ({
        memberId: member.id,
        discipline,
        staffId: idOf(email),
        startsAt: since,
        assignedBy: admin?.id ?? null,
      })),
    );
  }
}
