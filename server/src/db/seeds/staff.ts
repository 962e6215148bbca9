// The club's staff (issue 28), seeded last: a coach and a second coach, a dietitian, a
// psychologist, a contest moderator who also edits articles, and the admin of issue 31 (Наталья
// Белова) with her profile. The first three are the channels' default staff (modules/chats/
// channels.ts), so older messages without a staff name show people who exist. Every member has a
// coach, a dietitian and a psychologist; Анна's coach changed once (history); a cover is planned.
// And the members of the staff app's browser tests (desktop demo15, mobile demo16), whose coach
// the tests reassign, so they are nobody else's.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Discipline } from '@club/shared/contract';
import { memberAssignments, roles, staffCovers, staffProfiles, userRoles, users } from '../schema';
import { hashPassword } from '../../lib/crypto';
import { ADMIN_ACCOUNT } from './accounts';
import type { SeedContext } from './types';

export const STAFF_PASSWORD = 'staff12345';

export interface DemoStaff {
  email: string;
  name: string;
  gender: 0 | 1;
  position: string;
  roles: string[];
  disciplines: Discipline[];
}

export const DEMO_STAFF = {
  coach: {
    email: 'coach@club.local',
    name: 'Алексей Морозов',
    gender: 1,
    position: 'Тренер',
    roles: ['coach'],
    disciplines: ['coach'],
  },
  coach2: {
    email: 'coach2@club.local',
    name: 'Игорь Васильев',
    gender: 1,
    position: 'Тренер по силовой подготовке',
    roles: ['coach'],
    disciplines: ['coach'],
  },
  dietitian: {
    email: 'dietitian@club.local',
    name: 'Екатерина Соколова',
    gender: 0,
    position: 'Диетолог',
    roles: ['dietitian'],
    disciplines: ['dietolog'],
  },
  psychologist: {
    email: 'psychologist@club.local',
    name: 'Ольга Лебедева',
    gender: 0,
    position: 'Психолог',
    roles: ['psychologist'],
    disciplines: ['psyhologist'],
  },
  moderator: {
    email: 'moderator@club.local',
    name: 'Марина Кузнецова',
    gender: 0,
    position: 'Модератор конкурса и редактор',
    roles: ['moderator', 'editor'],
    disciplines: [],
  },
} as const satisfies Record<string, DemoStaff>;

export const ADMIN_POSITION = 'Администратор клуба';

export const STAFF_E2E_MEMBERS = [
  { email: 'demo15@club.local', name: 'Алина Кравцова', gender: 0 },
  { email: 'demo16@club.local', name: 'Роман Зайцев', gender: 1 },
] as const;

const DAY = 86400_000;

export async function seedStaff({ db, now, anna }: SeedContext): Promise<void> {
  const memberHash = await hashPassword('demo12345');
  for (const m of STAFF_E2E_MEMBERS)
    await db.insert(users).values({
      email: m.email,
      passwordHash: memberHash,
      name: m.name,
      gender: m.gender,
      birthday: 694224000, // 01.01.1992
      phone: '+7 (916) 555-66-77',
      height: 172,
      weight: 68,
      isActive: true,
      notActiveOptions: [],
      createdAt: now,
    });

  const allRoles = await db.select({ id: roles.id, name: roles.name }).from(roles);
  const roleId = (name: string) => {
    const found = allRoles.find((r) => r.name === name);
    if (!found) throw new Error(`the ${name} role is missing (migration 0011_staff_app_rules)`);
    return found.id;
  };
  const staffHash = await hashPassword(STAFF_PASSWORD);
  const ids = {} as Record<keyof typeof DEMO_STAFF, number>;
  for (const [key, s] of Object.entries(DEMO_STAFF) as [keyof typeof DEMO_STAFF, DemoStaff][]) {
    const [user] = await db
      .insert(users)
      .values({
        email: s.email,
        passwordHash: staffHash,
        name: s.name,
        gender: s.gender,
        isActive: true,
        notActiveOptions: [],
        createdAt: now,
      })
      .returning({ id: users.id });
    ids[key] = user.id;
    await db.insert(staffProfiles).values({
      userId: user.id,
      position: s.position,
      disciplines: [...s.disciplines],
      updatedAt: now,
    });
    await db.insert(userRoles).values(s.roles.map((r) => ({ userId: user.id, roleId: roleId(r) })));
  }
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, ADMIN_ACCOUNT.email));
  await db
    .insert(staffProfiles)
    .values({ userId: admin.id, position: ADMIN_POSITION, disciplines: [], updatedAt: now })
    .onConflictDoUpdate({
      target: staffProfiles.userId,
      set: { position: ADMIN_POSITION, updatedAt: now },
    });

  // every member (an account holding no role): a coach, a dietitian and a psychologist
  const members = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id})`)
    .orderBy(users.id);
  const since = new Date(now.getTime() - 30 * DAY);
  const rows = members.flatMap((m, i) => [
    {
      memberId: m.id,
      discipline: 'coach',
      // every third member trains with the second coach (Анна keeps Алексей, see below)
      staffId: i % 3 === 2 && m.id !== anna.id ? ids.coach2 : ids.coach,
      startsAt: since,
      assignedBy: admin.id,
    },
    {
      memberId: m.id,
      discipline: 'dietolog',
      staffId: ids.dietitian,
      startsAt: since,
      assignedBy: admin.id,
    },
    {
      memberId: m.id,
      discipline: 'psyhologist',
      staffId: ids.psychologist,
      startsAt: since,
      assignedBy: admin.id,
    },
  ]);
  await db.insert(memberAssignments).values(rows);
  // Анна's history: Игорь was her coach for the month before Алексей
  await db.insert(memberAssignments).values({
    memberId: anna.id,
    discipline: 'coach',
    staffId: ids.coach2,
    startsAt: new Date(now.getTime() - 60 * DAY),
    endsAt: since,
    assignedBy: admin.id,
    endedBy: admin.id,
  });

  // Алексей's holiday later this month: Игорь answers his members
  await db.insert(staffCovers).values({
    absentId: ids.coach,
    coverId: ids.coach2,
    startsAt: new Date(now.getTime() + 20 * DAY),
    endsAt: new Date(now.getTime() + 34 * DAY),
    createdBy: admin.id,
    createdAt: now,
  });

  // the e2e members begin with Алексей as their coach (the tests hand them to Игорь)
  const e2e = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        STAFF_E2E_MEMBERS.map((m) => m.email),
      ),
    );
  for (const m of e2e)
    await db
      .update(memberAssignments)
      .set({ staffId: ids.coach })
      .where(
        sql`${memberAssignments.memberId} = ${m.id} and ${memberAssignments.discipline} = 'coach' and ${memberAssignments.endsAt} is null`,
      );
}
