import { isAppPath, safeHtml } from './safeHtml';

describe('safeHtml', () => {
  it('drops scripts and event handlers: a stored <img onerror> never runs', () => {
    const out = safeHtml(
      '<p>Текст</p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script><svg onload="alert(1)"></svg>',
    );
    expect(out).not.toMatch(/onerror|onload|<script/i);
    const host = document.createElement('div');
    host.innerHTML = out;
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('keeps http(s) links (new tab, no opener) and in-app paths, removes any other address', () => {
    const host = document.createElement('div');
    host.innerHTML = safeHtml(
      '<a href="https://club.example/a">a</a><a href="/courses/">b</a><a href="javascript:alert(1)">c</a><a href="//evil.example">d</a><a href="data:text/html,x">e</a>',
    );
    const links = [...host.querySelectorAll('a')];
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://club.example/a',
      '/courses/',
      null,
      null,
      null,
    ]);
    expect(links[0].getAttribute('target')).toBe('_blank');
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[1].getAttribute('target')).toBeNull();
  });

  it('drops styles, forms and frames', () => {
    const out = safeHtml(
      '<style>body{display:none}</style><p style="position:fixed">x</p><form><input></form><iframe src="https://x"></iframe>',
    );
    expect(out).toBe('<p>x</p>');
  });

  it('tells in-app paths', () => {
    expect(isAppPath('/article/5')).toBe(true);
    expect(isAppPath('//evil.example')).toBe(false);
    expect(isAppPath('https://club.example')).toBe(false);
    expect(isAppPath('/\\evil')).toBe(false);
  });
});
