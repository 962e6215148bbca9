// The tester console's own calls (spec part 2 §2.11, §7), each on the calling member's own data:
// the console's data (courses, clock, push-service id), reset height, a course back to PURCHASED,
// its freeze limit, the time machine and the member's caches. Statuses, times left, freeze limits
// and report dates are never stored: they read `app.clock`, so moving the clock moves them all.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Envelope,
  MessageResult,
  TESTER_CLOCK_RANGE,
  TESTER_MESSAGES as M,
  TesterNowBody,
  TesterNowResult,
  TesterPackParams,
  TesterUserPackResult,
  testerPaths,
  testerRoutePatterns,
} from '@club/shared/contract';
import { pushTokens, userPacks, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { setMemberClock } from '../../lib/clock';
import { AppError, badRequest } from '../../lib/errors';
import { memberPacks } from '../training/packs';
import { DAY_MS, packStatus } from '../training/status';

/** A course reset to PURCHASED can be activated for at least this long on the member's clock. */
export const RESET_ACTIVATION_WINDOW_MS = 30 * DAY_MS;

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** The user pack id of the path: 400 when it is not a positive whole number. */
function packId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw badRequest(M.badId);
  const id = Number(raw);
  if (id < 1 || id > 2_147_483_647) throw badRequest(M.badId);
  return id;
}

/** unix seconds of the form, within the clock's range; 400 with a clear message otherwise */
export function parseNow(raw: string | undefined): number {
  const text = (raw ?? '').trim();
  if (!/^\d{1,12}$/.test(text)) throw badRequest(M.badNow);
  const now = Number(text);
  if (now < TESTER_CLOCK_RANGE.min || now >= TESTER_CLOCK_RANGE.max) throw badRequest(M.badNow);
  return now;
}

const testerRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const success = { response: { 200: Envelope(MessageResult) } };
  const packSchema = { params: TesterPackParams, ...success };

  /** The member's user pack `raw`, or 404 (someone else's pack is not found either). */
  const ownPack = async (userId: number, raw: string) => {
    const [row] = await app.db
      .select({ id: userPacks.id, activateBefore: userPacks.activateBefore })
      .from(userPacks)
      .where(and(eq(userPacks.id, packId(raw)), eq(userPacks.userId, userId)));
    if (!row) throw new AppError(404, M.courseNotFound);
    return row;
  };

  /** Something the member sees changed: fresh counts (top bar, course info) to their streams. */
  const changed = async (userId: number) => {
    await app.memberCaches.invalidate(userId);
    await app.realtime.notifyMember(userId);
  };

  app.get(
    testerPaths.userPack,
    { schema: { response: { 200: Envelope(TesterUserPackResult) } } },
    async (request) => {
      const userId = request.user.id;
      const [now, rows, [token]] = await Promise.all([
        app.clock.now(userId),
        memberPacks(app.db, userId),
        app.db
          .select({ token: pushTokens.token })
          .from(pushTokens)
          .where(eq(pushTokens.userId, userId))
          .orderBy(desc(pushTokens.updatedAt), desc(pushTokens.id))
          .limit(1),
      ]);
      return ok({
        courses: rows.map((row) => ({
          user_pack_id: row.up.id,
          block: { block_name: row.block.blockName },
          // the pack's name leads when the course's own name does not already start with it
          fullName: row.course.courseName.startsWith(row.pack.name)
            ? row.course.courseName
            : `${row.pack.name}: ${row.course.courseName}`,
          status: packStatus(row.up, now),
        })),
        now: unix(now),
        push_id: token?.token ?? null,
      });
    },
  );

  app.post(testerPaths.resetUserHeight, { schema: success }, async (request) => {
    await app.db.update(users).set({ height: null }).where(eq(users.id, request.user.id));
    await changed(request.user.id);
    return ok({ message: M.success });
  });

  app.post(testerRoutePatterns.resetStatePurchased, { schema: packSchema }, async (request) => {
    const userId = request.user.id;
    const pack = await ownPack(userId, request.params.id);
    const now = await app.clock.now(userId);
    // not activated, no freeze, no questionnaire answers: the activation starts from scratch;
    // the activation window is reopened when it has passed on the member's clock
    const window = new Date(now.getTime() + RESET_ACTIVATION_WINDOW_MS);
    await app.db
      .update(userPacks)
      .set({
        activateBefore: pack.activateBefore > window ? pack.activateBefore : window,
        activatedAt: null,
        expiresAt: null,
        frostStartedAt: null,
        frostEndsAt: null,
        lastFrostAt: null,
        placeId: null,
        placeChangedAt: null,
        activityId: null,
        dietaTargetId: null,
        eatingType: null,
        isSimple: null,
        dietaTypeId: null,
        dietaTypeChangedAt: null,
        contest: false,
        contestRefusedAt: null,
        weight: null,
        height: null,
        birthday: null,
      })
      .where(and(eq(userPacks.id, pack.id), eq(userPacks.userId, userId)));
    await changed(userId);
    return ok({ message: M.success });
  });

  app.post(testerRoutePatterns.resetLimitFrost, { schema: packSchema }, async (request) => {
    const userId = request.user.id;
    const pack = await ownPack(userId, request.params.id);
    // the once-a-day rule reads the last freeze's start: without it the course can be frozen today
    await app.db
      .update(userPacks)
      .set({ lastFrostAt: null })
      .where(and(eq(userPacks.id, pack.id), eq(userPacks.userId, userId)));
    await changed(userId);
    return ok({ message: M.success });
  });

  app.post(
    testerPaths.changeUserNow,
    { schema: { body: TesterNowBody, response: { 200: Envelope(TesterNowResult) } } },
    async (request) => {
      const userId = request.user.id;
      const now = parseNow(request.body?.now);
      const offset = now * 1000 - app.clock.systemNow().getTime();
      // through setMemberClock: every API process drops its cached clock of the member at once
      await setMemberClock(app.db, userId, offset);
      await changed(userId);
      return ok({ message: M.success, now: unix(await app.clock.now(userId)) });
    },
  );

  app.post(testerPaths.invalidateCache, { schema: success }, async (request) => {
    await changed(request.user.id);
    return ok({ message: M.success });
  });
};

export default testerRoutes;
