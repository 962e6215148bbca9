// The articles' Russian search (spec part 2 §2.7). The database's Snowball stemmer ('russian_stem')
// turns every word into its stem; the search then asks PostgreSQL's full-text index for two things:
//
// - exact: every word's stem, all required, the last one also as a prefix (a word still being typed:
//   "трениров" finds "тренировка"): what the member typed, in any inflection the stemmer knows;
// - forms: every word by any of its forms, all words required. A form is the stem as a prefix, the
//   stem without its last two letters as a prefix (a long stem whose suffix changes with the form:
//   "похудеть" and "похудение", stems 'похудет' and 'похуден'), and the forms of a fleeting vowel
//   (the о/е that Russian nouns drop in their other cases: "сон" / "сном", "белок" / "белка",
//   "тренировка" / "тренировок"), which share no stem and too few letters for any prefix or
//   trigram measure.
//
// The list starts with the articles that hold the words as typed (every stem, none as a prefix),
// then the rest of the exact matches, then those found by the forms; each group is ranked by
// relevance (a title match before a text match). The words are case-folded and ё is read as е here and in the indexed column
// (`articles.search_forms`), so the result is the same whatever the database's LC_CTYPE.

/** Words considered of one search (more are ignored). */
export const SEARCH_MAX_WORDS = 8;

/** The words of a search: letters and digits only, lower case, ё read as е; at most 8. */
export function searchWords(q: string | undefined): string[] {
  const words = (q ?? '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .match(/[\p{L}\p{N}]+/gu);
  return (words ?? []).slice(0, SEARCH_MAX_WORDS);
}

const CONSONANT = /^[бвгджзклмнпрстфхцчшщ]$/;
const isConsonant = (c: string | undefined) => c !== undefined && CONSONANT.test(c);

/** Case endings of nouns with a hard stem (сн-ом, белк-а), longest first. */
const HARD_ENDINGS = ['ами', 'ом', 'ой', 'ов', 'ам', 'ах', 'а', 'у', 'е', 'ы'];
/** Case endings of nouns with a soft stem (дн-я, пн-ем), longest first. */
const SOFT_ENDINGS = ['ями', 'ем', 'ей', 'ям', 'ях', 'я', 'ю', 'и'];
/** Every ending a fleeting vowel may have dropped before. */
const ENDINGS = [...new Set([...HARD_ENDINGS, ...SOFT_ENDINGS])].sort(
  (a, b) => b.length - a.length,
);

/**
 * The other forms of a noun with a fleeting о/е: "сном" and "сна" give "сон" (and "сен"); "сон"
 * gives "сна", "сну", "сном"...; "день" gives "дня"...; "тренировка" gives "тренировок". Forms that
 * are no Russian word find nothing, so both vowels are tried. Cyrillic words of 3 letters or more.
 */
export function fleetingVowelForms(word: string): string[] {
  if (word.length < 3 || !/^[а-я]+$/.test(word)) return [];
  const out = new Set<string>();
  // a case form whose vowel dropped: the base form with it back
  for (const end of ENDINGS) {
    if (!word.endsWith(end)) continue;
    const base = word.slice(0, -end.length);
    const [c1, c2] = [base.at(-2), base.at(-1)];
    if (base.length >= 2 && isConsonant(c1) && isConsonant(c2)) {
      const head = base.slice(0, -1);
      // after a soft ending the base form may end in ь ("дня" / "день"; but "белки" / "белок")
      const tails = HARD_ENDINGS.includes(end) ? [''] : ['', 'ь'];
      for (const v of ['о', 'е']) for (const tail of tails) out.add(`${head}${v}${c2}${tail}`);
    }
  }
  // the base form: its case forms without the vowel
  const soft = word.endsWith('ь');
  const stem = soft ? word.slice(0, -1) : word;
  const [c1, vowel, c2] = [stem.at(-3), stem.at(-2), stem.at(-1)];
  if (stem.length >= 3 && isConsonant(c1) && (vowel === 'о' || vowel === 'е') && isConsonant(c2)) {
    const base = `${stem.slice(0, -2)}${c2}`;
    for (const end of soft ? SOFT_ENDINGS : HARD_ENDINGS) out.add(base + end);
  }
  out.delete(word);
  return [...out];
}

/** Every word to ask the stemmer about: the words and their fleeting-vowel forms. */
export function wordsToStem(words: string[]): string[] {
  return [...new Set(words.flatMap((w) => [w, ...fleetingVowelForms(w)]))];
}

/** A stem of a prefix measure: at least this long before two letters are cut from it. */
export const SHORTENED_STEM_MIN = 6;

export interface SearchQueries {
  /** to_tsquery('simple', …) text of the words as typed: every stem */
  whole: string;
  /** to_tsquery('simple', …) text of the exact match: every stem, the last one as a prefix */
  exact: string;
  /** to_tsquery('simple', …) text of the forms: every word by any of its forms */
  forms: string;
}

/** A lexeme as a quoted tsquery operand (stems hold letters and digits only; anything else goes). */
const lexeme = (text: string) => `'${text.replace(/[^\p{L}\p{N}]/gu, '')}'`;

/**
 * The two queries of a search, from its words and the stems the database's stemmer gave for the
 * words and their forms (`stems`: an empty list is a stop word, left out as the full-text search
 * does; a word missing from the map stands for itself). Null when no word is left.
 */
export function searchQueries(
  words: string[],
  stems: ReadonlyMap<string, readonly string[]>,
): SearchQueries | null {
  const whole: string[] = [];
  const exact: string[] = [];
  const forms: string[] = [];
  words.forEach((word, i) => {
    const own = stems.get(word) ?? [word];
    if (own.length === 0) return; // a stop word ("и", "в", "как")
    const stem = own[0];
    if (!stem.replace(/[^\p{L}\p{N}]/gu, '')) return;
    const last = i === words.length - 1;
    whole.push(lexeme(stem));
    exact.push(`${lexeme(stem)}${last ? ':*' : ''}`);
    const alternatives = new Set([`${lexeme(stem)}:*`]);
    if (stem.length >= SHORTENED_STEM_MIN) alternatives.add(`${lexeme(stem.slice(0, -2))}:*`);
    for (const form of fleetingVowelForms(word))
      for (const s of stems.get(form) ?? [form]) if (s) alternatives.add(lexeme(s));
    forms.push(`(${[...alternatives].join(' | ')})`);
  });
  if (!exact.length) return null;
  return { whole: whole.join(' & '), exact: exact.join(' & '), forms: forms.join(' & ') };
}

/** A list excerpt: the text cut at a word near `max` characters, with an ellipsis. */
export function excerpt(text: string, max = 220): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}
