import { isInAppPath, safeHref } from './href';

describe('safeHref', () => {
  it.each([
    'https://shop.club-fitness.ru/packs/1',
    'http://example.com',
    '/courses/',
    '/articles/12?x=1#top',
  ])('keeps %s', (href) => expect(safeHref(href)).toBe(href));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    '/\\evil.example',
    'ftp://example.com',
    'COURSES',
    '',
    '   ',
    null,
    undefined,
    42,
    'https://',
  ])('refuses %p', (href) => expect(safeHref(href)).toBeNull());

  it('tells in-app paths from external links', () => {
    expect(isInAppPath('/courses/')).toBe(true);
    expect(isInAppPath('https://x.example')).toBe(false);
  });
});
