// Tester calls of the chats and pushes (spec part 2 §2.11, §7): the staff side of the calling
// member's own chats and notifications, so browser tests and testers get staff messages and pushes
// through the API, never by writing to the database. No guard here: the production-host guard of
// all /api/testers/* comes with the tester console.
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CHAT_MESSAGES,
  Envelope,
  TesterAdminMessageBody,
  TesterChatResult,
  TesterChatsResult,
  TesterDeleteChatBody,
  TesterPushBody,
  testerChatPaths,
} from '@club/shared/contract';
import { ok } from '../../lib/envelope';
import { channelOf, CHANNEL_LIST } from '../chats/channels';
import { addAdminMessage, deleteChat, notFound, type ChatDeps } from '../chats/service';
import { pushNotification } from '../notifications/service';

/** The tester console's notice text of every success (spec §2.11). */
const SUCCESS = 'Success';

const testerChatRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps: ChatDeps = {
    db: app.db,
    clock: app.clock,
    storage: app.storage,
    notifyMember: app.realtime.notifyMember,
    push: app.push,
  };
  const channel = (code: string) => {
    const found = channelOf(code);
    if (!found) throw notFound(CHAT_MESSAGES.chatNotFound);
    return found;
  };

  app.get(
    testerChatPaths.chats,
    { schema: { response: { 200: Envelope(TesterChatsResult) } } },
    async () => ok({ chats: CHANNEL_LIST.map((c) => ({ id: c.id, name: c.name })) }),
  );

  app.post(
    testerChatPaths.sendAdminMessage,
    { schema: { body: TesterAdminMessageBody, response: { 200: Envelope(TesterChatResult) } } },
    async (request) => {
      const { message, channel: code } = request.body;
      const sent = await addAdminMessage(deps, request.user.id, channel(code), message);
      return ok({ message: SUCCESS, id: sent.id });
    },
  );

  app.post(
    testerChatPaths.deleteChat,
    { schema: { body: TesterDeleteChatBody, response: { 200: Envelope(TesterChatResult) } } },
    async (request) => {
      await deleteChat(deps, request.user.id, channel(request.body.channel));
      return ok({ message: SUCCESS });
    },
  );

  app.post(
    testerChatPaths.sendPush,
    { schema: { body: TesterPushBody, response: { 200: Envelope(TesterChatResult) } } },
    async (request) => {
      const id = await pushNotification(deps, request.user.id, request.body.message);
      return ok({ message: SUCCESS, id });
    },
  );
};

export default testerChatRoutes;
