// The staff app's API (issue 28; paths and texts: @club/shared paths-staff.ts). Every route here is
// a staff route: `audience: 'staff'` or a `permission` (plugins/audience.ts refuses a member's
// token, plugins/permissions.ts a staff member without the permission). Who am I is for any
// account: the shell asks it to send staff to /staff/.
//
// Adding a staff route: `config: { permission: '<one of PERMISSIONS>' }` (or `audience: 'staff'`
// when every staff member may call it); read `request.staff` (their identity) and build the
// visibility viewer with `viewerFor(app.db, request.staff!, app.clock.systemNow())`; write the
// change and its `audit(tx, …)` entry in one transaction.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AssignBody,
  AssignmentParams,
  AuditQuery,
  AuditResult,
  CoverCreateBody,
  CoversResult,
  DISCIPLINE_LABELS,
  DirectoryResult,
  Envelope,
  IdParams,
  MessageResult,
  RoleCreateBody,
  RoleUpdateBody,
  RolesResult,
  STAFF_MESSAGES as M,
  STAFF_PAGE_SIZE,
  StaffMemberCard,
  StaffMembersQuery,
  StaffMembersResult,
  TeamActiveBody,
  TeamCreateBody,
  TeamResult,
  TeamSavedResult,
  TeamTransferBody,
  TeamUpdateBody,
  WhoAmIResult,
  isDiscipline,
  staffPaths,
} from '@club/shared/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { AppError, badRequest, unauthorized } from '../../lib/errors';
import { isUniqueViolation } from '../members/service';
import { reassign, requireAnswering, requireMember } from './assignments';
import { audit, auditPage } from './audit';
import { createCover, endCover, listCovers } from './covers';
import { hasPermission, type StaffIdentity } from './identity';
import { memberCard, visibleMembersPage } from './members';
import { ROLE_MESSAGES, createRole, listRoles, updateRole } from './roles';
import {
  TEAM_MESSAGES,
  createStaff,
  listDirectory,
  listTeam,
  setStaffActive,
  transferMembers,
  updateStaff,
} from './team';
import { canSeeMember, viewerFor } from './visibility';

const fromUnix = (seconds: number) => new Date(seconds * 1000);

const staffRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => app.clock.systemNow();
  /** the caller's identity on a staff route (the audience guard has put it there) */
  const me = (request: { staff: StaffIdentity | null }): StaffIdentity => {
    if (!request.staff) throw unauthorized();
    return request.staff;
  };
  const transaction = <T>(run: (tx: Db) => Promise<T>) =>
    app.db.transaction((tx) => run(tx as unknown as Db));

  // ---------- who am I (any account) ----------
  app.get(
    staffPaths.me,
    { schema: { response: { 200: Envelope(WhoAmIResult) } }, config: { audience: 'any' } },
    async (request) => {
      const [user] = await app.db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, request.user.id));
      if (!user) throw unauthorized();
      const staff = request.staff;
      return ok({
        kind: staff ? ('staff' as const) : ('member' as const),
        id: request.user.id,
        name: user.name,
        email: user.email,
        position: staff?.position ?? null,
        active: staff?.active ?? true,
        permissions: staff ? [...staff.permissions].sort() : [],
        roles: staff?.roles ?? [],
        disciplines: staff?.disciplines ?? [],
      });
    },
  );

  // ---------- any staff member ----------
  app.get(
    staffPaths.directory,
    { schema: { response: { 200: Envelope(DirectoryResult) } }, config: { audience: 'staff' } },
    async () => ok({ staff: await listDirectory(app.db) }),
  );

  app.get(
    staffPaths.members,
    {
      schema: { querystring: StaffMembersQuery, response: { 200: Envelope(StaffMembersResult) } },
      config: { audience: 'staff' },
    },
    async (request) => {
      const viewer = await viewerFor(app.db, me(request), now());
      const { q, after_name: afterName, after_id: afterId } = request.query;
      return ok(
        await visibleMembersPage(
          app.db,
          viewer,
          { q, afterName, afterId },
          STAFF_PAGE_SIZE.members,
        ),
      );
    },
  );

  app.get(
    staffPaths.memberRoute,
    {
      schema: { params: IdParams, response: { 200: Envelope(StaffMemberCard) } },
      config: { audience: 'staff' },
    },
    async (request) => {
      const identity = me(request);
      const memberId = request.params.id;
      // a member the caller does not see is "not found" (never "forbidden": nothing leaks)
      const mayManage = hasPermission(identity, 'staff:manage');
      if (
        !mayManage &&
        !(await canSeeMember(app.db, await viewerFor(app.db, identity, now()), memberId))
      )
        throw new AppError(404, M.memberNotFound);
      return ok(await memberCard(app.db, memberId, now()));
    },
  );

  // ---------- staff:manage ----------
  app.put(
    staffPaths.assignmentRoute,
    {
      schema: {
        params: AssignmentParams,
        body: AssignBody,
        response: { 200: Envelope(MessageResult) },
      },
      config: { permission: 'staff:manage' },
    },
    async (request) => {
      const actor = me(request);
      const { id: memberId, discipline } = request.params;
      if (!isDiscipline(discipline)) throw badRequest(M.unknownDiscipline);
      const at = now();
      try {
        await transaction(async (tx) => {
          const member = await requireMember(tx, memberId);
          const to = await requireAnswering(tx, request.body.staff_id, discipline);
          const { fromId } = await reassign(tx, {
            memberId,
            discipline,
            staffId: to.id,
            by: actor.userId,
            now: at,
          });
          const [from] = fromId
            ? await tx.select({ name: users.name }).from(users).where(eq(users.id, fromId))
            : [];
          await audit(tx, {
            actor,
            action: 'assignment.change',
            memberId,
            details: {
              member: { id: member.id, name: member.name },
              discipline,
              discipline_label: DISCIPLINE_LABELS[discipline],
              from: fromId ? { id: fromId, name: from?.name ?? '' } : null,
              to: { id: to.id, name: to.name },
            },
            at,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(409, M.changedMeanwhile);
        throw err;
      }
      return ok({ message: 'Назначение сохранено' });
    },
  );

  app.get(
    staffPaths.team,
    { schema: { response: { 200: Envelope(TeamResult) } }, config: { permission: 'staff:manage' } },
    async () => ok({ staff: await listTeam(app.db) }),
  );

  app.post(
    staffPaths.team,
    {
      schema: { body: TeamCreateBody, response: { 200: Envelope(TeamSavedResult) } },
      config: { permission: 'staff:manage' },
    },
    async (request) =>
      ok(await createStaff({ db: app.db, mail: app.mail }, request.body, me(request), now())),
  );

  app.patch(
    staffPaths.teamMemberRoute,
    {
      schema: {
        params: IdParams,
        body: TeamUpdateBody,
        response: { 200: Envelope(TeamSavedResult) },
      },
      config: { permission: 'staff:manage' },
    },
    async (request) => {
      await updateStaff(app.db, request.params.id, request.body, me(request), now());
      return ok({ id: request.params.id, message: TEAM_MESSAGES.saved });
    },
  );

  app.put(
    staffPaths.teamActiveRoute,
    {
      schema: {
        params: IdParams,
        body: TeamActiveBody,
        response: { 200: Envelope(TeamSavedResult) },
      },
      config: { permission: 'staff:manage' },
    },
    async (request) => {
      const { active } = request.body;
      await setStaffActive(app.db, request.params.id, active, me(request), now());
      return ok({
        id: request.params.id,
        message: active ? TEAM_MESSAGES.activated : TEAM_MESSAGES.deactivated,
      });
    },
  );

  app.post(
    staffPaths.teamTransferRoute,
    {
      schema: {
        params: IdParams,
        body: TeamTransferBody,
        response: { 200: Envelope(TeamSavedResult) },
      },
      config: { permission: 'staff:manage' },
    },
    async (request) => {
      const done = await transferMembers(
        app.db,
        request.params.id,
        request.body.discipline,
        request.body.to_staff_id,
        me(request),
        now(),
      );
      return ok({
        id: request.params.id,
        message: TEAM_MESSAGES.transferred(done.count, done.toName),
      });
    },
  );

  app.get(
    staffPaths.roles,
    {
      schema: { response: { 200: Envelope(RolesResult) } },
      config: { permission: 'staff:manage' },
    },
    async () => ok({ roles: await listRoles(app.db) }),
  );

  app.post(
    staffPaths.roles,
    {
      schema: { body: RoleCreateBody, response: { 200: Envelope(TeamSavedResult) } },
      config: { permission: 'staff:manage' },
    },
    async (request) => {
      const id = await createRole(app.db, request.body, me(request), now());
      return ok({ id, message: ROLE_MESSAGES.created });
    },
  );

  app.patch(
    staffPaths.roleRoute,
    {
      schema: {
        params: IdParams,
        body: RoleUpdateBody,
        response: { 200: Envelope(TeamSavedResult) },
      },
      config: { permission: 'staff:manage' },
    },
    async (request) => {
      await updateRole(app.db, request.params.id, request.body, me(request), now());
      return ok({ id: request.params.id, message: ROLE_MESSAGES.saved });
    },
  );

  app.get(
    staffPaths.covers,
    {
      schema: { response: { 200: Envelope(CoversResult) } },
      config: { permission: 'staff:manage' },
    },
    async () => ok({ covers: await listCovers(app.db, now()) }),
  );

  app.post(
    staffPaths.covers,
    {
      schema: { body: CoverCreateBody, response: { 200: Envelope(TeamSavedResult) } },
      config: { permission: 'staff:manage' },
    },
    async (request) => {
      const actor = me(request);
      const at = now();
      const body = request.body;
      const id = await transaction(async (tx) => {
        const made = await createCover(
          tx,
          {
            absentId: body.absent_id,
            coverId: body.cover_id,
            startsAt: fromUnix(body.starts_at),
            endsAt: fromUnix(body.ends_at),
          },
          actor.userId,
          at,
        );
        await audit(tx, {
          actor,
          action: 'cover.create',
          details: {
            cover_id: made.id,
            absent: { id: body.absent_id, name: made.absentName },
            cover: { id: body.cover_id, name: made.coverName },
            starts_at: body.starts_at,
            ends_at: body.ends_at,
          },
          at,
        });
        return made.id;
      });
      return ok({ id, message: 'Замена назначена' });
    },
  );

  app.post(
    staffPaths.coverEndRoute,
    {
      schema: { params: IdParams, response: { 200: Envelope(TeamSavedResult) } },
      config: { permission: 'staff:manage' },
    },
    async (request) => {
      const actor = me(request);
      const at = now();
      const ended = await transaction(async (tx) => {
        const done = await endCover(tx, request.params.id, at);
        const names = await tx
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(eq(users.id, done.absentId))
          .union(
            tx
              .select({ id: users.id, name: users.name })
              .from(users)
              .where(eq(users.id, done.coverId)),
          );
        const name = (id: number) => names.find((n) => n.id === id)?.name ?? `#${id}`;
        await audit(tx, {
          actor,
          action: 'cover.end',
          details: {
            cover_id: request.params.id,
            absent: { id: done.absentId, name: name(done.absentId) },
            cover: { id: done.coverId, name: name(done.coverId) },
            withdrawn: done.withdrawn,
            starts_at: Math.floor(done.startsAt.getTime() / 1000),
            ends_at: Math.floor(done.endsAt.getTime() / 1000),
          },
          at,
        });
        return done;
      });
      return ok({
        id: request.params.id,
        message: ended.withdrawn ? 'Замена отменена' : 'Замена завершена',
      });
    },
  );

  // ---------- audit:read ----------
  app.get(
    staffPaths.audit,
    {
      schema: { querystring: AuditQuery, response: { 200: Envelope(AuditResult) } },
      config: { permission: 'audit:read' },
    },
    async (request) => {
      const q = request.query;
      const page = await auditPage(app.db, {
        actorId: q.actor_id,
        memberId: q.member_id,
        member: q.member,
        action: q.action?.trim() || undefined,
        beforeId: q.before_id,
        limit: STAFF_PAGE_SIZE.audit,
      });
      return ok({ entries: page.entries, next_before_id: page.nextBeforeId });
    },
  );
};

export default staffRoutes;
