// Profile edit (POST /api/cabinet/profile/edit): the rules of the profile form, enforced again here
// (the server is the last word), then the member's own row is updated. An e-mail change asks for a
// new confirmation and uses up every open password link (issue 42: sent to the old address).
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ProfileEditBody } from '@club/shared/contract';
import {
  MESSAGES as FORM,
  isUnder18,
  phoneDigitCount,
  phoneDigitsMax,
  profileSchema,
} from '@club/shared/validation';
import type { Db } from '../../db/client';
import { countries, countryMasks, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { firstFormError } from '../../lib/form-rules';
import { personName, personNameProblem } from '../../lib/person-name';
import type { Mailer } from '../mail/outbox';
import { useUpPasswordLinks } from '../auth/password-links';
import { writeVerificationLetter } from './email-letters';
import { ACCOUNT_MESSAGES as M } from './messages';

export interface AccountDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}
const PHONE_CHARS = /^[\d\s()+-]*$/;

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * The first broken rule of a raw body (before the schema coerces it), as its Russian text; null when
 * every field is right. Same texts as the form (shared profileSchema), plus what only the server
 * knows: the country and the mask exist, the phone fits its mask, the member is 18 by their clock.
 */
export async function profileRuleError(
  deps: AccountDeps,
  userId: number,
  body: Record<string, unknown>,
): Promise<string | null> {
  const masks = await deps.db
    .select({ id: countryMasks.id, mask: countryMasks.mask })
    .from(countryMasks);
  const values = {
    name: body.name,
    height: blankToNull(body.height),
    weight: typeof body.weight === 'number' ? body.weight : blankToNull(body.weight),
    birthday: blankToNull(body.birthday),
    email: body.email,
    phone: body.phone ?? '',
    telegram: blankToNull(body.telegram),
    country: blankToNull(body.country),
    country_mask: blankToNull(body.country_mask),
  };
  const formError = firstFormError(profileSchema({ masks }), values);
  if (formError) return formError;
  // the name as it will be stored: one line of visible text, never an address
  const name = personName(body.name);
  if (!name) return FORM.profile.required;
  const nameProblem = personNameProblem(name);
  if (nameProblem) return nameProblem;

  if (!['0', '1'].includes(String(body.gender))) return M.gender;

  const mask = masks.find((m) => String(m.id) === String(values.country_mask));
  if (!mask) return M.country;
  const [country] = await deps.db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, Number(values.country)));
  if (!country) return M.country;

  const phone = String(values.phone);
  if (!PHONE_CHARS.test(phone) || phoneDigitCount(phone, mask.mask) > phoneDigitsMax(mask.mask)) {
    return M.phoneInvalid;
  }

  const now = await deps.clock.now(userId);
  if (isUnder18(Number(values.birthday), now.getTime())) return M.under18;
  return null;
}

/** Saves the member's own profile (request.user only). Throws a 400 with the Russian message. */
export async function editProfile(
  deps: AccountDeps & { mail: Mailer },
  userId: number,
  body: ProfileEditBody,
): Promise<void> {
  const email = normalizeEmail(body.email);
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  if (taken) throw badRequest(M.emailTaken);

  const [current] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!current) throw badRequest(M.emailTaken);
  const emailChanged = current.email !== email;
  const telegram = body.telegram?.trim() ? body.telegram.trim() : null;

  const now = await deps.clock.now(userId);
  // the new address and its confirmation letter are written together, or neither is
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx
      .update(users)
      .set({
        name: personName(body.name),
        email,
        phone: body.phone.trim(),
        telegram,
        height: body.height,
        // one decimal, as entered (the form sends "62.5" as 62.5)
        weight: body.weight === null ? null : Math.round(body.weight * 10) / 10,
        gender: body.gender === 1 ? 1 : 0,
        birthday: body.birthday,
        countryId: body.country,
        countryMaskId: body.country_mask,
        newsletter: body.newsletter ?? false,
        isFatsecretAuth: body.is_fatsecret_auth ?? false,
        ...(emailChanged ? { needEmailVerify: true } : {}),
      })
      .where(eq(users.id, userId));
    if (emailChanged) await useUpPasswordLinks(tx, userId, now);
    if (emailChanged)
      await writeVerificationLetter(
        tx,
        deps.mail,
        { id: userId, name: personName(body.name), email, gender: body.gender === 1 ? 1 : 0 },
        now,
        { addressChanged: true },
      );
  });
  if (emailChanged) {
    deps.mail.kick();
    deps.log.info({ userId }, 'e-mail changed; confirmation letter queued');
  }
}
