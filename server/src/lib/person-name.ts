// A person's name as the club stores it (issue 42 item 8), on every path that stores one: a
// member's profile, a member made by staff, the command or a shop order, a staff account made or
// edited, the feedback form. A name greets its owner in letters and shows in lists, the staff app
// and the audit log, so it is one line of visible text: line breaks, tabs and other control
// characters become spaces, invisible format characters (direction overrides and isolates,
// zero-width characters, the BOM, soft hyphens) are dropped, runs of spaces become one, the
// Unicode form is NFC. A name that is a web or e-mail address is refused (a letter that greets
// «Здравствуйте, example.com» is a phishing vector).

/** Format characters (Cf): bidi controls, zero-width characters, the BOM, soft hyphens. */
const INVISIBLE = /\p{Cf}/gu;
/** Controls (CR, LF, tab, NUL...) and any run of white space (the line and paragraph separators too). */
const SPACES = /[\p{Cc}\s]+/gu;

/** The name as stored: one line, visible characters, single spaces, trimmed ('' if not text). */
export function personName(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw.normalize('NFC').replace(INVISIBLE, '').replace(SPACES, ' ').trim();
}

// a scheme with "//" or a known one, "www.", an e-mail's "@", or a host: a label, a dot and a
// top-level domain (Latin letters, or one of the Cyrillic ones) not followed by more letters
const URL_LIKE = new RegExp(
  [
    '[a-z][a-z0-9+.-]*://',
    '\\b(?:https?|ftp|mailto|tg|javascript|data):',
    '\\bwww\\.',
    '@',
    '[\\p{L}\\p{N}_-]+\\.(?:[a-z]{2,24}|рф|рус|москва|онлайн|сайт|дети|орг|ком)(?![\\p{L}\\p{N}])',
  ].join('|'),
  'iu',
);

export const PERSON_NAME_MESSAGES = {
  url: 'В имени не может быть адреса сайта или электронной почты: напиши имя и фамилию',
} as const;

/** Whether a (normalised) name reads as a web or e-mail address. */
export const looksLikeAddress = (name: string): boolean => URL_LIKE.test(name);

/** Why a (normalised) name cannot be stored, in Russian; null when it can. */
export function personNameProblem(name: string): string | null {
  return looksLikeAddress(name) ? PERSON_NAME_MESSAGES.url : null;
}
