// The audit log (issue 28): who did what, with their roles at the time, to which member, when.
// Append-only: this module only inserts and reads; the database refuses UPDATE, DELETE and
// TRUNCATE of audit_log (migration 0011_staff_app_rules). Write an entry with `audit(tx, …)` in
// the same transaction as the change it records, so neither exists without the other.
import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditEntry } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import type { StaffIdentity } from './identity';
import { containsText } from './text';
import { unixSeconds } from '../../lib/clock';

/** Who acted: a staff member as they were when they acted (their roles), or the system. */
export type AuditActor = Pick<StaffIdentity, 'userId' | 'roles'> | null;

export interface AuditInput {
  actor: AuditActor;
  /** an action of AUDIT_ACTION_LABELS (@club/shared): add new ones there */
  action: AuditAction;
  /** the member concerned, if any */
  memberId?: number | null;
  /** what changed: ids, names as they were, before/after values (JSON) */
  details?: Record<string, unknown>;
  /** the moment (the server's clock); the database's now() when omitted */
  at?: Date;
}

/** Appends one entry. Pass the transaction of the change (`tx`), never a separate connection. */
export async function audit(db: Db, entry: AuditInput): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor?.userId ?? null,
    actorRoles: entry.actor?.roles.map((r) => r.name) ?? [],
    action: entry.action,
    memberId: entry.memberId ?? null,
    details: entry.details ?? {},
    ...(entry.at ? { at: entry.at } : {}),
  });
}

/**
 * Appends the entry unless the same actor has one of the same action about the same member (and
 * the same `details.channel`, when given) within `windowMs` before `entry.at`: one statement, so
 * a read that repeats (a page, a catch-up, a reload) is recorded once per window. Two reads at the
 * very same moment may both record: more entries, never fewer.
 */
export async function auditOncePer(
  db: Db,
  entry: AuditInput & { actor: NonNullable<AuditActor>; memberId: number; at: Date },
  windowMs: number,
): Promise<void> {
  const roles = entry.actor.roles.map((r) => sql`${r.name}`);
  const details = entry.details ?? {};
  const since = new Date(entry.at.getTime() - windowMs);
  const channel = typeof details.channel === 'string' ? details.channel : null;
  await db.execute(sql`
    insert into audit_log (actor_id, actor_roles, action, member_id, details, at)
    select ${entry.actor.userId}::int, array[${sql.join(roles, sql`, `)}]::text[],
      ${entry.action}::text, ${entry.memberId}::int, ${JSON.stringify(details)}::jsonb,
      ${entry.at.toISOString()}::timestamptz
    where not exists (
      select 1 from audit_log
      where member_id = ${entry.memberId}::int and actor_id = ${entry.actor.userId}::int
        and action = ${entry.action}::text and at > ${since.toISOString()}::timestamptz
        ${channel === null ? sql`` : sql`and details->>'channel' = ${channel}::text`})`);
}

export interface AuditFilter {
  actorId?: number;
  memberId?: number;
  /** part of the member's name or e-mail */
  member?: string;
  action?: string;
  /** keyset: entries older than this id */
  beforeId?: number;
  limit: number;
}

/** A page of the log, newest first (keyset by id: every filter has its index ending in id). */
export async function auditPage(
  db: Db,
  filter: AuditFilter,
): Promise<{ entries: AuditEntry[]; nextBeforeId: number | null }> {
  const where: (SQL | undefined)[] = [];
  if (filter.actorId) where.push(eq(auditLog.actorId, filter.actorId));
  if (filter.memberId) where.push(eq(auditLog.memberId, filter.memberId));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.beforeId) where.push(lt(auditLog.id, filter.beforeId));
  const text = filter.member?.trim();
  if (text) {
    const matching = await db
      .select({ id: users.id })
      .from(users)
      .where(or(containsText(users.name, text), containsText(users.email, text)))
      .limit(200);
    if (matching.length === 0) return { entries: [], nextBeforeId: null };
    where.push(
      inArray(
        auditLog.memberId,
        matching.map((m) => m.id),
      ),
    );
  }
  const actor = alias(users, 'audit_actor');
  const member = alias(users, 'audit_member');
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorName: actor.name,
      actorRoles: auditLog.actorRoles,
      action: auditLog.action,
      memberId: auditLog.memberId,
      memberName: member.name,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(member, eq(member.id, auditLog.memberId))
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const named = (id: number | null, name: string | null) =>
    id === null ? null : { id, name: name ?? `#${id}` };
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: unixSeconds(r.at),
      actor: named(r.actorId, r.actorName),
      actor_roles: r.actorRoles,
      action: r.action,
      member: named(r.memberId, r.memberName),
      details: r.details,
    })),
    nextBeforeId: rows.length > filter.limit ? page[page.length - 1].id : null,
  };
}

/** The number of entries (tests). */
export async function auditCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return Number(row.n);
}
