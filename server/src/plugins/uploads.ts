// Public stored files at /uploads/* (outside /api: an <img> or a download link carries no token; names
// are random, so a URL is only known to whoever was given it): avatars and generated menus. The
// `private/` folder (body photos, attachments) is never served here, only by signed URL (/files/).
import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { PRIVATE_FOLDER, UPLOADS_PREFIX } from '../lib/storage';

export default fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    mkdirSync(opts.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.root,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      index: false,
      cacheControl: false,
      allowedPath: (pathName) => !pathName.replace(/^\/+/, '').startsWith(PRIVATE_FOLDER),
      setHeaders(res) {
        res.setHeader('x-content-type-options', 'nosniff');
        res.setHeader('cache-control', 'public, max-age=3600');
        // never rendered as a page of our origin, whatever a file contains
        res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      },
    });
  },
  { name: 'uploads' },
);
