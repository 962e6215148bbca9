// Chats (spec part 2 §2.5, §7; paths in shared/src/contract/paths-chats.ts). Every route works on
// request.user only: a channel code names one of the caller's own channels, a message id outside
// them is "not found".
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CHAT_MESSAGES as M,
  ChatChannelParams,
  ChatEditBody,
  ChatEditParams,
  ChatEditResult,
  ChatMessagesQuery,
  ChatMessagesResult,
  ChatReadBody,
  ChatReadResult,
  ChatSendBody,
  ChatSendResult,
  ChatsResult,
  Envelope,
  chatPaths,
} from '@club/shared/contract';
import { fail, ok } from '../../lib/envelope';
import { badRequest, memberRateLimit, MESSAGES } from '../../lib/errors';
import { uploadedFiles } from '../../lib/multipart-files';
import { errorToEnvelope } from '../../plugins/error-handler';
import { channelOf } from './channels';
import { ensureSeedPictures } from './seed-pictures';
import {
  clientKeyOf,
  editMessage,
  listChats,
  listMessages,
  markRead,
  notFound,
  sendMessage,
  type ChatDeps,
} from './service';
import { inSection } from '../../plugins/sections';

/** The multipart limits refuse a sixth file or one over 5 MB before the handler: the spec's words. */
function sendErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_FILES_LIMIT') return reply.code(400).send(fail(M.attachLimit));
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(413).send(fail(M.attachSize));
  return errorToEnvelope(error, request, reply);
}

const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};

const chatRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // refused while the member has the section switched off (plugins/sections.ts)
  inSection(fastify, 'CHATS');
  const deps: ChatDeps = {
    db: app.db,
    clock: app.clock,
    storage: app.storage,
    notifyMember: app.realtime.notifyMember,
    push: app.push,
  };
  // the demo pictures of the seeded chats are drawn and stored when their files are missing; a
  // file store that is down or slow does not keep the API from starting (a bucket gets them in
  // the background, and the next start draws what is still missing)
  app.addHook('onReady', async () => {
    const drawing = ensureSeedPictures(app.db, app.storage).catch((err: unknown) =>
      app.log.warn({ err }, 'demo chat pictures not stored: the file storage did not answer'),
    );
    if (app.storage.kind === 'local') await drawing;
  });

  const ownChannel = (code: unknown) => {
    const channel = channelOf(code);
    if (!channel) throw notFound(M.chatNotFound);
    return channel;
  };

  app.get(
    chatPaths.chats,
    { schema: { response: { 200: Envelope(ChatsResult) } } },
    async (request) => ok(await listChats(deps, request.user.id)),
  );

  app.get(
    chatPaths.messagesRoute,
    {
      schema: {
        params: ChatChannelParams,
        querystring: ChatMessagesQuery,
        response: { 200: Envelope(ChatMessagesResult) },
      },
    },
    async (request) => {
      const channel = ownChannel(request.params.channel);
      if (request.query.last_id !== undefined && request.query.after_id !== undefined)
        throw badRequest(MESSAGES.badRequest);
      return ok(await listMessages(deps, request.user.id, channel, request.query));
    },
  );

  app.post(
    chatPaths.read,
    { schema: { body: ChatReadBody, response: { 200: Envelope(ChatReadResult) } } },
    async (request) => {
      const channel = ownChannel(request.body.channel);
      return ok({ unread: await markRead(deps, request.user.id, channel, request.body.last_id) });
    },
  );

  app.post(
    chatPaths.send,
    {
      errorHandler: sendErrors,
      // JSON, a form or multipart alike (the multipart plugin puts the fields in the body)
      schema: { body: ChatSendBody, response: { 200: Envelope(ChatSendResult) } },
      config: {
        rateLimit: memberRateLimit(app.config.chatSendRateMax, 60_000, MESSAGES.tooManyMessages),
      },
    },
    async (request) => {
      const body = bodyOf(request);
      const channel = ownChannel(body.channel);
      const files = uploadedFiles(request).filter(
        (f) => f.field === 'attach[]' || f.field === 'attach',
      );
      const message = await sendMessage(deps, request.user.id, {
        channel,
        message: body.message,
        files,
        clientKey: clientKeyOf(body.client_key),
      });
      return ok({ message });
    },
  );

  app.patch(
    chatPaths.edit(':id'),
    {
      schema: {
        params: ChatEditParams,
        body: ChatEditBody,
        response: { 200: Envelope(ChatEditResult) },
      },
    },
    async (request) => {
      const message = await editMessage(
        deps,
        request.user.id,
        request.params.id,
        request.body.message,
      );
      return ok({ message });
    },
  );
};

export default chatRoutes;
