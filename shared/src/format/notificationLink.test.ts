import { MENU_CODE_PATHS, notificationPath } from './notificationLink';

const n = (link: string | null, linkId: number | null = null, fullLink: string | null = null) => ({
  link,
  linkId,
  fullLink,
});

describe('where a notification leads', () => {
  it('a menu code goes to that menu item’s path', () => {
    expect(notificationPath(n('CHATS'))).toBe('/chats/');
    expect(notificationPath(n('DIETA'))).toBe('/nutrition/');
    expect(notificationPath(n('ARTICLES'))).toBe('/articles/');
    expect(notificationPath(n('AVATAR'))).toBe('/profile/');
    expect(Object.keys(MENU_CODE_PATHS)).toHaveLength(8);
  });

  it('a section goes to /{section} or /{section}/{linkId}; articles with an id becomes article', () => {
    expect(notificationPath(n('nutrition'))).toBe('/nutrition');
    expect(notificationPath(n('course', 12))).toBe('/course/12');
    expect(notificationPath(n('articles', 7))).toBe('/article/7');
    expect(notificationPath(n('articles'))).toBe('/articles');
  });

  it('a full path wins, when it is an in-app path', () => {
    expect(notificationPath(n('COURSES', null, '/course/3'))).toBe('/course/3');
    expect(notificationPath(n('COURSES', null, 'https://evil.example/'))).toBe('/courses/');
    expect(notificationPath(n(null, null, '//evil.example/x'))).toBeNull();
    expect(notificationPath(n(null, null, 'javascript:alert(1)'))).toBeNull();
  });

  it('no link, or a link that is neither a code nor a section, leads nowhere', () => {
    expect(notificationPath(n(null))).toBeNull();
    expect(notificationPath(n(''))).toBeNull();
    expect(notificationPath(n('../admin'))).toBeNull();
    expect(notificationPath(n('https://evil.example'))).toBeNull();
  });
});
