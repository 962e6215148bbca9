// Accounts the club creates (issue 31): by staff (the API for the staff app and the member:create
// command) and by a shop order (shop-webhook.ts). A new account has no password anyone knows: the
// welcome letter carries the sign-in e-mail and a one-use link to set the first one. The account,
// the pack it bought and the letter are written in one transaction, so none exists without the
// others.
import { asc, desc, eq } from 'drizzle-orm';
import { EMAIL_PATTERN, MESSAGES as FORM } from '@club/shared/validation';
import type { Db } from '../../db/client';
import { courses, packs, userPacks, users } from '../../db/schema';
import { hashPassword, newToken } from '../../lib/crypto';
import { AppError, badRequest } from '../../lib/errors';
import { personName, personNameProblem } from '../../lib/person-name';
import { createPasswordLink, passwordLink } from '../auth/password-links';
import { staffWelcomeLetter, welcomeLetter } from '../mail/letters';
import type { Mailer } from '../mail/outbox';
import { assignDefaultStaff } from '../staff/assignments';
import { audit, type AuditActor } from '../staff/audit';

/** A bought pack is to be activated within this long (as a tester's reset gives). */
export const ACTIVATION_WINDOW_MS = 30 * 86400_000;
export const NAME_MAX = 100;

export const MEMBER_MESSAGES = {
  emailRequired: FORM.login.emailRequired,
  emailInvalid: FORM.login.emailInvalid,
  nameRequired: 'Не заполнено поле имя',
  nameTooLong: `Имя не может быть длиннее ${NAME_MAX} символов`,
  packNotFound: 'Курс с таким номером (pack_id) не найден',
  emailTaken: 'Участник с таким e-mail уже есть в клубе',
  created: (email: string) =>
    `Участник создан. Письмо со ссылкой, чтобы задать пароль, отправлено на ${email}`,
} as const;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The first problem of a new member's e-mail and name, in Russian; null when both are fine. */
export function memberInputError(email: unknown, name: unknown): string | null {
  const e = typeof email === 'string' ? email.trim() : '';
  if (!e) return MEMBER_MESSAGES.emailRequired;
  if (e.length > 254 || !EMAIL_PATTERN.test(e)) return MEMBER_MESSAGES.emailInvalid;
  // as it will be stored: one line of visible text (lib/person-name.ts), never an address
  const n = personName(name);
  if (!n) return MEMBER_MESSAGES.nameRequired;
  if (n.length > NAME_MAX) return MEMBER_MESSAGES.nameTooLong;
  return personNameProblem(n);
}

/** A unique violation (PostgreSQL 23505), looked for through drizzle's wrapping of the error. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

export interface Pack {
  id: number;
  name: string;
  courseId: number;
}

/** The pack and its course; a 400 in Russian when there is no such pack. */
export async function findPack(db: Db, packId: number): Promise<Pack> {
  const [row] = await db
    .select({ id: packs.id, name: packs.name, courseId: courses.id })
    .from(packs)
    .innerJoin(courses, eq(courses.packId, packs.id))
    .where(eq(packs.id, packId))
    .orderBy(asc(courses.id))
    .limit(1);
  if (!row) throw badRequest(MEMBER_MESSAGES.packNotFound);
  return row;
}

/** The member's copy of a pack, purchased now, to activate within 30 days (last in their list). */
export async function grantPack(tx: Db, userId: number, pack: Pack, now: Date): Promise<number> {
  const [last] = await tx
    .select({ sort: userPacks.sort })
    .from(userPacks)
    .where(eq(userPacks.userId, userId))
    .orderBy(desc(userPacks.sort))
    .limit(1);
  const [row] = await tx
    .insert(userPacks)
    .values({
      userId,
      packId: pack.id,
      courseId: pack.courseId,
      purchasedAt: now,
      activateBefore: new Date(now.getTime() + ACTIVATION_WINDOW_MS),
      sort: (last?.sort ?? -1) + 1,
    })
    .returning({ id: userPacks.id });
  return row.id;
}

export interface NewMember {
  email: string;
  name: string;
  pack: Pack | null;
}

