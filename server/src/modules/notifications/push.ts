// A push to every device the member registered (POST /api/cabinet/push_token), through the FCM
// adapter when the deployment has one (lib/fcm.ts); tokens FCM no longer knows are forgotten. A
// push never fails the call that caused it: the notification is already stored and counted live.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { pushTokens } from '../../db/schema';
import type { PushMessage, PushSender } from '../../lib/fcm';

export interface PushDeps {
  db: Db;
  push?: PushSender | null;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** Plain text of a push: no markup, at most 240 characters (a phone shows a few lines anyway). */
export function pushText(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 240 ? `${plain.slice(0, 239)}…` : plain;
}

export async function pushToMember(
  deps: PushDeps,
  userId: number,
  message: PushMessage,
): Promise<void> {
  if (!deps.push) return;
  try {
    const rows = await deps.db
      .select({ token: pushTokens.token })
      .from(pushTokens)
      .where(eq(pushTokens.userId, userId));
    const outcome = await deps.push.send(
      rows.map((r) => r.token),
      { ...message, body: pushText(message.body) },
    );
    if (outcome.stale.length) {
      await deps.db
        .delete(pushTokens)
        .where(and(eq(pushTokens.userId, userId), inArray(pushTokens.token, outcome.stale)));
    }
    if (outcome.failed) deps.log?.warn({ failed: outcome.failed }, 'push not delivered');
  } catch (e) {
    deps.log?.warn({ err: e instanceof Error ? e.message : String(e) }, 'push failed');
  }
}
