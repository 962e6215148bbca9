// The remotes' code named in the shell's page comes from their manifests, without ever making a
// page wait for a remote.
import { hintsOf, remoteManifestCache } from './remote-manifests';

const manifest = {
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    clubHome: ['470.5.js', 'home.6.css', 'home.6.js'],
  },
  exposes: [
    { name: 'routes', assets: { js: { sync: ['__federation_expose_routes.1.js'] } } },
    {
      name: 'widgets',
      assets: {
        js: { sync: ['__federation_expose_widgets.2.js'] },
        css: { sync: ['__federation_expose_widgets.3.css'] },
      },
    },
  ],
};

describe('remote manifests', () => {
  it('names the entry, the widgets expose and the home widget’s files beside the manifest', () => {
    const at = 'https://cdn.club.example/training/';
    expect(hintsOf(`${at}mf-manifest.json`, manifest)).toEqual({
      entry: `${at}remoteEntry.js`,
      widgets: [`${at}__federation_expose_widgets.2.js`],
      widgetStyles: [`${at}__federation_expose_widgets.3.css`],
      home: [`${at}470.5.js`, `${at}home.6.css`, `${at}home.6.js`],
    });
    // a remote built before the home list (or without a home widget) names none
    const older = { ...manifest, metaData: { ...manifest.metaData, clubHome: undefined } };
    expect(hintsOf(`${at}mf-manifest.json`, older)?.home).toEqual([]);
    // a fixed public path wins over the manifest's folder
    const fixed = { ...manifest, metaData: { ...manifest.metaData, publicPath: '/static/' } };
    expect(hintsOf('https://cdn.club.example/training/mf-manifest.json', fixed)?.entry).toBe(
      'https://cdn.club.example/static/remoteEntry.js',
    );
    expect(hintsOf('https://x.example/m.json', { metaData: {} })).toBeNull();
    expect(hintsOf('https://x.example/m.json', 'not a manifest')).toBeNull();
  });

  it('answers at once, learns in the background, and follows a redeploy after its time', async () => {
    let clock = 0;
    let served: unknown = manifest;
    let calls = 0;
    const cache = remoteManifestCache({
      ttlMs: 1000,
      now: () => clock,
      fetchImpl: (async () => {
        calls += 1;
        return new Response(JSON.stringify(served));
      }) as typeof fetch,
    });
    const url = 'http://localhost:3001/mf-manifest.json';
    expect(cache.hints(url)).toBeNull(); // the first page does not wait
    await cache.settled();
    expect(cache.hints(url)?.entry).toBe('http://localhost:3001/remoteEntry.js');
    const redeployed = structuredClone(manifest);
    redeployed.exposes[1].assets.js.sync = ['__federation_expose_widgets.3.js'];
    served = redeployed;
    clock = 500;
    expect(cache.hints(url)?.widgets[0]).toMatch(/widgets\.2\.js$/);
    clock = 1500;
    cache.hints(url);
    await cache.settled();
    expect(cache.hints(url)?.widgets[0]).toMatch(/widgets\.3\.js$/);
    expect(calls).toBe(2);
  });

  it('a remote that does not answer gets no hints and is asked again soon', async () => {
    let clock = 0;
    let up = false;
    const cache = remoteManifestCache({
      ttlMs: 30_000,
      now: () => clock,
      fetchImpl: (async () => {
        if (!up) throw new Error('ECONNREFUSED');
        return new Response(JSON.stringify(manifest));
      }) as typeof fetch,
    });
    const url = 'http://localhost:3002/mf-manifest.json';
    cache.hints(url);
    await cache.settled();
    expect(cache.hints(url)).toBeNull();
    up = true;
    clock = 2500; // well before the 30 s of a known manifest
    cache.hints(url);
    await cache.settled();
    expect(cache.hints(url)?.entry).toBe('http://localhost:3002/remoteEntry.js');
  });
});
