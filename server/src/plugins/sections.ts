// Sections a member's `not_active_options` switch off (spec part 2 §2.2 "Navigation guards"): the
// shell hides them and its guards send the member to '/', and the server refuses their calls, reads
// and writes alike, with 403 and a Russian message. The groups are the shell's
// (shell/src/routes/table.ts): DIETA (nutrition), DYNAMICS (dynamics reports and their photos),
// ARTICLES, CHATS, CONTEST (the contest, its reports and their photos). A module marks its routes
// with `inSection`, which sets `config.section` on each; one onRequest hook of the /api scope,
// after the auth guard, checks the matched route's section against the member's switches. The
// tester calls (/api/testers/*) belong to no section: the console works for testers whatever is
// switched off.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MenuCode } from '@club/shared/contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/errors';
import { memberData } from '../lib/member-data';

export type SectionCode = Extract<
  MenuCode,
  'DIETA' | 'DYNAMICS' | 'ARTICLES' | 'CHATS' | 'CONTEST'
>;

/** The refusal of a switched-off section's call, named as the menu names it. */
export const SECTION_MESSAGES: Record<SectionCode, string> = {
  DIETA: 'Раздел «Питание» отключён для твоего аккаунта',
  DYNAMICS: 'Раздел «Динамика» отключён для твоего аккаунта',
  ARTICLES: 'Раздел «Статьи» отключён для твоего аккаунта',
  CHATS: 'Раздел «Чаты» отключён для твоего аккаунта',
  CONTEST: 'Раздел «Конкурс» отключён для твоего аккаунта',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the section (menu code) the route belongs to: refused while the member has it switched off */
    section?: SectionCode;
  }
}

/** Every route registered from here on in this plugin's scope belongs to `section`. */
export function inSection(app: FastifyInstance, section: SectionCode): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, section: route.config?.section ?? section };
  });
}

/**
 * The member's switched-off menu codes: kept with the member's cached rows (lib/member-data.ts),
 * which every change of the users row drops (the member_data trigger), in every process.
 */
async function switchedOff(db: Db, userId: number): Promise<readonly string[]> {
  return memberData(db).getOrLoad(userId, 'not-active-options', async () => {
    const [row] = await db
      .select({ off: users.notActiveOptions })
      .from(users)
      .where(eq(users.id, userId));
    return row?.off ?? [];
  });
}

/** The onRequest hook of the /api scope, added after the auth guard (it needs request.user). */
export async function sectionGuard(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const section = request.routeOptions.config?.section;
    if (!section || !request.user) return;
    if ((await switchedOff(app.db, request.user.id)).includes(section))
      throw new AppError(403, SECTION_MESSAGES[section]);
  });
}
