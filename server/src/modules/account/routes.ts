// Account: the member's own profile (edit, avatar, password), the phone masks of the profile form
// and the store listing. Every route works on request.user only: no id in a path or a body can
// reach another member.
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AvatarResult,
  Envelope,
  MessageResult,
  PasswordChangeBody,
  PhoneMasksResult,
  ProfileEditBody,
  ProfileEditResult,
  StoreResult,
  accountPaths,
} from '@club/shared/contract';
import { fail, ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { errorToEnvelope } from '../../plugins/error-handler';
import { removeAvatar, saveAvatar } from './avatar';
import { resendVerification } from './email-letters';
import { listPhoneMasks } from './masks';
import { ACCOUNT_MESSAGES as M } from './messages';
import { changePassword, passwordRuleError } from './password';
import { editProfile, profileRuleError } from './profile';
import { listStore } from './store';

const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};

/** The multipart plugin refuses a file over its limit (5 MB) before the handler: say it in the spec's words. */
function avatarErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(413).send(fail(M.avatarSize));
  return errorToEnvelope(error, request, reply);
}

const accountRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps = { db: app.db, clock: app.clock, log: app.log, mail: app.mail };

  app.post(
    accountPaths.profileEdit,
    {
      // the form's rules with their own texts, on the raw body (before the schema coerces it)
      preValidation: async (request) => {
        const message = await profileRuleError(deps, request.user.id, bodyOf(request));
        if (message) throw badRequest(message);
      },
      schema: { body: ProfileEditBody, response: { 200: Envelope(ProfileEditResult) } },
    },
    async (request) => {
      await editProfile(deps, request.user.id, request.body);
      return ok({ message: M.saved });
    },
  );

  app.post(
    accountPaths.profileAvatar,
    {
      errorHandler: avatarErrors,
      schema: { response: { 200: Envelope(AvatarResult) } },
    },
    async (request) => {
      const file = bodyOf(request).avatar;
      if (file === undefined || file === null || file === '') throw badRequest(M.avatarMissing);
      // a text field named "avatar" is not a picture either
      if (!Buffer.isBuffer(file)) throw badRequest(M.avatarType);
      const avatar = await saveAvatar(app.db, app.storage, request.user.id, file);
      return ok({ avatar });
    },
  );

  app.delete(
    accountPaths.profileAvatar,
    { schema: { response: { 200: Envelope(AvatarResult) } } },
    async (request) => {
      await removeAvatar(app.db, app.storage, request.user.id);
      return ok({ avatar: null });
    },
  );

  app.post(
    accountPaths.profilePassword,
    {
      preValidation: async (request) => {
        const error = passwordRuleError(bodyOf(request));
        if (error) throw error;
      },
      schema: { body: PasswordChangeBody, response: { 200: Envelope(MessageResult) } },
    },
    async (request) => {
      await changePassword(
        deps,
        request.user,
        request.body.old_password,
        request.body.new_password,
      );
      return ok({ message: M.passwordChanged });
    },
  );

  app.post(
    accountPaths.emailVerificationResend,
    { schema: { response: { 200: Envelope(MessageResult) } } },
    async (request) => ok({ message: await resendVerification(deps, request.user.id) }),
  );

  app.get(
    accountPaths.phoneMasks,
    { schema: { response: { 200: Envelope(PhoneMasksResult) } } },
    async () => ok({ masks: await listPhoneMasks(app.db) }),
  );

  app.get(accountPaths.store, { schema: { response: { 200: Envelope(StoreResult) } } }, async () =>
    ok({ blocks: await listStore(app.db) }),
  );
};

export default accountRoutes;
