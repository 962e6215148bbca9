import { preloadRemoteFiles } from './remoteFiles';

function pageWith(runtime: unknown): Document {
  const doc = document.implementation.createHTMLDocument('Клуб');
  const el = doc.createElement('script');
  el.type = 'application/json';
  el.id = 'club-runtime';
  el.textContent = typeof runtime === 'string' ? runtime : JSON.stringify(runtime);
  doc.head.appendChild(el);
  return doc;
}

const preloads = (doc: Document) =>
  [...doc.head.querySelectorAll('link[rel="preload"]')].map((l) => ({
    href: l.getAttribute('href'),
    as: l.getAttribute('as'),
    crossOrigin: l.getAttribute('crossorigin'),
  }));

describe('preloadRemoteFiles', () => {
  it("asks for the remotes' start files the page names, scripts as scripts, stylesheets as CORS", () => {
    const doc = pageWith({
      remotes: { mf_training: 'http://localhost:3001/mf-manifest.json' },
      config: {},
      remoteFiles: [
        'http://localhost:3001/remoteEntry.js',
        'http://localhost:3001/__federation_expose_widgets.2.js',
        'http://localhost:3001/__federation_expose_widgets.3.css',
        'http://localhost:3001/470.js',
      ],
    });
    preloadRemoteFiles(doc);
    expect(preloads(doc)).toEqual([
      { href: 'http://localhost:3001/remoteEntry.js', as: 'script', crossOrigin: null },
      {
        href: 'http://localhost:3001/__federation_expose_widgets.2.js',
        as: 'script',
        crossOrigin: null,
      },
      {
        href: 'http://localhost:3001/__federation_expose_widgets.3.css',
        as: 'style',
        crossOrigin: 'anonymous',
      },
      { href: 'http://localhost:3001/470.js', as: 'script', crossOrigin: null },
    ]);
  });

  it('adds nothing for a page without the list, a broken list or entries that are no URLs', () => {
    const none = pageWith({ remotes: {}, config: {} });
    preloadRemoteFiles(none);
    expect(preloads(none)).toEqual([]);

    const broken = pageWith('{"remoteFiles": [');
    preloadRemoteFiles(broken);
    expect(preloads(broken)).toEqual([]);

    const junk = pageWith({ remoteFiles: [42, null, 'javascript:alert(1)', '/local.js'] });
    preloadRemoteFiles(junk);
    expect(preloads(junk)).toEqual([]);

    const blank = document.implementation.createHTMLDocument('Клуб');
    preloadRemoteFiles(blank);
    expect(preloads(blank)).toEqual([]);
  });
});
