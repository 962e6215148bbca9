// The staff app's articles and notifications (issue 28, item 8): paths, limits, texts and the
// article HTML check (plain values, safe for browser bundles; the schemas are in staff-articles.ts).
//
// Articles (permission articles:publish). An article is a draft, published or unpublished; members
// only ever see published ones (list, search, favourites, the special article, the page: a draft's
// id is "not found" to them). HTML carrying active content (<script>, on…= handlers, javascript:
// addresses, frames, objects) is REFUSED with a Russian message naming what was found
// (`articleHtmlProblem`, shared with the editor so it says so before sending): what is stored is
// exactly what the editor wrote, and members see it through the one sanitiser
// (@club/shared/sanitize), as the editor's preview does.
// - GET   /api/staff/articles?q=&status=&before_id=   every article, newest first, 20 a page
// - GET   /api/staff/articles/categories              the categories to choose from
// - POST  /api/staff/articles                         { title, category_id, content, is_special }: a draft
// - GET   /api/staff/articles/{id}                    one article as the editor edits it
// - PATCH /api/staff/articles/{id}                    the same fields (a published one changes live)
// - PUT   /api/staff/articles/{id}/image              multipart `image`: the main picture (photo pipeline)
// - DELETE /api/staff/articles/{id}/image             no main picture
// - POST  /api/staff/articles/{id}/publish, …/unpublish
//
// Notifications (permission notifications:send): plain text (shown to members as a paragraph, as
// the tester console's pushes) and an optional in-app link (`isAppPath`, the rule the members'
// list and the push follow), to one member the sender sees (the visibility rule), to the members
// of a course (who hold it now: not expired), or to every member.
// - GET   /api/staff/notifications?before_id=         what was sent, by whom, to how many
// - GET   /api/staff/notifications/courses            the courses with their members' number
// - GET   /api/staff/notifications/recipients?audience=&member_id=&course_id=   { count }
// - POST  /api/staff/notifications                    { audience, member_id?, course_id?, text, link? }

import { groupDigits } from '../format/text';

export const staffArticlePaths = {
  list: '/api/staff/articles',
  categories: '/api/staff/articles/categories',
  one: (id: number | string) => `/api/staff/articles/${id}`,
  oneRoute: '/api/staff/articles/:id',
  image: (id: number | string) => `/api/staff/articles/${id}/image`,
  imageRoute: '/api/staff/articles/:id/image',
  publish: (id: number | string) => `/api/staff/articles/${id}/publish`,
  publishRoute: '/api/staff/articles/:id/publish',
  unpublish: (id: number | string) => `/api/staff/articles/${id}/unpublish`,
  unpublishRoute: '/api/staff/articles/:id/unpublish',
} as const;

export const staffNotificationPaths = {
  list: '/api/staff/notifications',
  courses: '/api/staff/notifications/courses',
  recipients: '/api/staff/notifications/recipients',
} as const;

export const ARTICLE_STATUSES = ['draft', 'published', 'unpublished'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: 'Черновик',
  published: 'Опубликована',
  unpublished: 'Снята с публикации',
};

export const STAFF_ARTICLE_LIMITS = {
  titleMaxLength: 200,
  /** characters of an article's HTML */
  contentMaxLength: 100_000,
  pageSize: 20,
} as const;

