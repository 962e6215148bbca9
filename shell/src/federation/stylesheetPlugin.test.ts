import { corsStylesheet } from './stylesheetPlugin';

const PAGE = 'https://club.example.ru';

describe("a remote's stylesheets", () => {
  it('are requested as CORS from another origin, preloads included', () => {
    const sheet = { rel: 'stylesheet', type: 'text/css' } as Record<string, string>;
    corsStylesheet({ url: 'https://training.example.ru/1/widgets.css', attrs: sheet }, PAGE);
    expect(sheet.crossorigin).toBe('anonymous');
    const preload = { rel: 'preload', as: 'style' } as Record<string, string>;
    corsStylesheet({ url: 'https://training.example.ru/1/widgets.css', attrs: preload }, PAGE);
    expect(preload.crossorigin).toBe('anonymous');
  });

  it('leave the page’s own stylesheets and every script as they are', () => {
    const own = { rel: 'stylesheet' } as Record<string, string>;
    corsStylesheet({ url: '/841.css', attrs: own }, PAGE);
    expect(own.crossorigin).toBeUndefined();
    const script = { rel: 'preload', as: 'script' } as Record<string, string>;
    corsStylesheet({ url: 'https://training.example.ru/1/remoteEntry.js', attrs: script }, PAGE);
    expect(script.crossorigin).toBeUndefined();
  });
});
