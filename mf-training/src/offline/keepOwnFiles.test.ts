import { manifestFiles } from './keepOwnFiles';

test('every script and style a remote manifest names, once', () => {
  expect(
    manifestFiles({
      exposes: [
        {
          assets: {
            js: { sync: ['routes.1.js'], async: ['728.a.js', '789.b.js'] },
            css: { sync: [], async: ['x.c.css'] },
          },
        },
      ],
      shared: [
        { assets: { js: { sync: ['200.d.js'], async: [] } } },
        { assets: { js: { sync: ['728.a.js'] } } },
        {},
      ],
    }).sort(),
  ).toEqual(['200.d.js', '728.a.js', '789.b.js', 'routes.1.js', 'x.c.css']);
});