export const NOTIFICATION_AUDIENCES = ['member', 'course', 'all'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

export const STAFF_NOTIFICATION_LIMITS = {
  /** as the tester console's pushes (PUSH_MAX_LENGTH on the server) */
  textMaxLength: 2000,
  linkMaxLength: 300,
  pageSize: 20,
  /** from this many recipients the app asks for a confirmation with the number */
  confirmFrom: 2,
} as const;

export const STAFF_ARTICLE_MESSAGES = {
  notFound: 'Статья не найдена',
  categoryNotFound: 'Такой категории нет',
  titleRequired: 'Напиши заголовок статьи',
  titleTooLong: `Заголовок не может быть длиннее ${STAFF_ARTICLE_LIMITS.titleMaxLength} символов`,
  contentRequired: 'Напиши текст статьи, прежде чем публиковать её',
  contentTooLong: `Текст статьи не может быть длиннее ${groupDigits(STAFF_ARTICLE_LIMITS.contentMaxLength)} символов (вместе с разметкой)`,
  alreadyPublished: 'Статья уже опубликована',
  notPublished: 'Статья сейчас не опубликована',
  imageMissing: 'Выбери картинку',
  // the photo pipeline's texts (spec: 'формат png/jpg, макс. размер 5 МБ')
  imageType: 'Ошибка! Можно загружать файлы с расширением png или jpg',
  imageSize: 'Ошибка! Фото весит более 5 МБ',
  imageBroken: 'Не удалось прочитать картинку: файл повреждён. Выбери другой.',
  created: 'Черновик сохранён',
  saved: 'Статья сохранена',
  published: 'Статья опубликована',
  unpublished: 'Статья снята с публикации',
  imageSaved: 'Картинка сохранена',
  imageRemoved: 'Картинка убрана',
} as const;

export const STAFF_NOTIFICATION_MESSAGES = {
  textRequired: 'Напиши текст уведомления',
  textTooLong: `Текст уведомления не может быть длиннее ${STAFF_NOTIFICATION_LIMITS.textMaxLength} символов`,
  linkInvalid:
    'Ссылка должна вести на страницу приложения и начинаться с «/», например /articles/ или /article/12',
  linkTooLong: `Ссылка не может быть длиннее ${STAFF_NOTIFICATION_LIMITS.linkMaxLength} символов`,
  memberRequired: 'Выбери участника',
  memberNotFound: 'Участник не найден',
  courseRequired: 'Выбери курс',
  courseNotFound: 'Такого курса нет',
  noRecipients: 'Некому отправить: сейчас в выбранной аудитории нет ни одного участника',
  countChanged: (count: number) =>
    `Число получателей изменилось: теперь их ${count}. Проверь и отправь ещё раз.`,
  sent: (count: number) => `Уведомление отправлено. Получателей: ${count}`,
} as const;

/** HTML of active content an article may not carry (script, handlers, script addresses, frames). */
const ACTIVE_TAGS = /^(script|iframe|frame|frameset|object|embed|applet|base|meta|link|form)$/;
const URL_ATTRS = /^(href|src|action|formaction|xlink:href|poster|background|data|lowsrc|dynsrc)$/;
const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  sol: '/',
  amp: '&',
};

/** An attribute value as the browser reads it: entities decoded, controls and spaces dropped. */
function attributeValue(raw: string): string {
  const decoded = raw
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (m, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? m);
  // eslint-disable-next-line no-control-regex -- browsers ignore controls inside a scheme
  return decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
}

/**
 * Where a comment whose text starts at `from` (after `<!--`) ends, as the HTML parser reads it:
 * `<!-->` and `<!--->` are whole comments, and `--!>` ends one as `-->` does (issue 42: the
 * first `-->` alone let `<!--><img onerror=…>-->` hide its picture from this check).
 */
function commentEnd(html: string, from: number): number {
  if (html.startsWith('>', from)) return from + 1;
  if (html.startsWith('->', from)) return from + 2;
  const ends = [html.indexOf('-->', from), html.indexOf('--!>', from)].filter((n) => n >= 0);
  if (!ends.length) return html.length;
  const end = Math.min(...ends);
  return end + (html.startsWith('-->', end) ? 3 : 4);
}

/** The tags of an HTML text with their attributes (quotes respected; comments skipped). */
function* tagsOf(html: string): Generator<{ name: string; attrs: [string, string][] }> {
  let i = 0;
  while ((i = html.indexOf('<', i)) >= 0) {
    if (html.startsWith('<!--', i)) {
      i = commentEnd(html, i + 4);
      continue;
    }
    const head = /^<\/?([a-zA-Z][^\s/>]*)/.exec(html.slice(i, i + 64));
    if (!head) {
      i++;
      continue;
    }
    i += head[0].length;
    const attrs: [string, string][] = [];
    while (i < html.length) {
      while (i < html.length && /[\s/]/.test(html[i])) i++;
      if (i >= html.length || html[i] === '>') break;
      const nameMatch = /^[^\s/>=]+/.exec(html.slice(i)) ?? /^=[^\s/>=]*/.exec(html.slice(i));
      const name = nameMatch ? nameMatch[0] : html[i];
      i += name.length;
      while (i < html.length && /\s/.test(html[i])) i++;
      let value = '';
      if (html[i] === '=') {
        i++;
        while (i < html.length && /\s/.test(html[i])) i++;
        const quote = html[i];
        if (quote === '"' || quote === "'") {
          const end = html.indexOf(quote, i + 1);
          value = html.slice(i + 1, end < 0 ? html.length : end);
          i = end < 0 ? html.length : end + 1;
        } else {
          const m = /^[^\s>]*/.exec(html.slice(i));
          value = m ? m[0] : '';
          i += value.length;
        }
      }
      attrs.push([name.toLowerCase(), value]);
    }
    yield { name: head[1].toLowerCase(), attrs };
    i++;
  }
}

