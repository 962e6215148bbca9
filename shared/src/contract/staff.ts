// The staff app's calls (issue 28): request and answer schemas. Paths, permissions and texts are
// in paths-staff.ts.
import { Type, type Static } from '@sinclair/typebox';
import { Id, Int, Text } from './rules';

const Discipline = Type.Union([
  Type.Literal('coach'),
  Type.Literal('dietolog'),
  Type.Literal('psyhologist'),
]);

/** A person named in an answer (a staff member, a member, whoever acted). */
export const PersonRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type PersonRef = Static<typeof PersonRef>;

export const StaffRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  position: Type.String(),
});
export type StaffRef = Static<typeof StaffRef>;

export const RoleRef = Type.Object({ name: Type.String(), title: Type.String() });
export type RoleRef = Static<typeof RoleRef>;

// ---------- Who am I ----------
export const WhoAmIResult = Type.Object({
  kind: Type.Union([Type.Literal('member'), Type.Literal('staff')]),
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  /** staff only: the position members see beside their answers */
  position: Type.Union([Type.String(), Type.Null()]),
  /** staff only: false once deactivated */
  active: Type.Boolean(),
  /** what the staff member may do (the union of their roles' permissions) */
  permissions: Type.Array(Type.String()),
  roles: Type.Array(RoleRef),
  /** the chat channels (coach, dietolog, psyhologist) the staff member answers */
  disciplines: Type.Array(Discipline),
});
export type WhoAmIResult = Static<typeof WhoAmIResult>;

// ---------- Directory ----------
export const DirectoryEntry = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  position: Type.String(),
  active: Type.Boolean(),
  disciplines: Type.Array(Discipline),
});
export type DirectoryEntry = Static<typeof DirectoryEntry>;
export const DirectoryResult = Type.Object({ staff: Type.Array(DirectoryEntry) });
export type DirectoryResult = Static<typeof DirectoryResult>;

// ---------- Members ----------
export const MemberAssignmentsNow = Type.Object({
  coach: Type.Union([StaffRef, Type.Null()]),
  dietolog: Type.Union([StaffRef, Type.Null()]),
  psyhologist: Type.Union([StaffRef, Type.Null()]),
});
export type MemberAssignmentsNow = Static<typeof MemberAssignmentsNow>;

export const StaffMemberRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  assignments: MemberAssignmentsNow,
});
export type StaffMemberRow = Static<typeof StaffMemberRow>;

export const StaffMembersQuery = Type.Object({
  /** part of the name or e-mail */
  q: Type.Optional(Text({ maxLength: 100 })),
  /** keyset: the last row of the previous page */
  after_name: Type.Optional(Text({ maxLength: 200 })),
  after_id: Type.Optional(Id()),
});
export type StaffMembersQuery = Static<typeof StaffMembersQuery>;

export const StaffMembersResult = Type.Object({
  members: Type.Array(StaffMemberRow),
  /** the keyset of the next page, null on the last */
  next: Type.Union([
    Type.Object({ after_name: Type.String(), after_id: Type.Integer() }),
    Type.Null(),
  ]),
});
export type StaffMembersResult = Static<typeof StaffMembersResult>;

export const IdParams = Type.Object({ id: Id() });
export type IdParams = Static<typeof IdParams>;

export const AssignmentParams = Type.Object({ id: Id(), discipline: Text({ maxLength: 32 }) });
export type AssignmentParams = Static<typeof AssignmentParams>;

export const CurrentAssignment = Type.Object({
  discipline: Discipline,
  staff: Type.Union([StaffRef, Type.Null()]),
  /** unix seconds */
  since: Type.Union([Type.Integer(), Type.Null()]),
  /** the assigned staff member is away: who answers instead, until when (unix seconds) */
  cover: Type.Union([Type.Object({ staff: StaffRef, until: Type.Integer() }), Type.Null()]),
});
export type CurrentAssignment = Static<typeof CurrentAssignment>;

export const AssignmentHistoryEntry = Type.Object({
  id: Type.Integer(),
  discipline: Discipline,
  staff: StaffRef,
  /** unix seconds */
  starts_at: Type.Integer(),
  ends_at: Type.Union([Type.Integer(), Type.Null()]),
  /** null: assigned by the system (the seed, a new account) */
  assigned_by: Type.Union([PersonRef, Type.Null()]),
  ended_by: Type.Union([PersonRef, Type.Null()]),
});
export type AssignmentHistoryEntry = Static<typeof AssignmentHistoryEntry>;

export const StaffMemberCard = Type.Object({
  member: Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }),
  current: Type.Array(CurrentAssignment),
  history: Type.Array(AssignmentHistoryEntry),
});
export type StaffMemberCard = Static<typeof StaffMemberCard>;

export const AssignBody = Type.Object({ staff_id: Id() });
export type AssignBody = Static<typeof AssignBody>;

