// Public stored files at /uploads/* (outside /api: an <img> or a download link carries no token; names
// are random, so a URL is only known to whoever was given it): avatars and generated menus. Only
// the public folders (PUBLIC_FOLDERS, an allow-list) are served here, judged on the key the router
// decoded and storageKey validated, so no path form (`./`, `%2e`, `%2F`, `..`, a backslash, other
// case) reaches `private/` (body photos, attachments), which is served only by signed URL (/files/
// or the bucket's presigned URL). From the local folder as files; from a bucket through the
// storage, so the bucket stays private and the URLs kept in the database stay the same.
import fastifyStatic from '@fastify/static';
import { mkdirSync } from 'node:fs';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail } from '../lib/envelope';
import { MESSAGES } from '../lib/errors';
import { isPublicKey, storageKey, UPLOADS_PREFIX, type FileStorage } from '../lib/storage';

const CACHE = 'public, max-age=3600';
// never rendered as a page of our origin, whatever a file contains
const CSP = "default-src 'none'; style-src 'unsafe-inline'";

export default fp(
  async (app: FastifyInstance, opts: { root: string; storage: FileStorage }) => {
    const { storage } = opts;
    const notFound = (_request: unknown, reply: FastifyReply) =>
      reply.code(404).send(fail(MESSAGES.notFound));
    // a scope of its own: the file sender's reply decorator stays here (the shell's is another),
    // and a file that is missing is this scope's 404, never the shell's page
    await app.register(
      async (scope) => {
        scope.setNotFoundHandler(notFound);
        if (storage.kind === 'local') {
          mkdirSync(opts.root, { recursive: true });
          await scope.register(fastifyStatic, {
            root: opts.root,
            serve: false,
            index: false,
            cacheControl: false,
            dotfiles: 'deny',
            setHeaders(res) {
              res.setHeader('x-content-type-options', 'nosniff');
              res.setHeader('cache-control', CACHE);
              res.setHeader('content-security-policy', CSP);
            },
          });
        }
        scope.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
          const key = storageKey(request.params['*'] ?? '');
          if (!key || !isPublicKey(key)) return notFound(request, reply);
          if (storage.kind === 'local') return reply.sendFile(key);
          const file = await storage.get(key);
          if (!file) return notFound(request, reply);
          if (file.disposition) reply.header('content-disposition', file.disposition);
          return reply
            .header('content-type', file.contentType)
            .header('cache-control', CACHE)
            .header('x-content-type-options', 'nosniff')
            .header('content-security-policy', CSP)
            .send(file.data);
        });
      },
      { prefix: UPLOADS_PREFIX.slice(0, -1) },
    );
  },
  { name: 'uploads' },
);
