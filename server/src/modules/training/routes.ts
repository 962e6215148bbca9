// The training calls: courses list, course page, place change, activation, freeze, workouts.
// Paths are the contract's (trainingRoutePatterns); every id in them is the member's user pack,
// except the day calls, which take the day id and the user pack id as `user_pack_id`.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ActivationBody,
  ActivationInfoResult,
  ActivationResult,
  ChangePlaceBody,
  CoursesMainResult,
  CourseWeeksResult,
  DayParams,
  DayQuery,
  Envelope,
  FrostBody,
  FrostInfoResult,
  TrainingMessageResult,
  trainingRoutePatterns as P,
  UnfrostBody,
  UserPackParams,
  WorkoutPostResult,
  WorkoutReportResult,
  WorkoutResult,
  WorkoutResultBody,
} from '@club/shared/contract';
import { ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { sendMemberAnswer } from '../../lib/member-data';
import { activate, activationInfo, assertPurchased } from './activation';
import { changePlace, coursePageAnswer, coursesMain } from './courses';
import { checkActivationForm, formOf, normalizeForm } from './form';
import { frost, frostDays, frostInfo, unfrost } from './frost';
import { TRAINING_MESSAGES as M } from './messages';
import { ownPack, packIdOf } from './packs';
import { postWorkoutResult, workoutOf, workoutReport } from './workout';

/** The activation body as the server reads it: choices are checked with Russian texts later. */
const ActivationForm = Type.Composite([
  Type.Pick(ActivationBody, ['user_pack_id', 'weight', 'height', 'birthday']),
  Type.Partial(Type.Omit(ActivationBody, ['user_pack_id', 'weight', 'height', 'birthday'])),
]);

/** The freeze body: days are checked by frostDays (the spec's own text), not by the schema. */
const FrostForm = Type.Composite([
  Type.Pick(FrostBody, ['user_pack_id']),
  Type.Object({ days: Type.Optional(Type.Unknown()) }),
]);

const trainingRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const memberNow = (request: FastifyRequest) => app.clock.now(request.user.id);

  app.get(
    P.coursesMain,
    { schema: { response: { 200: Envelope(CoursesMainResult) } } },
    async (request) => ok(await coursesMain(app.db, request.user.id, await memberNow(request))),
  );

  app.get(
    P.courseWeeks,
    { schema: { params: UserPackParams, response: { 200: Envelope(CourseWeeksResult) } } },
    async (request, reply) => {
      const userId = request.user.id;
      const id = packIdOf(request.params.userPackId);
      // a member opens a course page again and again: served from the member's cached answer
      // while it holds
      return sendMemberAnswer(
        reply,
        app.db,
        userId,
        `course_page:${id}`,
        await memberNow(request),
        (now) => coursePageAnswer(app.db, userId, id, now),
      );
    },
  );

  app.post(
    P.changePlace,
    {
      preValidation: async (request) => {
        const form = normalizeForm(formOf(request));
        if (form.place === undefined) throw badRequest(M.placeForeign);
      },
      schema: {
        params: UserPackParams,
        body: ChangePlaceBody,
        response: { 200: Envelope(TrainingMessageResult) },
      },
    },
    async (request) => {
      const row = await ownPack(app.db, request.user.id, request.params.userPackId);
      return ok(await changePlace(app.db, row, request.body.place, await memberNow(request)));
    },
  );

  app.get(
    P.activationInfo,
    { schema: { params: UserPackParams, response: { 200: Envelope(ActivationInfoResult) } } },
    async (request) => {
      const row = await ownPack(app.db, request.user.id, request.params.userPackId);
      return ok(await activationInfo(app.db, row, await memberNow(request)));
    },
  );

  app.post(
    P.activate,
    {
      // the pack first (not the member's: 404; not PURCHASED: why), then the form as sent
      preValidation: async (request) => {
        const form = normalizeForm(formOf(request), ['contest']);
        const now = await memberNow(request);
        assertPurchased(await ownPack(app.db, request.user.id, form.user_pack_id), now);
        checkActivationForm(form, now.getTime());
      },
      schema: { body: ActivationForm, response: { 200: Envelope(ActivationResult) } },
    },
    async (request) => {
      const row = await ownPack(app.db, request.user.id, request.body.user_pack_id);
      return ok(await activate(app.db, row, request.body, await memberNow(request)));
    },
  );

  app.get(
    P.frostInfo,
    { schema: { params: UserPackParams, response: { 200: Envelope(FrostInfoResult) } } },
    async (request) => {
      const row = await ownPack(app.db, request.user.id, request.params.userPackId);
      return ok(frostInfo(row, await memberNow(request)));
    },
  );

  app.post(
    P.frost,
    {
      preValidation: async (request) => {
        normalizeForm(formOf(request));
      },
      schema: { body: FrostForm, response: { 200: Envelope(TrainingMessageResult) } },
    },
    async (request) => {
      const days = frostDays(request.body.days);
      const row = await ownPack(app.db, request.user.id, request.body.user_pack_id);
      return ok(await frost(app.db, row, days, await memberNow(request)));
    },
  );

  app.post(
    P.unfrost,
    {
      preValidation: async (request) => {
        normalizeForm(formOf(request));
      },
      schema: { body: UnfrostBody, response: { 200: Envelope(TrainingMessageResult) } },
    },
    async (request) => {
      const row = await ownPack(app.db, request.user.id, request.body.user_pack_id);
      return ok(await unfrost(app.db, row, await memberNow(request)));
    },
  );

  app.get(
    P.drillDay,
    {
      schema: {
        params: DayParams,
        querystring: DayQuery,
        response: { 200: Envelope(WorkoutResult) },
      },
    },
    async (request) => {
      const row = await ownPack(app.db, request.user.id, request.query.user_pack_id);
      return ok(await workoutOf(app.db, row, request.params.dayId, await memberNow(request)));
    },
  );

  app.post(
    P.drillDay,
    {
      schema: {
        params: DayParams,
        querystring: DayQuery,
        body: WorkoutResultBody,
        response: { 200: Envelope(WorkoutPostResult) },
      },
    },
    async (request) => {
      const row = await ownPack(app.db, request.user.id, request.query.user_pack_id);
      return ok(
        await postWorkoutResult(
          app.db,
          row,
          request.params.dayId,
          request.body,
          await memberNow(request),
        ),
      );
    },
  );

  app.get(
    P.dayResult,
    {
      schema: {
        params: DayParams,
        querystring: DayQuery,
        response: { 200: Envelope(WorkoutReportResult) },
      },
    },
    async (request) => {
      const row = await ownPack(app.db, request.user.id, request.query.user_pack_id);
      return ok(await workoutReport(app.db, row, request.params.dayId));
    },
  );
};

export default trainingRoutes;
