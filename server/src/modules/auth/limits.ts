// Sign-in limits: only FAILED sign-ins count, in three counters (issue 27):
// - per e-mail and address (`loginRateMax` in `loginRateWindowMs`): guessing one account's
//   password from one address is blocked; a success there clears it;
// - per address (`loginRateIpMax`, same window): one address guessing many accounts;
// - per e-mail from every address (`loginRateAccountMax` in the longer
//   `loginRateAccountWindowMs`): caps the guesses spread over many addresses. Beyond it the account
//   is closed to new places only: a device (the `club_device` cookie) or an address the member
//   signed in from before still gets its password checked, so an outsider's guesses can never lock
//   the member out of their own phone. A success never clears this counter (the cap holds).
// Counters live in the database: a restart keeps them and every API process shares them. The
// address is `request.ip`, whatever sets it (a trusted proxy's forwarding header included). A
// locked member gets back in with a password recovery, which these counters never block (it has
// its own per-address limit).
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { clear, hit, peek, remember, type Counter } from '../../lib/limits';
import { sha256 } from '../../lib/crypto';

export interface LoginLimitConfig {
  /** failed sign-ins per e-mail from one address within windowMs */
  pairMax: number;
  /** failed sign-ins per address within windowMs */
  ipMax: number;
  windowMs: number;
  /** failed sign-ins per e-mail from all addresses within accountWindowMs */
  accountMax: number;
  accountWindowMs: number;
}

/** Where a sign-in comes from: the address, and the device's own id when it has one. */
export interface SignInPlace {
  ip: string;
  device?: string;
}

/** How long a device or address stays known after a successful sign-in from it. */
export const KNOWN_PLACE_TTL_MS = 180 * 24 * 3600_000;

/** The device cookie: a random id the browser keeps for the sign-in calls only. */
export const DEVICE_COOKIE = 'club_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{32,64}$/;
export const newDeviceId = () => randomBytes(24).toString('base64url');
/** The device id of a Cookie header, when it holds a well-formed one. */
export function deviceIdOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) {
      const id = value.join('=');
      return DEVICE_ID.test(id) ? id : undefined;
    }
  }
  return undefined;
}

// the e-mail, the address and the device are kept hashed: the counters table holds no personal data
const pairKey = (email: string, ip: string) => `login-pair:${sha256(`${email}\n${ip}`)}`;
const ipKey = (ip: string) => `login-ip:${ip}`;
const accountKey = (email: string) => `login-email:${sha256(email)}`;
const knownAddressKey = (email: string, ip: string) =>
  `login-known-ip:${sha256(`${email}\n${ip}`)}`;
const knownDeviceKey = (email: string, device: string) =>
  `login-known-device:${sha256(`${email}\n${device}`)}`;

export type LoginVerdict = { blocked: false } | { blocked: true; retryAfterSeconds: number };

export function loginLimits(db: Db, config: LoginLimitConfig) {
  const isKnown = async (email: string, place: SignInPlace, now: Date) => {
    const [address, device] = await Promise.all([
      peek(db, knownAddressKey(email, place.ip), now),
      place.device ? peek(db, knownDeviceKey(email, place.device), now) : null,
    ]);
    return address.points > 0 || (device?.points ?? 0) > 0;
  };
  return {
    /** Whether this sign-in may be tried now; when not, how long until it may. */
    async check(email: string, place: SignInPlace, now = new Date()): Promise<LoginVerdict> {
      const [pair, byIp, account] = await Promise.all([
        peek(db, pairKey(email, place.ip), now),
        peek(db, ipKey(place.ip), now),
        peek(db, accountKey(email), now),
      ]);
      const over: Counter[] = [];
      if (pair.points >= config.pairMax) over.push(pair);
      if (byIp.points >= config.ipMax) over.push(byIp);
      if (account.points >= config.accountMax && !(await isKnown(email, place, now)))
        over.push(account);
      if (!over.length) return { blocked: false };
      const until = Math.max(...over.map((c) => c.resetAt.getTime()));
      return {
        blocked: true,
        retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
      };
    },
    async failed(email: string, place: SignInPlace, now = new Date()): Promise<void> {
      await hit(db, pairKey(email, place.ip), config.windowMs, now);
      await hit(db, ipKey(place.ip), config.windowMs, now);
      await hit(db, accountKey(email), config.accountWindowMs, now);
    },
    /** A success: this place's guesses are forgiven and the place is known from now on. */
    async succeeded(email: string, place: SignInPlace, now = new Date()): Promise<void> {
      await clear(db, pairKey(email, place.ip));
      await remember(db, knownAddressKey(email, place.ip), KNOWN_PLACE_TTL_MS, now);
      if (place.device)
        await remember(db, knownDeviceKey(email, place.device), KNOWN_PLACE_TTL_MS, now);
    },
  };
}
export type LoginLimits = ReturnType<typeof loginLimits>;

/** Recovery letters per e-mail: beyond this the answer stays the same but no new letter is made. */
export const RECOVERY_LETTERS_PER_HOUR = 5;

/** Counts a recovery letter for the e-mail; false when the hourly allowance is used up. */
export async function allowRecoveryLetter(db: Db, email: string, now = new Date()) {
  const c = await hit(db, `recovery-email:${sha256(email)}`, 3600_000, now);
  return c.points <= RECOVERY_LETTERS_PER_HOUR;
}
