// The article HTML check the server refuses with and the editor says first: active content is
// found however it is written (case, entities, quotes, controls inside a scheme), and the HTML an
// editor writes (headings, lists, links, styles, inline pictures) passes.
import { articleHtmlProblem } from './paths-staff-articles';

describe('articleHtmlProblem', () => {
  it.each([
    ['<SCRIPT src="x.js"></SCRIPT>', '<script>'],
    ['<p>a</p><<script>alert(1)</script>', '<script>'],
    ['<img src=x onerror=alert(1)>', 'onerror'],
    ['<div title="a>b" onmouseover="x()">', 'onmouseover'],
    ['<a href="JaVaScRiPt:alert(1)">a</a>', 'href'],
    ['<a href="javascript&colon;alert(1)">a</a>', 'href'],
    ['<a href="&#x6A;avascript:alert(1)">a</a>', 'href'],
    ['<a href="java\nscript:alert(1)">a</a>', 'href'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">a</a>', 'href'],
    ['<img src="vbscript:msgbox(1)">', 'src'],
    ['<form action="/x"><input></form>', '<form>'],
    ['<object data="x.swf"></object>', '<object>'],
    ['<p style="width: expression(alert(1))">a</p>', 'style'],
    // comments end where the HTML parser ends them (issue 42)
    ['<!--><img src=x onerror=alert(1)>-->', 'onerror'],
    ['<!---><img src=x onerror=alert(1)>-->', 'onerror'],
    ['<!-- a --!><img src=x onerror=alert(1)>-->', 'onerror'],
    ['<p>a</p><!-- a --!><script>alert(1)</script>', '<script>'],
  ])('finds %s', (html, named) => {
    expect(articleHtmlProblem(html)).toContain(named);
  });

  it('lets an editor’s HTML through', () => {
    expect(
      articleHtmlProblem(
        '<h2>Коротко</h2><p style="color:red">Текст <a href="https://club.example/a">ссылка</a>, ' +
          '<a href="/articles/">раздел</a>, онлайн-тренировка on=1</p><ul><li>один</li></ul>' +
          '<img src="data:image/png;base64,AAAA" alt=""><!-- <script>в комментарии</script> -->',
      ),
    ).toBeNull();
    expect(articleHtmlProblem('')).toBeNull();
    expect(articleHtmlProblem('2 < 3 и 5 > 4')).toBeNull();
  });
});
