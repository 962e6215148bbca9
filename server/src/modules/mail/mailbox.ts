// The local mailbox: without an SMTP server every letter is an .eml file (RFC 822, as SMTP would
// carry it) in `<MAIL_DIR>/<recipient>/`, named by its outbox id. The tester console reads them
// back (parsed with mailparser) to show a letter and open its links.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** The recipient's folder: the address, percent-encoded (never `.`, `..` or a path separator). */
export const mailboxFolder = (dir: string, recipient: string) =>
  path.join(dir, encodeURIComponent(recipient.trim().toLowerCase()));

const idPart = (id: number) => String(id).padStart(10, '0');
/** the random part of the Message-ID: a database recreated under the same folder never matches */
const messagePart = (messageId: string) =>
  messageId
    .replace(/^<|>$/g, '')
    .split('@')[0]
    .replace(/[^A-Za-z0-9-]/g, '');

export const mailboxFile = (dir: string, recipient: string, id: number, messageId: string) =>
  path.join(mailboxFolder(dir, recipient), `${idPart(id)}-${messagePart(messageId)}.eml`);

export interface MailboxLetter {
  subject: string;
  text: string;
  /** every link of the letter, in order (from its HTML part, else its plain part) */
  links: string[];
}

const LINK_IN_TEXT = /https?:\/\/[^\s<>"]+/g;
const HREF = /<a\b[^>]*\bhref\s*=\s*"([^"]+)"/gi;

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function linksOf(html: string | null, text: string): string[] {
  const found = html
    ? [...html.matchAll(HREF)].map((m) => decodeEntities(m[1]))
    : (text.match(LINK_IN_TEXT) ?? []);
  return [...new Set(found)];
}

/** The letter with this outbox id in the recipient's folder, or null when it is not there (yet). */
export async function readMailboxLetter(
  dir: string,
  recipient: string,
  id: number,
  messageId: string,
): Promise<MailboxLetter | null> {
  const file = mailboxFile(dir, recipient, id, messageId);
  let raw: Buffer;
  try {
    raw = await readFile(file);
  } catch {
    return null;
  }
  const parsed = await simpleParser(raw);
  const text = parsed.text ?? '';
  const html = typeof parsed.html === 'string' ? parsed.html : null;
  return { subject: parsed.subject ?? '', text, links: linksOf(html, text) };
}
