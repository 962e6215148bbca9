// Accounts of issue 31. The club's first staff account: Наталья Белова (admin@club.local /
// admin12345) holds the `admin` role (migration 0008: permission members:create), so the staff
// API that creates members can be tried at once. And the members of the password recovery
// browser tests (desktop demo13, mobile demo14): their passwords change while other suites run,
// so they are nobody else's.
import { eq } from 'drizzle-orm';
import { roles, userRoles, users } from '../schema';
import { hashPassword } from '../../lib/crypto';
import type { SeedContext } from './types';

export const ADMIN_ACCOUNT = {
  email: 'admin@club.local',
  password: 'admin12345',
  name: 'Наталья Белова',
} as const;

export const RECOVERY_E2E_MEMBERS = [
  { email: 'demo13@club.local', name: 'Вера Новикова', gender: 0 },
  { email: 'demo14@club.local', name: 'Григорий Соловьёв', gender: 1 },
] as const;

export async function seedAccounts({ db, now }: SeedContext): Promise<void> {
  const [admin] = await db
    .insert(users)
    .values({
      email: ADMIN_ACCOUNT.email,
      passwordHash: await hashPassword(ADMIN_ACCOUNT.password),
      name: ADMIN_ACCOUNT.name,
      gender: 0,
      isActive: true,
      notActiveOptions: [],
      createdAt: now,
    })
    .returning({ id: users.id });
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'admin'));
  if (!role) throw new Error('the admin role is missing (migration 0008_staff_roles)');
  await db.insert(userRoles).values({ userId: admin.id, roleId: role.id });

  const passwordHash = await hashPassword('demo12345');
  for (const m of RECOVERY_E2E_MEMBERS)
    await db.insert(users).values({
      email: m.email,
      passwordHash,
      name: m.name,
      gender: m.gender,
      birthday: 662688000, // 01.01.1991
      phone: '+7 (903) 111-22-33',
      height: 168,
      weight: 62,
      isActive: true,
      notActiveOptions: [],
      createdAt: now,
    });
}
