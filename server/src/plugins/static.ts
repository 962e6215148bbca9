// Production: the built shell's files (the page itself is sent by shell-html.ts).
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { servedName } from '../lib/compression';

// sw.js: a new deploy's service worker must be seen on the next start (no HTTP cache in between).
const NO_CACHE = new Set([
  'index.html',
  'remotes.json',
  'config.json',
  'sw.js',
  'manifest.webmanifest',
]);

/** The files a deployment may replace in SHELL_RUNTIME_DIR; they win over the built ones. */
export const RUNTIME_FILES = ['remotes.json', 'config.json', 'csp.json'] as const;

export interface ShellStaticOptions {
  /** the built shell */
  dist: string;
  /** SHELL_RUNTIME_DIR */
  runtimeDir?: string;
}

export default fp(
  async (app: FastifyInstance, opts: ShellStaticOptions) => {
    await app.register(fastifyStatic, {
      root: opts.dist,
      cacheControl: false,
      // the build's own .br/.gz twins (tooling/webpack.cjs): no compression per request
      preCompressed: true,
      // the page itself is sent by shell-html.ts (with its policy), never as a plain file: judged
      // on the path as the file server resolves it (`/index.html/x/..` is index.html too)
      index: false,
      allowedPath: (pathName) =>
        path.posix.basename(path.posix.normalize(pathName)) !== 'index.html',
      setHeaders(res, filePath) {
        const base = servedName(filePath);
        if (NO_CACHE.has(base)) res.setHeader('cache-control', 'no-cache');
        else if (/[.-][0-9a-f]{8,}\./i.test(base))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'public, max-age=300');
      },
    });
    // Routes of their own, not a second static root: with twins, the static plugin would answer
    // a client that takes compression with the built file instead of the deployment's.
    const { runtimeDir } = opts;
    if (runtimeDir)
      for (const name of RUNTIME_FILES)
        app.get(`/${name}`, (_request, reply) =>
          existsSync(path.join(runtimeDir, name))
            ? reply.sendFile(name, runtimeDir)
            : reply.sendFile(name),
        );
  },
  { name: 'shell-static' },
);
