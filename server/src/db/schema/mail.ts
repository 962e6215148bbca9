// The outbox of letters (issue 31): a letter is a row written in the same transaction as what
// caused it (a recovery request, a new account, a changed e-mail), then sent by the mail worker of
// any API process (modules/mail/outbox.ts). A worker claims a row with a lease, so two processes
// never send it at once; a failed send waits with a growing backoff and is tried again, for days.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** the template: recovery | welcome | email_verification */
    kind: text('kind').notNull(),
    /** the member the letter is about (null once that member is gone) */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the address it goes to (lower case) */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /**
     * The parts of the letter. They carry its link (a one-use token), so they are erased as soon as
     * the letter is delivered (to the SMTP server, or into the local mailbox's .eml file).
     */
    html: text('html'),
    text: text('text'),
    /** the Message-ID header, fixed when the letter is written: a repeated send carries the same */
    messageId: text('message_id').notNull(),
    /** pending (waiting or being sent) | sent | failed (given up after MAIL_RETRY_HOURS) */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** not tried before this moment (the backoff) */
    nextAttemptAt: at('next_attempt_at').notNull(),
    /** a worker holds the letter until then (the lease); an expired lease is free to claim */
    leaseUntil: at('lease_until'),
    /** which process claimed it last (host:pid:random), for the log and the tests */
    claimedBy: text('claimed_by'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_recipient_idx').on(t.recipient, t.id),
    index('mail_outbox_user_idx').on(t.userId, t.id),
    uniqueIndex('mail_outbox_message_id_uq').on(t.messageId),
  ],
);
