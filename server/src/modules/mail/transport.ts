// Where a letter goes: an SMTP server (nodemailer's SMTP transport) or, with none configured, the
// local mailbox: nodemailer's stream transport renders the very RFC 822 message SMTP would carry
// and it is written as an .eml file (mailbox.ts), which any mail client opens.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { SmtpSettings } from './config';
import { closeFolder, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/storage';
import { mailboxFile } from './mailbox';

export interface OutgoingLetter {
  id: number;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** `<...@...>`: the same on every try, so a receiver can tell a repeat */
  messageId: string;
  date: Date;
}

export interface MailTransport {
  kind: 'smtp' | 'mailbox';
  /** resolves once the server (or the mailbox) has the letter; throws otherwise */
  send(letter: OutgoingLetter): Promise<void>;
  close(): void;
}

/**
 * An error that concerns this letter only (the server refused its sender, recipient or content):
 * other letters may still go. Anything else (no connection, a timeout, TLS, authentication) means
 * the server cannot take mail now, and the worker stops its batch.
 */
export const isLetterError = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'EENVELOPE' || code === 'EMESSAGE';
};

const message = (letter: OutgoingLetter) => ({
  from: letter.from,
  to: letter.to,
  subject: letter.subject,
  text: letter.text,
  html: letter.html,
  messageId: letter.messageId,
  date: letter.date,
  // RFC 3834: no vacation auto-replies to a robot
  headers: { 'Auto-Submitted': 'auto-generated' },
});

/** nodemailer's SMTP options for the settings (timeouts well under the worker's lease). */
export function smtpOptions(smtp: SmtpSettings) {
  const timeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
  const tls =
    smtp.tls === 'implicit'
      ? { secure: true }
      : smtp.tls === 'starttls'
        ? { secure: false, requireTLS: true }
        : smtp.tls === 'off'
          ? { secure: false, ignoreTLS: true }
          : {};
  if (smtp.url) return { url: smtp.url, ...(smtp.tls === 'auto' ? {} : tls), ...timeouts };
  return {
    host: smtp.host,
    port: smtp.port,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    ...(smtp.tls === 'auto' ? { secure: false } : tls),
    ...timeouts,
  };
}

export function smtpTransport(smtp: SmtpSettings): MailTransport {
  const transporter = nodemailer.createTransport(smtpOptions(smtp));
  return {
    kind: 'smtp',
    async send(letter) {
      await transporter.sendMail(message(letter));
    },
    close: () => transporter.close(),
  };
}

export function mailboxTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let closed = false;
  return {
    kind: 'mailbox',
    async send(letter) {
      const info = await composer.sendMail(message(letter));
      const file = mailboxFile(dir, letter.to, letter.id, letter.messageId);
      // letters carry password links: the API's own user only (folders 0700, files 0600)
      if (!closed) {
        closeFolder(dir);
        closed = true;
      }
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      // written whole or not at all: a reader never sees half a letter
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      await rename(partial, file);
    },
    close: () => composer.close(),
  };
}
