import { sanitizeHtml } from '.';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers, javascript: links and style elements', () => {
    const out = sanitizeHtml(
      '<style>body{display:none}</style><p onclick="x()">Текст<script>alert(1)</script>' +
        '<a href="javascript:alert(1)">ссылка</a><img src=x onerror="alert(1)"></p>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|<style/i);
    expect(out).toContain('Текст');
  });

  it('drops inline styles that can cover or hide the page, keeps what content needs', () => {
    const cover =
      '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999;' +
      'background:url(https://evil.example/x.png);opacity:0.01;color:red">Скидка!</div>';
    const out = sanitizeHtml(cover);
    expect(out).not.toMatch(/position|z-index|top:|left:|opacity|url\(/i);
    expect(out).toContain('color: red');

    const content = sanitizeHtml(
      '<p style="text-align:center;font-weight:bold;margin:0 0 8px;color:#333">Абзац</p>',
    );
    expect(content).toMatch(/text-align: center/);
    expect(content).toMatch(/font-weight: bold/);
    expect(content).toMatch(/margin: 0px 0px 8px|margin: 0 0 8px/);
    expect(content).toMatch(/color: (#333|rgb\(51, 51, 51\))/);
  });

  it('drops a style attribute that keeps nothing, and never loads anything from a style', () => {
    expect(sanitizeHtml('<span style="position:absolute;inset:0">x</span>')).toBe('<span>x</span>');
    expect(sanitizeHtml('<span style="background-color:expression(alert(1))">x</span>')).toBe(
      '<span>x</span>',
    );
  });

  it('opens content links safely and keeps ordinary markup', () => {
    const out = sanitizeHtml(
      '<ul><li><b>Один</b></li></ul><a href="https://club.example/x" target="_blank">магазин</a>',
    );
    expect(out).toContain('<ul><li><b>Один</b></li></ul>');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(sanitizeHtml(null)).toBe('');
  });
});
