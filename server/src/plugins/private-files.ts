// Private files (body photos, chat attachments) at /files/<key>?e=&s=: served only with a valid,
// unexpired signature, which modules hand out after their own ownership check. Outside /api,
// because an <img> carries no token; the signature is the permission.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { fail } from '../lib/envelope';
import { isPrivateKey, PRIVATE_FILES_PREFIX, storageKey, type UrlSigner } from '../lib/storage';

export const PRIVATE_FILE_MESSAGES = {
  expired: 'Ссылка на файл устарела. Обнови страницу.',
  notFound: 'Файл не найден',
} as const;

export default fp(
  async (app: FastifyInstance, opts: { signer: UrlSigner }) => {
    app.get<{ Params: { '*': string }; Querystring: { e?: string; s?: string } }>(
      `${PRIVATE_FILES_PREFIX}*`,
      async (request, reply) => {
        const key = storageKey(request.params['*'] ?? '');
        const { e, s } = request.query;
        if (!key || !isPrivateKey(key) || typeof e !== 'string' || typeof s !== 'string')
          return reply.code(404).send(fail(PRIVATE_FILE_MESSAGES.notFound));
        if (!opts.signer.verify(key, e, s))
          return reply.code(403).send(fail(PRIVATE_FILE_MESSAGES.expired));
        const file = await app.storage.get(key);
        if (!file) return reply.code(404).send(fail(PRIVATE_FILE_MESSAGES.notFound));
        if (file.disposition) reply.header('content-disposition', file.disposition);
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', 'private, max-age=300')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .send(file.data);
      },
    );
  },
  { name: 'private-files' },
);
