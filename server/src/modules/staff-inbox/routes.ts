// The staff inbox and conversation API (issue 28 items 4 and 5; paths and schemas:
// @club/shared paths-staff-inbox.ts and staff-inbox.ts). Every route needs chats:reply:assigned
// (a psychologist's conversation also chats:read:psych, through the visibility rule), and each
// conversation call first checks the rule: what the viewer may not see is 404 «Не найдено».
// Settings are changed with staff:manage; saved replies are any staff member's.
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CHAT_MESSAGES,
  ConversationContext,
  ConversationMessagesQuery,
  ConversationMessagesResult,
  ConversationParams,
  ConversationReadBody,
  ConversationResult,
  ConversationSnoozeBody,
  ConversationStateResult,
  Envelope,
  IdParams,
  InboxAnswerBody,
  InboxCounters,
  InboxEditBody,
  InboxItemResult,
  InboxMessageParams,
  InboxPage,
  InboxQuery,
  InboxSettings,
  MessageResult,
  NoteBody,
  SavedRepliesResult,
  SavedReplyBody,
  SavedReplyPatch,
  SavedReplyResult,
  inboxPaths,
} from '@club/shared/contract';
import { ok, fail } from '../../lib/envelope';
import { badRequest, MESSAGES, unauthorized } from '../../lib/errors';
import { uploadedFiles } from '../../lib/multipart-files';
import { errorToEnvelope } from '../../plugins/error-handler';
import type { ChatDeps } from '../chats/service';
import type { StaffIdentity } from '../staff/identity';
import { viewerFor } from '../staff/visibility';
import { conversationContext } from './context';
import {
  addNote,
  answer,
  conversationHeader,
  conversationPage,
  conversationState,
  editAnswer,
  markConversationRead,
  markConversationUnread,
  openConversation,
  snoozeConversation,
} from './conversation';
import { inboxCounters, inboxPage } from './inbox';
import {
  createSavedReply,
  deleteSavedReply,
  listSavedReplies,
  updateSavedReply,
} from './saved-replies';
import { inboxRules, saveSettings, settingsOf } from './settings';

/** The multipart limits refuse a sixth file or one over 5 MB before the handler: the chat's words. */
function answerErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_FILES_LIMIT')
    return reply.code(400).send(fail(CHAT_MESSAGES.attachLimit));
  if (error.code === 'FST_REQ_FILE_TOO_LARGE')
    return reply.code(413).send(fail(CHAT_MESSAGES.attachSize));
  return errorToEnvelope(error, request, reply);
}

const ANSWER = { permission: 'chats:reply:assigned' } as const;

const inboxRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => app.clock.systemNow();
  const deps: ChatDeps = {
    db: app.db,
    clock: app.clock,
    storage: app.storage,
    notifyMember: app.realtime.notifyMember,
    push: app.push,
  };
  const me = (request: { staff: StaffIdentity | null }): StaffIdentity => {
    if (!request.staff) throw unauthorized();
    return request.staff;
  };
  /** The caller and the conversation of the path if they see it (else 404): one statement. */
  const opened = async (request: {
    staff: StaffIdentity | null;
    params: { member: number; channel: 'coach' | 'dietolog' | 'psyhologist' };
  }) => {
    const staff = me(request);
    const conversation = await openConversation(
      app.db,
      staff,
      now(),
      request.params.member,
      request.params.channel,
    );
    return { staff, conversation };
  };

  // ---------- the inbox ----------
  app.get(
    inboxPaths.inbox,
    { schema: { querystring: InboxQuery, response: { 200: Envelope(InboxPage) } }, config: ANSWER },
    async (request) => {
      const viewer = await viewerFor(app.db, me(request), now());
      const rules = await inboxRules(app.db);
      const { filter, discipline, q, cursor } = request.query;
      return ok(
        await inboxPage(
          app.db,
          viewer,
          rules,
          { filter: filter ?? 'needs_answer', discipline, q, cursor },
          now(),
        ),
      );
    },
  );

  app.get(
    inboxPaths.counters,
    { schema: { response: { 200: Envelope(InboxCounters) } }, config: ANSWER },
    async (request) => {
      const viewer = await viewerFor(app.db, me(request), now());
      return ok(await inboxCounters(app.db, viewer, await inboxRules(app.db), now()));
    },
  );

  app.get(
    inboxPaths.settings,
    { schema: { response: { 200: Envelope(InboxSettings) } }, config: { audience: 'staff' } },
    async () => ok(settingsOf(await inboxRules(app.db))),
  );

  app.put(
    inboxPaths.settings,
    {
      schema: { body: InboxSettings, response: { 200: Envelope(InboxSettings) } },
      config: { permission: 'staff:manage' },
    },
    async (request) => ok(await saveSettings(app.db, me(request), request.body, now())),
  );

  // ---------- a conversation ----------
  app.get(
    inboxPaths.conversationRoute,
    {
      schema: { params: ConversationParams, response: { 200: Envelope(ConversationResult) } },
      config: ANSWER,
    },
    async (request) => {
      const { staff, conversation } = await opened(request);
      return ok(
        await conversationHeader(
          app.db,
          staff.userId,
          conversation,
          await inboxRules(app.db),
          now(),
        ),
      );
    },
  );

  app.get(
    inboxPaths.messagesRoute,
    {
      schema: {
        params: ConversationParams,
        querystring: ConversationMessagesQuery,
        response: { 200: Envelope(ConversationMessagesResult) },
      },
      config: ANSWER,
    },
    async (request) => {
      if (request.query.last_id !== undefined && request.query.after_id !== undefined)
        throw badRequest(MESSAGES.badRequest);
      const { staff, conversation } = await opened(request);
      return ok(await conversationPage(deps, staff, conversation, request.query));
    },
  );

  app.post(
    inboxPaths.messagesRoute,
    {
      errorHandler: answerErrors,
      schema: {
        params: ConversationParams,
        // JSON or multipart alike (the multipart plugin puts the fields in the body)
        body: InboxAnswerBody,
        response: { 200: Envelope(InboxItemResult) },
      },
      config: ANSWER,
    },
    async (request) => {
      const { staff, conversation } = await opened(request);
      const files = uploadedFiles(request).filter(
        (f) => f.field === 'attach[]' || f.field === 'attach',
      );
      return ok({
        item: await answer(deps, staff, conversation, { message: request.body.message, files }),
      });
    },
  );

  app.post(
    inboxPaths.notesRoute,
    {
      schema: {
        params: ConversationParams,
        body: NoteBody,
        response: { 200: Envelope(InboxItemResult) },
      },
      config: ANSWER,
    },
    async (request) => {
      const { staff, conversation } = await opened(request);
      return ok({ item: await addNote(deps, staff, conversation, request.body.text) });
    },
  );

  const stateAnswer = async (
    staffId: number,
    conversation: { memberId: number; channel: 'coach' | 'dietolog' | 'psyhologist' },
  ) =>
    ok({
      state: await conversationState(
        app.db,
        staffId,
        conversation,
        await inboxRules(app.db),
        now(),
      ),
    });

  /** The viewer's own state of it changed: their badge and other tabs hear it (them alone). */
  const ownStateChanged = (
    staffId: number,
    conversation: { memberId: number; channel: 'coach' | 'dietolog' | 'psyhologist' },
  ) =>
    app.realtime.notifyMember(staffId, {
      type: 'inbox_state',
      member_id: conversation.memberId,
      discipline: conversation.channel,
      id: 0,
    });

  app.post(
    inboxPaths.readRoute,
    {
      schema: {
        params: ConversationParams,
        body: ConversationReadBody,
        response: { 200: Envelope(ConversationStateResult) },
      },
      config: ANSWER,
    },
    async (request) => {
      const { staff, conversation } = await opened(request);
      await markConversationRead(app.db, staff.userId, conversation, request.body.last_id, now());
      return stateAnswer(staff.userId, conversation);
    },
  );

  app.post(
    inboxPaths.unreadRoute,
    {
      schema: { params: ConversationParams, response: { 200: Envelope(ConversationStateResult) } },
      config: ANSWER,
    },
    async (request) => {
      const { staff, conversation } = await opened(request);
      await markConversationUnread(app.db, staff.userId, conversation, now());
      await ownStateChanged(staff.userId, conversation);
      return stateAnswer(staff.userId, conversation);
    },
  );

  app.put(
    inboxPaths.snoozeRoute,
    {
      schema: {
        params: ConversationParams,
        body: ConversationSnoozeBody,
        response: { 200: Envelope(ConversationStateResult) },
      },
      config: ANSWER,
    },
    async (request) => {
      const { staff, conversation } = await opened(request);
      const { until } = request.body;
      await snoozeConversation(
        app.db,
        staff.userId,
        conversation,
        until === null ? null : new Date(until * 1000),
        now(),
      );
      await ownStateChanged(staff.userId, conversation);
      return stateAnswer(staff.userId, conversation);
    },
  );

  app.get(
    inboxPaths.contextRoute,
    {
      schema: { params: ConversationParams, response: { 200: Envelope(ConversationContext) } },
      config: ANSWER,
    },
    async (request) => {
      const { conversation } = await opened(request);
      return ok(await conversationContext(app.db, app.clock, conversation.memberId));
    },
  );

  app.patch(
    inboxPaths.messageRoute,
    {
      schema: {
        params: InboxMessageParams,
        body: InboxEditBody,
        response: { 200: Envelope(InboxItemResult) },
      },
      config: ANSWER,
    },
    async (request) => {
      const staff = me(request);
      const viewer = await viewerFor(app.db, staff, now());
      return ok({
        item: await editAnswer(deps, viewer, staff, request.params.id, request.body.message),
      });
    },
  );

  // ---------- saved replies ----------
  app.get(
    inboxPaths.savedReplies,
    { schema: { response: { 200: Envelope(SavedRepliesResult) } }, config: { audience: 'staff' } },
    async (request) => ok({ replies: await listSavedReplies(app.db, me(request)) }),
  );

  app.post(
    inboxPaths.savedReplies,
    {
      schema: { body: SavedReplyBody, response: { 200: Envelope(SavedReplyResult) } },
      config: { audience: 'staff' },
    },
    async (request) =>
      ok({ reply: await createSavedReply(app.db, me(request), request.body, now()) }),
  );

  app.patch(
    inboxPaths.savedReplyRoute,
    {
      schema: {
        params: IdParams,
        body: SavedReplyPatch,
        response: { 200: Envelope(SavedReplyResult) },
      },
      config: { audience: 'staff' },
    },
    async (request) =>
      ok({
        reply: await updateSavedReply(app.db, me(request), request.params.id, request.body, now()),
      }),
  );

  app.delete(
    inboxPaths.savedReplyRoute,
    {
      schema: { params: IdParams, response: { 200: Envelope(MessageResult) } },
      config: { audience: 'staff' },
    },
    async (request) => {
      await deleteSavedReply(app.db, me(request), request.params.id);
      return ok({ message: 'Шаблон удалён' });
    },
  );
};

export default inboxRoutes;
