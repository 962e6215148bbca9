// The tester console's letters (issue 31): GET /api/testers/mail lists the letters to the signed-in
// member; ?email= lists those to any address, because a member following a recovery link is signed
// out and a tester looks their letter up from their own session. Like every tester call, on the
// production host only TESTER_EMAILS may use it (guard.ts). Each letter's status and tries come
// from the outbox; its text and links from the local mailbox's .eml file (as a member would
// receive it). With an SMTP server the text went to the server and is not kept.
import { desc, eq, or } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Envelope,
  TESTER_MESSAGES as M,
  TesterMailQuery,
  TesterMailResult,
  testerPaths,
  type TesterLetter,
} from '@club/shared/contract';
import { isEmail } from '@club/shared/validation';
import { mailOutbox, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { readMailboxLetter } from '../mail/mailbox';

/** newest first, at most this many */
export const TESTER_LETTERS = 20;

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

const testerMailRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    testerPaths.mail,
    { schema: { querystring: TesterMailQuery, response: { 200: Envelope(TesterMailResult) } } },
    async (request, reply) => {
      const asked = request.query.email?.trim().toLowerCase();
      if (asked !== undefined && asked !== '' && !isEmail(asked)) throw badRequest(M.badEmail);
      let email: string;
      let where;
      if (asked) {
        email = asked;
        where = eq(mailOutbox.recipient, asked);
      } else {
        const [me] = await app.db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, request.user.id));
        email = me?.email ?? '';
        where = or(eq(mailOutbox.userId, request.user.id), eq(mailOutbox.recipient, email));
      }
      const rows = await app.db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.id))
        .limit(TESTER_LETTERS);
      const fromMailbox = app.mail.delivery === 'mailbox';
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
        letters.push({
          id: row.id,
          to: row.recipient,
          subject: row.subject,
          status: row.status,
          created_at: unix(row.createdAt),
          sent_at: row.sentAt ? unix(row.sentAt) : null,
          attempts: row.attempts,
          error: row.lastError,
          text: kept?.text ?? null,
          links: kept?.links ?? [],
        });
      }
      // links of letters are one-use keys: never kept by a cache
      reply.header('cache-control', 'no-store');
      return ok({ email, delivery: app.mail.delivery, letters });
    },
  );
};

export default testerMailRoutes;
