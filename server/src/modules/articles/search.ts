// The search text of the articles as a PostgreSQL text query of the 'russian' configuration: words
// only (no operators from the member reach to_tsquery), all required, the last one also as a
// prefix, so a word still being typed finds its article ("трениров" finds "тренировка") and every
// word is stemmed ("тренировки" finds "тренировка").

/** Words considered of one search (more are ignored). */
export const SEARCH_MAX_WORDS = 8;

/** The to_tsquery text of a search, or null when it has no words. */
export function searchQueryText(q: string | undefined): string | null {
  const words = (q ?? '')
    .normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!words?.length) return null;
  const used = words.slice(0, SEARCH_MAX_WORDS);
  return used.map((w, i) => (i === used.length - 1 ? `${w}:*` : w)).join(' & ');
}

/** A list excerpt: the text cut at a word near `max` characters, with an ellipsis. */
export function excerpt(text: string, max = 220): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}
