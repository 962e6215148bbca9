import type { PushSender } from './lib/fcm';
// Fastify decorators and route config, typed by module augmentation.
import type { Config } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import type { MemberCaches } from './lib/member-caches';
import type { FileStorage } from './lib/storage';
import type { Mailer } from './modules/mail/outbox';
import type { RealtimeHub } from './modules/realtime/hub';
import type { Permission } from '@club/shared/contract';
import type { Audience } from './plugins/audience';
import type { StaffIdentity } from './modules/staff/identity';
import type { NotifyMember } from './modules/realtime/service';

export interface AuthUser {
  id: number;
  sessionId: number;
  /** when the session ends unless used again (idle expiry) */
  expiresAt: Date;
  /** the account holds a role (staff), cached with the session */
  staff: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    clock: Clock;
    storage: FileStorage;
    /** per-member caches, dropped by the tester console's "clear cache" */
    memberCaches: MemberCaches;
    /** FCM pushes when configured (lib/fcm.ts), null otherwise */
    push: PushSender | null;
    realtime: { hub: RealtimeHub; notifyMember: NotifyMember };
    /** letters: the outbox and this process's worker (modules/mail) */
    mail: Mailer;
  }
  interface FastifyRequest {
    user: AuthUser;
    /** the caller's staff identity (plugins/audience.ts); null for a member */
    staff: StaffIdentity | null;
  }
  interface FastifyContextConfig {
    /** opt out of the /api auth guard */
    public?: boolean;
    /** a long-lived answer (the realtime stream): the input fuzz test sends it no valid token */
    stream?: boolean;
    /** a staff permission the caller must hold (plugins/permissions.ts); makes it a staff route */
    permission?: Permission;
    /** who may call it (plugins/audience.ts): member by default */
    audience?: Audience;
  }
}
