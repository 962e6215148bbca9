// Every letter the club sends, in one place (issue 31): Russian, addressing the member informally
// as the app does, with an HTML part in the club's style and a plain-text part saying the same.
// The colours are the tokens of shared/src/ui/theme.css (letters.test.ts keeps them equal);
// mail clients ignore <style> blocks and custom properties, so every style is inline.

export type LetterKind = 'recovery' | 'welcome' | 'email_verification';

export interface Letter {
  subject: string;
  html: string;
  text: string;
}

/** theme.css tokens used by letters (values, since mail clients know no custom properties) */
export const LETTER_COLOURS = {
  '--club-accent': '#1a7f4e',
  '--club-accent-soft': '#e6f7ef',
  '--club-text': '#1f2430',
  '--club-muted': '#5f6676',
  '--club-border': '#e3e6ec',
  '--club-bg': '#f5f6f8',
  '--club-surface': '#ffffff',
} as const;
const C = LETTER_COLOURS;
const FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** How long the links stay valid, as the letters say it. */
export const RECOVERY_LINK_HOURS = 1;
export const WELCOME_LINK_DAYS = 7;
export const VERIFICATION_LINK_DAYS = 7;

/** 0 female, 1 male (spec part 1 §1); unknown: both endings, as the app writes "уверен(а)". */
export type Gender = 0 | 1 | null;
const byGender = (gender: Gender, female: string, male: string, both: string) =>
  gender === 0 ? female : gender === 1 ? male : both;

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The first word of the member's name (the app's greeting does the same). */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] || name.trim();

/** A paragraph: text pieces, some of them strong (an address, a course name) or a link. */
type Piece = string | { strong: string } | { link: string };
type Paragraph = Piece[];

interface LetterContent {
  subject: string;
  /** the line mail clients show beside the subject */
  preheader: string;
  greeting: string;
  before: Paragraph[];
  button: { label: string; url: string };
  after: Paragraph[];
  /** the footer's line on where to ask (a member: the app's feedback) */
  help?: string;
}

const paragraphText = (p: Paragraph) =>
  p
    .map((piece) =>
      typeof piece === 'string' ? piece : 'strong' in piece ? piece.strong : piece.link,
    )
    .join('');
const paragraphHtml = (p: Paragraph) =>
  p
    .map((piece) =>
      typeof piece === 'string'
        ? escapeHtml(piece)
        : 'strong' in piece
          ? `<strong style="color:${C['--club-text']};">${escapeHtml(piece.strong)}</strong>`
          : `<a href="${escapeHtml(piece.link)}" style="color:${C['--club-accent']};word-break:break-all;">${escapeHtml(piece.link)}</a>`,
    )
    .join('');

const FOOTER = 'Это письмо отправлено автоматически, отвечать на него не нужно.';
const FOOTER_HELP = 'Если остались вопросы, напиши нам в разделе «Обратная связь» в приложении.';

