// Per-member clock: real time plus the member's stored offset (the tester console's time machine).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export interface Clock {
  /** Real time of the server (for things not tied to a member). */
  systemNow(): Date;
  /** The member's "now": real time plus their offset. */
  now(userId: number): Promise<Date>;
}

export function createClock(db: Db, realNow: () => number = () => Date.now()): Clock {
  return {
    systemNow: () => new Date(realNow()),
    async now(userId) {
      const [row] = await db
        .select({ offset: users.timeOffsetMs })
        .from(users)
        .where(eq(users.id, userId));
      return new Date(realNow() + (row?.offset ?? 0));
    },
  };
}
