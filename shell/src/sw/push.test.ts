import { DEFAULT_ICON, pushNotification, pushPath } from './push';

describe('what a club push shows and where its click leads', () => {
  it('takes title, text and icon from the FCM message, the link from its data', () => {
    const shown = pushNotification(
      JSON.stringify({
        notification: { title: 'Клуб', body: 'Новая статья', icon: '/icons/custom.png' },
        data: { link: 'articles', linkId: '12' },
      }),
    );
    expect(shown).toEqual({
      title: 'Клуб',
      options: {
        body: 'Новая статья',
        icon: '/icons/custom.png',
        data: { path: '/article/12' },
        lang: 'ru',
      },
    });
  });

  it('shows a text-only push under the club name, opening the app home', () => {
    expect(pushNotification('Просто текст')).toEqual({
      title: 'Клуб',
      options: { body: 'Просто текст', icon: DEFAULT_ICON, data: { path: '/' }, lang: 'ru' },
    });
  });

  it('maps links like the notifications list and never leaves the app', () => {
    expect(pushPath({ link: 'CHATS' })).toBe('/chats/');
    expect(pushPath({ link: 'course', linkId: 5 })).toBe('/course/5');
    expect(pushPath({ fullLink: '/chat/coach', link: 'CHATS' })).toBe('/chat/coach');
    expect(pushPath({ fullLink: '//evil.example/x' })).toBe('/');
    expect(pushPath({ fullLink: 'https://evil.example/' })).toBe('/');
    expect(pushPath({ link: 'javascript:alert(1)' })).toBe('/');
  });
});
