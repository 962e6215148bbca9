// Production: the built shell at / with SPA fallback to index.html.
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

// sw.js: a new deploy's service worker must be seen on the next start (no HTTP cache in between).
const NO_CACHE = new Set([
  'index.html',
  'remotes.json',
  'config.json',
  'sw.js',
  'manifest.webmanifest',
]);

export default fp(
  async (app: FastifyInstance, opts: { root: string | string[] }) => {
    await app.register(fastifyStatic, {
      root: opts.root,
      cacheControl: false,
      // the page itself is sent by shell-html.ts (with its policy), never as a plain file
      index: false,
      allowedPath: (pathName) => path.basename(pathName) !== 'index.html',
      setHeaders(res, filePath) {
        const base = path.basename(filePath);
        if (NO_CACHE.has(base)) res.setHeader('cache-control', 'no-cache');
        else if (/[.-][0-9a-f]{8,}\./i.test(base))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'public, max-age=300');
      },
    });
  },
  { name: 'shell-static' },
);
