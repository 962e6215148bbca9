// An article's HTML as the editors send it: the plain text kept beside it (list excerpts and the
// Russian full-text search: `articles.search_forms` is generated from it, so an edited or newly
// published article is found as the seeded ones are). Active content is refused before this
// (`articleHtmlProblem`, @club/shared: the same check the editor runs).

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  laquo: '«',
  raquo: '»',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bdquo: '„',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
};

const codePoint = (n: number) => (n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : ' ');

/** Entities as characters (numeric ones and the common named ones; others stay as written). */
export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]{1,6});/gi, (_, hex: string) => codePoint(parseInt(hex, 16)))
    .replace(/&#(\d{1,7});/g, (_, dec: string) => codePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m);
}

/** The words of an article's HTML without markup: blocks and line breaks become spaces. */
export function articleText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<(style|script)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(
      /<\/?(p|div|h[1-6]|li|ul|ol|br|tr|td|th|table|blockquote|section|article)\b[^>]*>/gi,
      ' ',
    )
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
