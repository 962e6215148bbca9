// Issue 42 item 6: the server judges an article's HTML with the members' own sanitiser on a real
// HTML parser and refuses what it would change. Comments closed as the parser closes them
// (`<!-->`, `<!--->`, `--!>`) no longer hide a picture's handler, nothing the page would drop is
// stored, and every seeded article, as an editor would send it back, still passes.
import { eq } from 'drizzle-orm';
import { articleCategories, articles } from '../../db/schema';
import { DEMO_STAFF, STAFF_PASSWORD } from '../../db/seeds/staff';
import { loginAs, setup, type TestContext } from '../../test/helpers';
import { articleHtmlFindings, articleHtmlVerdict } from './html-check';

describe('articleHtmlVerdict', () => {
  it.each([
    ['<!--><img src=x onerror=alert(1)>-->', 'onerror'],
    ['<!---><img src=x onerror=alert(1)>-->', 'onerror'],
    ['<p>Текст</p><!-- заметка --!><img src=x onerror=alert(1)>-->', 'onerror'],
    ['<svg><style><img src=x onerror=alert(1)></style></svg>', 'onerror'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', 'onerror'],
    ['<a href="mailto:x@example.ru">почта</a>', 'mailto:x@example.ru'],
    ['<img src="ftp://example.ru/a.png">', 'ftp://example.ru/a.png'],
    ['<div style="position:fixed;inset:0">Скидка!</div>', '«position»'],
    ['<p style="background:url(https://evil.example/x.png)">a</p>', '«background»'],
    ['<img srcset="https://evil.example/a.png 1x">', '«srcset»'],
    ['<x-widget>a</x-widget>', '<x-widget>'],
    ['<style>body{display:none}</style><p>a</p>', '<style>'],
    ['<button>Купить</button>', '<button>'],
  ])('refuses %s, naming %s', (html, named) => {
    const problem = articleHtmlVerdict(html);
    expect(problem).toContain(named);
    expect(problem).toMatch(/^В тексте статьи есть .*сохрани снова\.$/);
  });

  it('lets an editor’s HTML through as written', () => {
    const html =
      '<h2>Коротко</h2><p style="color:red;text-align:center">Текст <b>жирный</b>, ' +
      '<a href="https://club.example/a">ссылка</a>, <a href="/articles/">раздел</a></p>' +
      '<ul><li>один</li><li>два</li></ul><ol><li>три</li></ol><blockquote>цитата</blockquote>' +
      '<img src="data:image/png;base64,AAAA" alt="схема"><img src="/uploads/articles/1/a.jpg" alt="">' +
      '<table><tbody><tr><td>1</td></tr></tbody></table><!-- заметка редактора --><p>2 &lt; 3</p>';
    expect(articleHtmlFindings(html)).toEqual([]);
    expect(articleHtmlVerdict(html)).toBeNull();
    expect(articleHtmlVerdict('')).toBeNull();
    expect(articleHtmlVerdict('Просто текст без разметки')).toBeNull();
  });
});

describe('an article saved through the API', () => {
  let ctx: TestContext;
  let token: string;
  let categoryId: number;
  beforeAll(async () => {
    ctx = await setup();
    token = await loginAs(ctx.app, DEMO_STAFF.moderator.email, STAFF_PASSWORD);
    [{ id: categoryId }] = await ctx.app.db
      .select({ id: articleCategories.id })
      .from(articleCategories)
      .limit(1);
  }, 300_000);
  afterAll(() => ctx?.close());

  const save = (content: string, method: 'POST' | 'PATCH' = 'POST', id?: number) =>
    ctx.app.inject({
      method,
      url: id ? `/api/staff/articles/${id}` : '/api/staff/articles',
      headers: { 'x-auth-token': token },
      payload: {
        title: 'Сон и восстановление',
        category_id: categoryId,
        content,
        is_special: false,
      },
    });

  it('is refused with its handler hidden behind a comment the parser has closed', async () => {
    for (const content of [
      '<p>Сон важен</p><!--><img src=x onerror=alert(document.cookie)>-->',
      '<p>Сон важен</p><!-- a --!><img src=x onerror=alert(document.cookie)>-->',
    ]) {
      const res = await save(content);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('onerror');
    }
    const stored = await ctx.app.db.select({ content: articles.content }).from(articles);
    expect(stored.some((a) => a.content.includes('onerror'))).toBe(false);
  });

  it('takes every seeded article back as it is, and refuses an edit the page would change', async () => {
    const seeded = await ctx.app.db
      .select({ id: articles.id, content: articles.content })
      .from(articles)
      .where(eq(articles.status, 'published'));
    expect(seeded.length).toBeGreaterThan(10);
    for (const a of seeded) expect([a.id, articleHtmlVerdict(a.content)]).toEqual([a.id, null]);
    const made = await save('<p>Сон важен</p>');
    expect(made.statusCode).toBe(200);
    const id = made.json().result.article.id as number;
    const edit = await save('<p style="position:fixed">Сон важен</p>', 'PATCH', id);
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.message).toContain('«position»');
    const [row] = await ctx.app.db.select().from(articles).where(eq(articles.id, id));
    expect(row.content).toBe('<p>Сон важен</p>');
  });
});