/**
 * Why an article's HTML is refused, in Russian, or null when it carries no active content: a
 * <script> (or a frame, object, form...), an event handler attribute (onclick=, onerror=...), or a
 * javascript:/vbscript:/data: address (a data: picture is allowed). Members' pages drop all of it
 * anyway (the sanitiser); refusing it keeps what is stored equal to what the preview shows.
 */
export function articleHtmlProblem(html: string): string | null {
  for (const tag of tagsOf(html)) {
    if (ACTIVE_TAGS.test(tag.name))
      return `В тексте статьи есть недопустимый тег <${tag.name}>: скрипты, фреймы и формы в статьях запрещены. Убери его и сохрани снова.`;
    for (const [name, raw] of tag.attrs) {
      if (/^on/.test(name))
        return `В тексте статьи есть обработчик события «${name}» (у тега <${tag.name}>): скрипты в статьях запрещены. Убери его и сохрани снова.`;
      if (!URL_ATTRS.test(name) && name !== 'style') continue;
      const value = attributeValue(raw);
      const pictureData =
        tag.name === 'img' && name === 'src' && /^data:image\/(png|jpe?g|gif|webp);/.test(value);
      if (
        /(javascript|vbscript|livescript):/.test(value) ||
        (URL_ATTRS.test(name) && value.startsWith('data:') && !pictureData) ||
        (name === 'style' && /expression\(/.test(value))
      )
        return `В тексте статьи есть ссылка со скриптом (атрибут «${name}» у тега <${tag.name}>): скрипты в статьях запрещены. Убери её и сохрани снова.`;
    }
  }
  return null;
}

/** What the members' sanitiser removes from an article's HTML (@club/shared/sanitize's `findings`). */
export type ArticleHtmlFinding =
  | { kind: 'element'; tag: string }
  | { kind: 'attribute'; tag: string; name: string }
  | { kind: 'address'; tag: string; name: string; value: string }
  | { kind: 'style'; tag: string; property: string };

const FORM_TAGS = /^(input|button|textarea|select)$/;
const shown = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}...` : value);

/**
 * Why the server refuses an article's HTML that the members' sanitiser would change, in Russian
 * (the first of its findings), or null when it would change nothing a reader sees: the server
 * judges the HTML with the same sanitiser on a real HTML parser, so what is stored is what members
 * see, whatever way the markup is written.
 */
export function articleFindingProblem(findings: readonly ArticleHtmlFinding[]): string | null {
  const f = findings[0];
  if (!f) return null;
  switch (f.kind) {
    case 'element':
      return ACTIVE_TAGS.test(f.tag) || FORM_TAGS.test(f.tag)
        ? `В тексте статьи есть недопустимый тег <${f.tag}>: скрипты, фреймы и формы в статьях запрещены. Убери его и сохрани снова.`
        : `В тексте статьи есть тег <${f.tag}>, которого не будет на странице статьи. Убери его и сохрани снова.`;
    case 'attribute':
      if (/^on/.test(f.name))
        return `В тексте статьи есть обработчик события «${f.name}» (у тега <${f.tag}>): скрипты в статьях запрещены. Убери его и сохрани снова.`;
      if (URL_ATTRS.test(f.name))
        return `В тексте статьи есть ссылка со скриптом (атрибут «${f.name}» у тега <${f.tag}>): скрипты в статьях запрещены. Убери её и сохрани снова.`;
      return `В тексте статьи есть атрибут «${f.name}» у тега <${f.tag}>, которого не будет на странице статьи. Убери его и сохрани снова.`;
    case 'address':
      return f.tag === 'img'
        ? `В тексте статьи есть картинка с адресом «${shown(f.value)}», которую страница статьи не покажет: адрес картинки начинается с https://, http://, «/» или data:image. Исправь его и сохрани снова.`
        : `В тексте статьи есть ссылка «${shown(f.value)}», которую страница статьи уберёт: ссылка ведёт на сайт (https://, http://) или на страницу приложения («/…»). Исправь её и сохрани снова.`;
    case 'style':
      return `В тексте статьи есть стиль «${f.property}» у тега <${f.tag}>, которого не будет на странице статьи (остаются цвета, шрифты, выравнивание, отступы, рамки и размеры). Убери его и сохрани снова.`;
  }
}
