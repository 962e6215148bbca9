// Saved replies: the club's (owner null: made and changed with staff:manage) and each staff
// member's own (only they see and change them). The composer's picker shows both.
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { INBOX_LIMITS, INBOX_MESSAGES as M, type SavedReply } from '@club/shared/contract';
import type { Db } from '../../db/client';
import { savedReplies } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { hasPermission, type StaffIdentity } from '../staff/identity';

type Row = typeof savedReplies.$inferSelect;

const canManageClub = (staff: StaffIdentity) => hasPermission(staff, 'staff:manage');

const view = (row: Row, staff: StaffIdentity): SavedReply => ({
  id: row.id,
  title: row.title,
  text: row.text,
  club: row.ownerId === null,
  editable: row.ownerId === null ? canManageClub(staff) : row.ownerId === staff.userId,
});

function clean(title: unknown, text: unknown) {
  const t = typeof title === 'string' ? title.trim() : '';
  const body = typeof text === 'string' ? text.replace(/\r\n?/g, '\n').trim() : '';
  return { title: t, text: body };
}

function checkTitle(title: string) {
  if (!title) throw badRequest(M.replyTitleRequired);
  if (title.length > INBOX_LIMITS.replyTitleMaxLength) throw badRequest(M.replyTitleTooLong);
}
function checkText(text: string) {
  if (!text) throw badRequest(M.replyTextRequired);
  if (text.length > INBOX_LIMITS.replyTextMaxLength) throw badRequest(M.replyTextTooLong);
}

export async function listSavedReplies(db: Db, staff: StaffIdentity): Promise<SavedReply[]> {
  const rows = await db
    .select()
    .from(savedReplies)
    .where(or(isNull(savedReplies.ownerId), eq(savedReplies.ownerId, staff.userId)))
    .orderBy(asc(savedReplies.title), asc(savedReplies.id));
  // the club's first, then one's own
  return rows.map((r) => view(r, staff)).sort((a, b) => Number(b.club) - Number(a.club));
}

export async function createSavedReply(
  db: Db,
  staff: StaffIdentity,
  input: { title: unknown; text: unknown; club?: boolean },
  now: Date,
): Promise<SavedReply> {
  const { title, text } = clean(input.title, input.text);
  checkTitle(title);
  checkText(text);
  if (input.club && !canManageClub(staff)) throw new AppError(403, M.replyClubForbidden);
  const [row] = await db
    .insert(savedReplies)
    .values({
      ownerId: input.club ? null : staff.userId,
      title,
      text,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return view(row, staff);
}

async function editable(db: Db, staff: StaffIdentity, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(savedReplies)
    .where(
      and(
        eq(savedReplies.id, id),
        or(isNull(savedReplies.ownerId), eq(savedReplies.ownerId, staff.userId)),
      ),
    );
  if (!row) throw new AppError(404, M.replyNotFound);
  if (row.ownerId === null && !canManageClub(staff)) throw new AppError(403, M.replyClubForbidden);
  return row;
}

export async function updateSavedReply(
  db: Db,
  staff: StaffIdentity,
  id: number,
  patch: { title?: unknown; text?: unknown },
  now: Date,
): Promise<SavedReply> {
  const row = await editable(db, staff, id);
  const next = clean(patch.title ?? row.title, patch.text ?? row.text);
  checkTitle(next.title);
  checkText(next.text);
  const [updated] = await db
    .update(savedReplies)
    .set({ ...next, updatedAt: now })
    .where(eq(savedReplies.id, row.id))
    .returning();
  return view(updated, staff);
}

export async function deleteSavedReply(db: Db, staff: StaffIdentity, id: number): Promise<void> {
  const row = await editable(db, staff, id);
  await db.delete(savedReplies).where(eq(savedReplies.id, row.id));
}
