// The Russian search finds an article by other forms of its words (issue 27, item 12): pairs of
// what a member types and the seeded article it must find, on PGlite and on PostgreSQL, with the
// articles that hold the typed form itself listed first.
import type { ArticleItem, ArticlesResult } from '@club/shared/contract';
import { loginAs, setup, type TestContext } from '../../test/helpers';
import { caller } from '../chats/testing';
import { fleetingVowelForms, searchQueries, searchWords } from './search';

let ctx: TestContext;
let anna: ReturnType<typeof caller>;
beforeAll(async () => {
  ctx = await setup();
  anna = caller(ctx.app, await loginAs(ctx.app, 'demo@club.local'));
});
afterAll(() => ctx.close());

const search = async (q: string, page = 1) => {
  const res = await anna.get(`/api/articles/articles?q=${encodeURIComponent(q)}&page=${page}`);
  expect(res.statusCode).toBe(200);
  return res.json().result as ArticlesResult;
};
const titles = (items: ArticleItem[]) => items.map((i) => i.title);

const SLEEP = 'Сон и похудение: в чём связь';

/** [what the member types, an article it must find on the first page] */
const PAIRS: [string, string][] = [
  // the issue's own examples: a fleeting vowel, and a verb beside its noun
  ['сном', SLEEP],
  ['похудеть', SLEEP],
  // case and ё
  ['сну', SLEEP],
  ['снов', SLEEP],
  ['СНА', SLEEP],
  ['похудевшим', SLEEP],
  ['Похудела', SLEEP],
  ['в чём связь', SLEEP],
  ['недосыпа', SLEEP],
  ['белок', 'Сколько белка нужно при снижении веса'],
  ['тренировок', 'Первая тренировка в зале: что взять с собой'],
  ['приседать', 'Как правильно делать приседания'],
  ['приседаний', 'Как правильно делать приседания'],
  ['планку', 'Планка: сколько стоять и зачем'],
  ['суперсетов', 'Суперсеты: как совмещать упражнения'],
  ['выпадами', 'Выпады без боли в коленях'],
  ['заминкой', 'Зачем нужна заминка после тренировки'],
  ['перекусов', 'Полезные перекусы на работе'],
  ['завтраки', 'Завтрак за пять минут'],
  ['завтракать', 'Завтрак за пять минут'],
  ['САХАРА', 'Сахар в продуктах: где он прячется'],
  ['этикетке', 'Как читать этикетки'],
  ['клетчаткой', 'Клетчатка и сытость'],
  ['привычки', 'Как превратить тренировки в привычку'],
  ['дневнике тренировки', 'Дневник тренировок: просто и полезно'],
  ['пульса', 'Пульс: в какой зоне тренироваться'],
  ['осанкой', 'Осанка офисного работника'],
  ['простудой', 'Можно ли тренироваться во время простуды'],
  ['суставов', 'Здоровые суставы: что помогает'],
  ['Лёгкую растяжку', 'Растяжка после тренировки'],
  ['крепатуры', 'Крепатура: как пережить'],
  ['самомассажа', 'Массаж и самомассаж'],
  ['дыханием', 'Дыхание для снятия стресса'],
  ['бане', 'Баня после тренировки: можно ли'],
  ['интервальная тренировка', 'Интервальные тренировки: польза и риски'],
];

describe('word forms find the article', () => {
  it.each(PAIRS)('"%s" finds "%s"', async (q, title) => {
    const found = await search(q);
    expect(titles(found.items)).toContain(title);
  });

  it('checks at least twenty pairs', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(20);
  });

  it('ranks the article that holds the typed form before one found by another form', async () => {
    // "Цели, которые работают" says «похудеть»; "Сон и похудение" has only the noun
    const verb = titles((await search('похудеть')).items);
    expect(verb[0]).toBe('Цели, которые работают');
    expect(verb.indexOf(SLEEP)).toBeGreaterThan(0);
    // and the other way round: the noun's own articles first, the title match on top
    const noun = titles((await search('похудение')).items);
    expect(noun[0]).toBe(SLEEP);
    expect(noun.indexOf('Цели, которые работают')).toBeGreaterThan(noun.indexOf(SLEEP));
    // a title match found by a form outranks a text match of the same form
    expect(titles((await search('сном')).items)[0]).toBe(SLEEP);
  });

  it('reads ё as е and ignores case', async () => {
    const ids = async (q: string) => (await search(q)).items.map((i) => i.id);
    expect(await ids('лёгкую растяжку')).toEqual(await ids('ЛЕГКУЮ РАСТЯЖКУ'));
    expect(await ids('Сон')).toEqual(await ids('сон'));
    expect(titles((await search('СОН')).items)[0]).toBe(SLEEP);
  });

  it('still finds nothing for words of no article, and forms do not widen an unrelated word', async () => {
    expect((await search('квантовая хромодинамика')).items).toEqual([]);
    expect((await search('сок')).items).toEqual([]);
    expect(titles((await search('белок')).items)).not.toContain(SLEEP);
  });
});

describe('the forms of a word', () => {
  it('gives a fleeting vowel back and takes it away', () => {
    expect(fleetingVowelForms('сном')).toEqual(expect.arrayContaining(['сон']));
    expect(fleetingVowelForms('сна')).toEqual(expect.arrayContaining(['сон']));
    expect(fleetingVowelForms('сон')).toEqual(expect.arrayContaining(['сна', 'сном', 'сну']));
    expect(fleetingVowelForms('белка')).toEqual(expect.arrayContaining(['белок']));
    expect(fleetingVowelForms('день')).toEqual(expect.arrayContaining(['дня', 'днем']));
    expect(fleetingVowelForms('дня')).toEqual(expect.arrayContaining(['день']));
    expect(fleetingVowelForms('тренировка')).toEqual(expect.arrayContaining(['тренировок']));
    // no cluster, no vowel to drop, not Cyrillic, too short
    expect(fleetingVowelForms('вода')).toEqual([]);
    expect(fleetingVowelForms('plank')).toEqual([]);
    expect(fleetingVowelForms('сн')).toEqual([]);
  });

  it('keeps words only, lower case, ё as е, the last word as a prefix, stop words out', () => {
    expect(searchWords("  Лёгкая a' | b & !c:*  ")).toEqual(['легкая', 'a', 'b', 'c']);
    expect(searchWords('!!! ---')).toEqual([]);
    const stems = new Map([
      ['сон', ['сон']],
      ['и', []],
      ['похудение', ['похуден']],
    ]);
    const q = searchQueries(['сон', 'и', 'похудение'], stems);
    expect(q?.whole).toBe("'сон' & 'похуден'");
    expect(q?.exact).toBe("'сон' & 'похуден':*");
    expect(q?.forms).toContain("'похуд':*");
    expect(searchQueries(['и'], stems)).toBeNull();
  });
});
