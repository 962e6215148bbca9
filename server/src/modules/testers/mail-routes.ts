// The tester console's letters (issue 31): GET /api/testers/mail lists the letters to the signed-in
// account; ?email= lists those to another address, for staff holding mail:read:all only (issue 42:
// the letters' links took any account over). Like every tester call, on the production host only
// TESTER_EMAILS staff may use it (guard.ts). Each letter's status and tries come from the outbox;
// its text and links from the local mailbox's .eml file (as a member would receive it). With an
// SMTP server the text went to the server and is not kept.
//
// A one-use link (a password link, an e-mail confirmation) is shown only to the account it opens,
// the letter's own account, and a password link never on the production host: a hidden link is
// left out of the links and replaced in the text, and the letter says how many it hides.
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Envelope,
  PASSWORD_LINK_PARAM,
  TESTER_MESSAGES as M,
  TesterMailQuery,
  TesterMailResult,
  testerPaths,
  type TesterLetter,
} from '@club/shared/contract';
import { isEmail } from '@club/shared/validation';
import { mailOutbox, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { AppError, badRequest } from '../../lib/errors';
import { readMailboxLetter } from '../mail/mailbox';
import { audit } from '../staff/audit';
import { hasPermission } from '../staff/identity';

/** newest first, at most this many */
export const TESTER_LETTERS = 20;

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export const OTHERS_LETTERS_MESSAGE =
  'Письма на чужой адрес в консоли тестировщика видят только сотрудники с правом читать письма клуба';
/** what stands in a letter's text for a link the caller may not see */
export const HIDDEN_LINK = '[one-use link hidden: only its own account sees it]';

/** A one-use link of a letter: a password link (/reset-pass/#token=…) or an e-mail confirmation. */
export function oneUseLink(link: string): 'password' | 'confirmation' | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  if (url.pathname.endsWith('/reset-pass/') && hash.has(PASSWORD_LINK_PARAM)) return 'password';
  if (/\/email_verification\/[^/]+$/.test(url.pathname)) return 'confirmation';
  return null;
}

const LINK_IN_TEXT = /https?:\/\/[^\s<>"]+/g;

const testerMailRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    testerPaths.mail,
    { schema: { querystring: TesterMailQuery, response: { 200: Envelope(TesterMailResult) } } },
    async (request, reply) => {
      const asked = request.query.email?.trim().toLowerCase();
      if (asked !== undefined && asked !== '' && !isEmail(asked)) throw badRequest(M.badEmail);
      const caller = request.user.id;
      const [me] = await app.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, caller));
      const own = !asked || asked === me?.email;
      if (!own && !hasPermission(request.staff, 'mail:read:all'))
        throw new AppError(403, OTHERS_LETTERS_MESSAGE);
      const email = own ? (me?.email ?? '') : asked;
      // the caller's letters are those of their account (whatever address they went to)
      const where = own ? eq(mailOutbox.userId, caller) : eq(mailOutbox.recipient, asked);
      const rows = await app.db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.id))
        .limit(TESTER_LETTERS);
      // staff reading another address's letters leave a trace, like every other read of a
      // member's private data (one entry per look: the console asks only when opened or refreshed)
      if (!own && request.staff)
        await audit(app.db, {
          actor: request.staff,
          action: 'mail.read',
          memberId: rows.find((r) => r.userId !== null)?.userId ?? null,
          details: { email: asked, letters: rows.length },
        });
      const fromMailbox = app.mail.delivery === 'mailbox';
      const production = Boolean(app.config.productionHost);
      /** whether the caller may see this link of a letter to `account` */
      const shown = (link: string, account: number | null) => {
        const kind = oneUseLink(link);
        if (kind === null) return true;
        if (kind === 'password' && production) return false;
        return account === caller;
      };
      const letters: TesterLetter[] = [];
      for (const row of rows) {
        const kept =
          fromMailbox && row.status === 'sent'
            ? await readMailboxLetter(
                app.config.mail.mailboxDir,
                row.recipient,
                row.id,
                row.messageId,
              )
            : null;
        const links = kept?.links ?? [];
        const visible = links.filter((link) => shown(link, row.userId));
        const text =
          kept?.text.replace(LINK_IN_TEXT, (link) =>
            shown(link, row.userId) ? link : HIDDEN_LINK,
          ) ?? null;
        letters.push({
          id: row.id,
          to: row.recipient,
          subject: row.subject,
          status: row.status,
          created_at: unix(row.createdAt),
          sent_at: row.sentAt ? unix(row.sentAt) : null,
          attempts: row.attempts,
          error: row.lastError,
          text,
          links: visible,
          hidden_links: links.length - visible.length,
        });
      }
      // links of letters are one-use keys: never kept by a cache
      reply.header('cache-control', 'no-store');
      return ok({ email, delivery: app.mail.delivery, letters });
    },
  );
};

export default testerMailRoutes;
