// Issue 28, item 8 (articles and notifications), demo data:
// - the members of the staff articles browser tests (desktop demo21, mobile demo22): they read the
//   editor's new article and receive a notification in their bell, so no other test may change
//   their notifications;
// - the demo club's admin also sends notifications. A notification to one member is sent to a
//   member the sender sees (the visibility rule); the editor role sees no member, so in the demo
//   the admin (who sees every member) is the one who writes to a single member. A club decides
//   this itself on the Роли page; the seed only sets the demo club up that way.
import { sql } from 'drizzle-orm';
import { roles, users } from '../schema';
import { hashPassword } from '../../lib/crypto';
import type { SeedContext } from './types';

export const ARTICLE_E2E_MEMBERS = [
  { email: 'demo21@club.local', name: 'Дарья Миронова', gender: 0 },
  { email: 'demo22@club.local', name: 'Олег Фёдоров', gender: 1 },
] as const;

export async function seedStaffArticles({ db, now }: SeedContext): Promise<void> {
  const hash = await hashPassword('demo12345');
  for (const m of ARTICLE_E2E_MEMBERS)
    await db.insert(users).values({
      email: m.email,
      passwordHash: hash,
      name: m.name,
      gender: m.gender,
      birthday: 725846400, // 01.01.1993
      phone: '+7 (916) 555-21-22',
      height: 168,
      weight: 64,
      isActive: true,
      notActiveOptions: [],
      createdAt: now,
    });
  await db
    .update(roles)
    .set({
      permissions: sql`array(select distinct p from unnest(${roles.permissions} || array['notifications:send']) as p order by p)`,
    })
    .where(sql`${roles.name} = 'admin'`);
}
