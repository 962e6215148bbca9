// What must stay true of the staff after any change (checked inside the change's transaction, which
// a refusal rolls back, so nothing is half-saved):
// - every current assignment's staff member is active, answers that discipline and may answer
//   there — so a member is never left with a coach nobody sees (a staff member with members cannot
//   be deactivated, lose the discipline or the permissions: hand the members over first);
// - whoever covers a colleague now or later is an active staff member who may answer;
// - at least one active staff member can still manage the staff (nobody locks the club out).
import { sql } from 'drizzle-orm';
import { DISCIPLINE_LABELS, STAFF_MESSAGES as M, isDiscipline } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { PERMISSIONS_TO_ANSWER } from './assignments';

const conflict = (message: string) => new AppError(409, message);

interface Row {
  [key: string]: unknown;
}
const rowsOf = async <T extends Row>(tx: Db, query: ReturnType<typeof sql>) =>
  ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

/** Every staff member's active flag, disciplines and permissions (a CTE for the checks). */
const STAFF = sql`
  staff as (
    select u.id, u.name,
      coalesce(sp.active, true) as active,
      coalesce(sp.disciplines, '{}') as disciplines,
      coalesce((select array_agg(distinct p) from user_roles ur join roles r on r.id = ur.role_id,
        unnest(r.permissions) p where ur.user_id = u.id), '{}') as permissions
    from users u left join staff_profiles sp on sp.user_id = u.id
    where exists (select 1 from user_roles x where x.user_id = u.id)
  )`;

/** Throws a 409 with the first broken rule; call it last in the change's transaction. */
export async function checkStaffRules(tx: Db, now: Date): Promise<void> {
  const assigned = await rowsOf<{
    id: number;
    name: string | null;
    active: boolean | null;
    disciplines: string[] | null;
    permissions: string[] | null;
    discipline: string;
    n: number;
  }>(
    tx,
    sql`with ${STAFF}
      select a.staff_id as id, u.name, s.active, s.disciplines, s.permissions, a.discipline,
        count(*)::int as n
      from member_assignments a
      join users u on u.id = a.staff_id
      left join staff s on s.id = a.staff_id
      where a.ends_at is null
      group by a.staff_id, u.name, s.active, s.disciplines, s.permissions, a.discipline
      order by u.name, a.discipline`,
  );
  for (const r of assigned) {
    const name = r.name ?? `#${r.id}`;
    if (!isDiscipline(r.discipline)) continue;
    const permissions = r.permissions ?? [];
    const answers =
      r.active !== null &&
      (r.disciplines ?? []).includes(r.discipline) &&
      PERMISSIONS_TO_ANSWER[r.discipline].every((p) => permissions.includes(p));
    if (!r.active) {
      const total = assigned.filter((x) => x.id === r.id).reduce((sum, x) => sum + x.n, 0);
      throw conflict(M.stillAssigned(name, total));
    }
    if (!answers) throw conflict(M.stillAssignedIn(name, DISCIPLINE_LABELS[r.discipline], r.n));
  }

  const covering = await rowsOf<{
    name: string;
    active: boolean | null;
    permissions: string[] | null;
  }>(
    tx,
    sql`with ${STAFF}
      select u.name, s.active, s.permissions
      from staff_covers c join users u on u.id = c.cover_id left join staff s on s.id = c.cover_id
      where c.ends_at > ${now.toISOString()}::timestamptz
      order by c.starts_at`,
  );
  for (const c of covering)
    if (!c.active || !(c.permissions ?? []).includes('chats:reply:assigned'))
      throw conflict(M.stillCovering(c.name));

  const [managers] = await rowsOf<{ n: number }>(
    tx,
    sql`with ${STAFF} select count(*)::int as n from staff where active and 'staff:manage' = any(permissions)`,
  );
  if (Number(managers?.n ?? 0) === 0) throw conflict(M.lastManager);
}
