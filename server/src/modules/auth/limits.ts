// Sign-in limits: only FAILED sign-ins count, per e-mail (across all addresses, so guesses spread
// over many addresses still lock the account) and per address (one address guessing many
// accounts). A successful sign-in clears the e-mail's counter, so members who sign in often (a
// family computer, a front-desk tablet) are never refused. Counters live in the database: a
// restart keeps them and every API process shares them. A locked member gets back in with a
// password recovery, which these counters never block (it has its own per-address limit).
import type { Db } from '../../db/client';
import { clear, hit, peek } from '../../lib/limits';
import { sha256 } from '../../lib/crypto';

export interface LoginLimitConfig {
  /** failed sign-ins per e-mail within the window */
  emailMax: number;
  /** failed sign-ins per address within the window */
  ipMax: number;
  windowMs: number;
}

// the e-mail is kept hashed: the counters table holds no personal data
const emailKey = (email: string) => `login-email:${sha256(email)}`;
const ipKey = (ip: string) => `login-ip:${ip}`;

export function loginLimits(db: Db, config: LoginLimitConfig) {
  return {
    /** true when this e-mail or this address has failed too often in the window */
    async blocked(email: string, ip: string, now = new Date()): Promise<boolean> {
      const [byEmail, byIp] = await Promise.all([
        peek(db, emailKey(email), now),
        peek(db, ipKey(ip), now),
      ]);
      return byEmail.points >= config.emailMax || byIp.points >= config.ipMax;
    },
    async failed(email: string, ip: string, now = new Date()): Promise<void> {
      await hit(db, emailKey(email), config.windowMs, now);
      await hit(db, ipKey(ip), config.windowMs, now);
    },
    async succeeded(email: string): Promise<void> {
      await clear(db, emailKey(email));
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
