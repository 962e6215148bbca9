// The local mailbox of the e2e run, read as the recipient's mail client would (issue 42). Without
// an SMTP server the API keeps every letter as an .eml file in `<DATA_DIR>/mail/<address>/`; a
// test that must follow a one-use link nobody else may see in the tester console (a new account's
// welcome letter: the account has no password yet) opens the recipient's own inbox here.
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 3100);
/** the run's data folder, as playwright.config.ts gives it to the API */
const dataDir = path.resolve(
  __dirname,
  '..',
  '..',
  port === 3100 ? '.data-e2e' : `.data-e2e-${port}`,
);
const inboxOf = (email: string) =>
  path.join(dataDir, 'mail', encodeURIComponent(email.trim().toLowerCase()));

/** quoted-printable or base64 bytes of a MIME part, as text */
function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (!/quoted-printable/i.test(encoding)) return body;
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]));
  }
  return Buffer.from(bytes).toString();
}

/** a header's value, unfolded, its encoded words (=?UTF-8?B|Q?...?=) decoded */
function header(head: string, name: string): string {
  const match = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  const raw = (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ').trim();
  const words = [...raw.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)];
  if (!words.length) return raw;
  const bytes = words.map(([, kind, text]) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64')
      : Buffer.from(decodeBody(text.replace(/_/g, ' '), 'quoted-printable')),
  );
  return Buffer.concat(bytes).toString();
}

/** The subject and the plain-text part of an .eml file. */
function parse(raw: string): { subject: string; text: string } {
  const [head] = raw.split(/\r?\n\r?\n/, 1);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1) : [raw.slice(head.length)];
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    const partHead = part.slice(0, split);
    if (!/content-type:\s*text\/plain/i.test(partHead) && boundary) continue;
    const body = part.slice(split).replace(/^\r?\n\r?\n/, '');
    return {
      subject: header(head, 'Subject'),
      text: decodeBody(body, header(partHead, 'Content-Transfer-Encoding')),
    };
  }
  return { subject: header(head, 'Subject'), text: '' };
}

/**
 * The first link matching `pattern` in the newest letter to `email` with this subject that arrived
 * since `since` (unix seconds), once the outbox has put it in the mailbox.
 */
export async function inboxLink(
  email: string,
  subject: string,
  since: number,
  pattern = /https?:\/\/\S+\/reset-pass\/#token=\S+/,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const dir = inboxOf(email);
        const names = await readdir(dir).catch(() => [] as string[]);
        // named by the outbox id: the newest last
        for (const name of names
          .filter((n) => n.endsWith('.eml'))
          .sort()
          .reverse()) {
          const file = path.join(dir, name);
          if ((await stat(file)).mtimeMs < since * 1000) continue;
          const letter = parse(await readFile(file, 'utf8'));
          if (letter.subject !== subject) continue;
          link = pattern.exec(letter.text)?.[0];
          if (link) return true;
        }
        return false;
      },
      { message: `a letter "${subject}" in the inbox of ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  return link as string;
}