/** Where the staff work (the staff app, mf-staff's STAFF_ROOT): a staff letter names it. */
const STAFF_APP_PATH = '/staff/';

/**
 * An account and its welcome letter (no password anyone knows: the letter's link sets it), in the
 * caller's transaction. A taken e-mail is a 409 (also when another request took it a moment ago:
 * the unique index decides). Members and staff accounts (modules/staff) alike start here; a staff
 * account (`staff`: its position and role titles) gets the staff letter, with the staff app's address.
 */
export async function insertAccount(
  tx: Db,
  mail: Mailer,
  account: {
    email: string;
    name: string;
    packName?: string | null;
    staff?: { position: string; roles: readonly string[] };
  },
  now: Date,
  takenMessage: string = MEMBER_MESSAGES.emailTaken,
): Promise<number> {
  const email = normalizeEmail(account.email);
  // every account's name is normalised here, whichever path made it (the letter greets it)
  const name = personName(account.name);
  if (!name) throw badRequest(MEMBER_MESSAGES.nameRequired);
  const nameProblem = personNameProblem(name);
  if (nameProblem) throw badRequest(nameProblem);
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) throw new AppError(409, takenMessage);
  // a password nobody knows: the member sets theirs through the letter's link
  const passwordHash = await hashPassword(newToken());
  const [user] = await tx
    .insert(users)
    .values({
      email,
      passwordHash,
      name,
      // following the letter's link proves the address: nothing left to confirm
      needEmailVerify: false,
      notActiveOptions: [],
      createdAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!user) throw new AppError(409, takenMessage);
  const token = await createPasswordLink(tx, user.id, 'welcome', now);
  const recoveryUrl = mail.link('/reset-pass/');
  const letter = account.staff
    ? staffWelcomeLetter({ name, email }, passwordLink(mail, token), {
        ...account.staff,
        staffUrl: mail.link(STAFF_APP_PATH),
        recoveryUrl,
      })
    : welcomeLetter({ name, email }, passwordLink(mail, token), {
        packName: account.packName ?? null,
        recoveryUrl,
      });
  await mail.write(tx, { kind: 'welcome', userId: user.id, to: email, ...letter });
  return user.id;
}

/**
 * The account, its pack, its welcome letter and its staff (a coach, a dietitian and a
 * psychologist: modules/staff/assignments.ts), in the caller's transaction.
 */
export async function insertMember(
  tx: Db,
  mail: Mailer,
  member: NewMember,
  now: Date,
): Promise<{ userId: number; userPackId: number | null; assigned: Record<string, number> }> {
  const userId = await insertAccount(
    tx,
    mail,
    { email: member.email, name: member.name, packName: member.pack?.name ?? null },
    now,
  );
  const userPackId = member.pack ? await grantPack(tx, userId, member.pack, now) : null;
  const assigned = await assignDefaultStaff(tx, userId, now);
  return { userId, userPackId, assigned };
}

/** A member made by staff (API or command): one transaction, then the letter goes out. */
export async function createMember(
  deps: { db: Db; mail: Mailer },
  input: { email: string; name: string; packId?: number | null },
  now: Date = new Date(),
  /** who made it (the audit log's actor); null: the command */
  actor: AuditActor = null,
) {
  const problem = memberInputError(input.email, input.name);
  if (problem) throw badRequest(problem);
  const pack = input.packId ? await findPack(deps.db, input.packId) : null;
  let created: { userId: number; userPackId: number | null };
  try {
    created = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const made = await insertMember(tx, deps.mail, { ...input, pack }, now);
      await audit(tx, {
        actor,
        action: 'member.create',
        memberId: made.userId,
        details: {
          email: normalizeEmail(input.email),
          pack_id: pack?.id ?? null,
          assigned: made.assigned,
          source: actor ? 'staff' : 'command',
        },
        at: now,
      });
      return made;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, MEMBER_MESSAGES.emailTaken);
    throw err;
  }
  deps.mail.kick();
  const email = normalizeEmail(input.email);
  return { ...created, email, message: MEMBER_MESSAGES.created(email) };
}