// ---------- Team (staff accounts) ----------
export const TeamEntry = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  position: Type.String(),
  active: Type.Boolean(),
  disciplines: Type.Array(Discipline),
  roles: Type.Array(RoleRef),
  /** members assigned now, per discipline */
  assigned: Type.Object({
    coach: Type.Integer(),
    dietolog: Type.Integer(),
    psyhologist: Type.Integer(),
  }),
});
export type TeamEntry = Static<typeof TeamEntry>;
export const TeamResult = Type.Object({ staff: Type.Array(TeamEntry) });
export type TeamResult = Static<typeof TeamResult>;

export const TeamCreateBody = Type.Object({
  email: Text({ maxLength: 254 }),
  name: Text({ maxLength: 200 }),
  position: Text({ maxLength: 200 }),
  /** role names */
  roles: Type.Array(Text({ maxLength: 64 }), { maxItems: 20 }),
  disciplines: Type.Array(Text({ maxLength: 32 }), { maxItems: 3 }),
});
export type TeamCreateBody = Static<typeof TeamCreateBody>;

export const TeamUpdateBody = Type.Object({
  name: Type.Optional(Text({ maxLength: 200 })),
  position: Type.Optional(Text({ maxLength: 200 })),
  roles: Type.Optional(Type.Array(Text({ maxLength: 64 }), { maxItems: 20 })),
  disciplines: Type.Optional(Type.Array(Text({ maxLength: 32 }), { maxItems: 3 })),
});
export type TeamUpdateBody = Static<typeof TeamUpdateBody>;

export const TeamActiveBody = Type.Object({ active: Type.Boolean() });
export type TeamActiveBody = Static<typeof TeamActiveBody>;

export const TeamTransferBody = Type.Object({
  discipline: Text({ maxLength: 32 }),
  to_staff_id: Id(),
});
export type TeamTransferBody = Static<typeof TeamTransferBody>;

export const TeamSavedResult = Type.Object({ id: Type.Integer(), message: Type.String() });
export type TeamSavedResult = Static<typeof TeamSavedResult>;

// ---------- Roles ----------
export const RoleEntry = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
  permissions: Type.Array(Type.String()),
  /** staff members holding it */
  holders: Type.Integer(),
});
export type RoleEntry = Static<typeof RoleEntry>;
export const RolesResult = Type.Object({ roles: Type.Array(RoleEntry) });
export type RolesResult = Static<typeof RolesResult>;

export const RoleCreateBody = Type.Object({
  name: Text({ maxLength: 64 }),
  title: Text({ maxLength: 200 }),
  permissions: Type.Array(Text({ maxLength: 64 }), { maxItems: 50 }),
});
export type RoleCreateBody = Static<typeof RoleCreateBody>;
export const RoleUpdateBody = Type.Object({
  title: Type.Optional(Text({ maxLength: 200 })),
  permissions: Type.Optional(Type.Array(Text({ maxLength: 64 }), { maxItems: 50 })),
});
export type RoleUpdateBody = Static<typeof RoleUpdateBody>;

// ---------- Covers ----------
export const CoverEntry = Type.Object({
  id: Type.Integer(),
  absent: StaffRef,
  cover: StaffRef,
  /** unix seconds */
  starts_at: Type.Integer(),
  ends_at: Type.Integer(),
  /** by the server's clock */
  state: Type.Union([Type.Literal('planned'), Type.Literal('active'), Type.Literal('ended')]),
  created_by: Type.Union([PersonRef, Type.Null()]),
});
export type CoverEntry = Static<typeof CoverEntry>;
export const CoversResult = Type.Object({ covers: Type.Array(CoverEntry) });
export type CoversResult = Static<typeof CoversResult>;

export const CoverCreateBody = Type.Object({
  absent_id: Id(),
  cover_id: Id(),
  /** unix seconds */
  starts_at: Int({ minimum: 0 }),
  ends_at: Int({ minimum: 0 }),
});
export type CoverCreateBody = Static<typeof CoverCreateBody>;

// ---------- Audit ----------
export const AuditQuery = Type.Object({
  actor_id: Type.Optional(Id()),
  member_id: Type.Optional(Id()),
  /** part of the member's name or e-mail */
  member: Type.Optional(Text({ maxLength: 100 })),
  action: Type.Optional(Text({ maxLength: 64 })),
  /** keyset: entries older than this id */
  before_id: Type.Optional(Id()),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  /** unix seconds */
  at: Type.Integer(),
  /** null: the system (the seed, a shop order) */
  actor: Type.Union([PersonRef, Type.Null()]),
  /** the actor's roles when they acted */
  actor_roles: Type.Array(Type.String()),
  action: Type.String(),
  member: Type.Union([PersonRef, Type.Null()]),
  details: Type.Record(Type.String(), Type.Unknown()),
});
export type AuditEntry = Static<typeof AuditEntry>;
export const AuditResult = Type.Object({
  entries: Type.Array(AuditEntry),
  next_before_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type AuditResult = Static<typeof AuditResult>;
