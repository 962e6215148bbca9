// Public stored files at /uploads/* (outside /api: an <img> or a download link carries no token; names
// are random, so a URL is only known to whoever was given it): avatars and generated menus. The
// `private/` folder (body photos, attachments) is never served here, only by signed URL (/files/ or
// the bucket's presigned URL). From the local folder as static files; from a bucket through the
// storage, so the bucket stays private and the URLs kept in the database stay the same.
import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { fail } from '../lib/envelope';
import { MESSAGES } from '../lib/errors';
import {
  isPrivateKey,
  PRIVATE_FOLDER,
  storageKey,
  UPLOADS_PREFIX,
  type FileStorage,
} from '../lib/storage';

const CACHE = 'public, max-age=3600';
// never rendered as a page of our origin, whatever a file contains
const CSP = "default-src 'none'; style-src 'unsafe-inline'";

export default fp(
  async (app: FastifyInstance, opts: { root: string; storage: FileStorage }) => {
    if (opts.storage.kind !== 'local') {
      app.get<{ Params: { '*': string } }>(`${UPLOADS_PREFIX}*`, async (request, reply) => {
        const key = storageKey(request.params['*'] ?? '');
        const file = key && !isPrivateKey(key) ? await opts.storage.get(key) : null;
        if (!file) return reply.code(404).send(fail(MESSAGES.notFound));
        if (file.disposition) reply.header('content-disposition', file.disposition);
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', CACHE)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', CSP)
          .send(file.data);
      });
      return;
    }
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
        res.setHeader('cache-control', CACHE);
        res.setHeader('content-security-policy', CSP);
      },
    });
  },
  { name: 'uploads' },
);