function render(content: LetterContent): Letter {
  const { button } = content;
  const text = [
    content.greeting,
    '',
    ...content.before.flatMap((p) => [paragraphText(p), '']),
    `${button.label}:`,
    button.url,
    '',
    ...content.after.flatMap((p) => [paragraphText(p), '']),
    '—',
    'Клуб',
    FOOTER,
    content.help ?? FOOTER_HELP,
    '',
  ].join('\n');

  const p = (html: string, colour: string = C['--club-text'], size = 16) =>
    `<p style="margin:0 0 16px;font-size:${size}px;line-height:1.5;color:${colour};">${html}</p>`;
  const url = escapeHtml(button.url);
  const html = `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${C['--club-bg']};font-family:${FONT};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${C['--club-bg']};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:${C['--club-surface']};border-radius:12px;border:1px solid ${C['--club-border']};">
<tr><td style="padding:28px 28px 0;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td width="40" height="40" align="center" style="width:40px;height:40px;background:${C['--club-accent']};border-radius:12px;color:#ffffff;font-family:${FONT};font-size:20px;font-weight:800;">К</td>
<td style="padding-left:10px;font-family:${FONT};font-size:22px;font-weight:800;letter-spacing:0.02em;color:${C['--club-text']};">Клуб</td>
</tr></table>
</td></tr>
<tr><td style="padding:24px 28px 8px;font-family:${FONT};">
<h1 style="margin:0 0 16px;font-size:20px;line-height:1.4;font-weight:600;color:${C['--club-text']};">${escapeHtml(content.greeting)}</h1>
${content.before.map((para) => p(paragraphHtml(para))).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>
<td align="center" style="border-radius:999px;background:${C['--club-accent']};">
<a href="${url}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:999px;">${escapeHtml(button.label)}</a>
</td></tr></table>
${p(`Если кнопка не открывается, скопируй ссылку в адресную строку браузера:<br><a href="${url}" style="color:${C['--club-accent']};word-break:break-all;">${url}</a>`, C['--club-muted'], 14)}
${content.after.map((para) => p(paragraphHtml(para), C['--club-muted'], 14)).join('\n')}
</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid ${C['--club-border']};font-family:${FONT};font-size:13px;line-height:1.5;color:${C['--club-muted']};">
${escapeHtml(FOOTER)}<br>${escapeHtml(content.help ?? FOOTER_HELP)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: content.subject, html, text };
}

const greeting = (name: string) => `Привет, ${firstName(name)}!`;

/** A forgotten password: the one-use link of /reset-pass/, valid 1 hour. */
export function recoveryLetter(to: { name: string; email: string; gender: Gender }, link: string) {
  return render({
    subject: 'Восстановление пароля в Клубе',
    preheader: 'Ссылка для нового пароля действует 1 час.',
    greeting: greeting(to.name),
    before: [
      ['Мы получили запрос на восстановление пароля для ', { strong: to.email }, '.'],
      [
        'Чтобы задать новый пароль, перейди по ссылке. Она действует 1 час и сработает только один раз. После смены пароля выход произойдёт на всех устройствах.',
      ],
    ],
    button: { label: 'Задать новый пароль', url: link },
    after: [
      [
        `Если ты не ${byGender(to.gender, 'запрашивала', 'запрашивал', 'запрашивал(а)')} восстановление, просто не обращай внимания на это письмо: пароль останется прежним.`,
      ],
    ],
  });
}

/**
 * A new account (made by the club's staff or by a shop order): the sign-in e-mail and a one-use
 * link to set the first password. Never a password.
 */
export function welcomeLetter(
  to: { name: string; email: string },
  link: string,
  opts: { packName?: string | null; recoveryUrl: string },
) {
  return render({
    subject: 'Добро пожаловать в Клуб: данные для входа',
    preheader: 'Твой логин и ссылка, чтобы задать пароль.',
    greeting: greeting(to.name),
    before: [
      opts.packName
        ? ['Для тебя создан аккаунт в Клубе и открыт курс ', { strong: `«${opts.packName}»` }, '.']
        : ['Для тебя создан аккаунт в Клубе.'],
      ['Твой логин для входа — этот e-mail: ', { strong: to.email }],
      [
        `Пароль ты задашь сам(а): перейди по ссылке и придумай его. Ссылка действует ${WELCOME_LINK_DAYS} дней и сработает только один раз.`,
      ],
    ],
    button: { label: 'Задать пароль', url: link },
    after: [
      [
        'Если ссылка устарела, открой страницу восстановления пароля и укажи этот e-mail — мы пришлём новую: ',
        { link: opts.recoveryUrl },
      ],
    ],
  });
}

/**
 * A new staff account (issue 42): it speaks to a colleague, not a member: the position and roles
 * given, the staff app's address (/staff/) where they work, the sign-in e-mail and the one-use link
 * to set the first password. Never a password, never a course.
 */
export function staffWelcomeLetter(
  to: { name: string; email: string },
  link: string,
  opts: { position: string; roles: readonly string[]; staffUrl: string; recoveryUrl: string },
) {
  return render({
    subject: 'Рабочий доступ к Клубу: данные для входа',
    preheader: 'Твоя роль в команде Клуба и ссылка, чтобы задать пароль.',
    greeting: greeting(to.name),
    before: [
      ['Для тебя создан рабочий аккаунт сотрудника Клуба.'],
      ['Должность: ', { strong: opts.position }, '.'],
      [
        opts.roles.length > 1 ? 'Роли: ' : 'Роль: ',
        { strong: opts.roles.join(', ') },
        '. От неё зависит, какие разделы рабочего приложения тебе открыты.',
      ],
      ['Рабочее приложение сотрудников: ', { link: opts.staffUrl }],
      ['Логин для входа — этот e-mail: ', { strong: to.email }],
      [
        `Пароль ты задашь сам(а): перейди по ссылке и придумай его. Ссылка действует ${WELCOME_LINK_DAYS} дней и сработает только один раз. После этого входи в рабочее приложение с этим e-mail и своим паролем.`,
      ],
    ],
    button: { label: 'Задать пароль', url: link },
    after: [
      [
        'Если ссылка устарела, открой страницу восстановления пароля и укажи этот e-mail — мы пришлём новую: ',
        { link: opts.recoveryUrl },
      ],
    ],
    help: 'Если остались вопросы, обратись к администратору клуба.',
  });
}

/** The e-mail confirmation: the existing /email_verification/{hash} link. */
export function emailVerificationLetter(
  to: { name: string; email: string; gender: Gender },
  link: string,
) {
  return render({
    subject: 'Подтверди e-mail в Клубе',
    preheader: `Ссылка для подтверждения действует ${VERIFICATION_LINK_DAYS} дней.`,
    greeting: greeting(to.name),
    before: [
      ['Подтверди, что ', { strong: to.email }, ' — твой адрес: перейди по ссылке.'],
      [`Ссылка действует ${VERIFICATION_LINK_DAYS} дней.`],
    ],
    button: { label: 'Подтвердить e-mail', url: link },
    after: [
      [
        `Если ты не ${byGender(to.gender, 'указывала', 'указывал', 'указывал(а)')} этот адрес в Клубе, просто не обращай внимания на это письмо.`,
      ],
    ],
  });
}
