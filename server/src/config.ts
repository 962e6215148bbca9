// Configuration from the environment (no defaults hidden elsewhere).
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { trustedProxies } from './lib/client-address';
import { fcmAccountFromEnv, type FcmAccount } from './lib/fcm';
import { mailConfig, type MailConfig } from './modules/mail/config';

export interface Config {
  /** Firebase service account for pushes (FCM_SERVICE_ACCOUNT_FILE / _JSON); none: notifications only */
  fcmAccount?: FcmAccount | null;
  /** FCM API base (FCM_API_URL; tests point it at a local fake) */
  fcmApiUrl?: string;
  port: number;
  host: string;
  trackingPort: number;
  /**
   * TRUST_PROXY: addresses or CIDR ranges of the load balancers in front; only a request whose
   * connection comes from one of them has its client address taken from X-Forwarded-For (the API
   * and the tracking service alike). Empty: the connection's address.
   */
  trustProxy: string[];
  /** PGlite folder (used when databaseUrl is unset) */
  dataDir: string;
  /** stored files (avatars, photos, generated PDFs); default `<dataDir>/uploads` */
  uploadsDir: string;
  databaseUrl?: string;
  /**
   * PostgreSQL's owner role (DATABASE_OWNER_URL): runs the migrations and owns the tables, the
   * audit log above all; DATABASE_URL's role then gets audit_log INSERT and SELECT only
   * (db/owner-role.ts). Unset: DATABASE_URL's role owns everything, as before.
   */
  databaseOwnerUrl?: string;
  /** built shell to serve at / (production) */
  shellDist?: string;
  /** remotes.json / config.json written for this deployment, served instead of the built ones */
  shellRuntimeDir?: string;
  logLevel: string;
  fatsecretOauthUrl: string;
  fatsecretClientId: string;
  /** failed sign-ins per e-mail from one address within loginRateWindowMs */
  loginRateMax: number;
  /** failed sign-ins per address (any e-mail) within loginRateWindowMs */
  loginRateIpMax: number;
  loginRateWindowMs: number;
  /**
   * failed sign-ins per e-mail from all addresses within loginRateAccountWindowMs; beyond it only
   * a device or address the member signed in from before may still try (modules/auth/limits.ts)
   */
  loginRateAccountMax: number;
  loginRateAccountWindowMs: number;
  /** password recovery requests per address within loginRateWindowMs */
  recoveryRateMax: number;
  /** feedback sends per member per hour */
  feedbackRateMax: number;
  /** chat messages a member sends per minute */
  chatSendRateMax: number;
  /** body reports (dynamics and contest) a member creates per hour */
  reportRateMax: number;
  /** tracking events per address per minute */
  trackingRateMax: number;
  /** a session ends after this long without a request (signed in without "remember me") */
  sessionIdleMs: number;
  /** ... and with "remember me" */
  sessionRememberIdleMs: number;
  /** open realtime streams per session (per API process) */
  streamsPerSession: number;
  heartbeatMs: number;
  migrationsFolder: string;
  /** key that signs private file URLs; by default one is made per installation, in the database */
  fileUrlSecret?: string;
  /**
   * Set on the production deployment (its host name): then only `testerEmails` may call
   * /api/testers/* (the tester console). Unset (any other deployment): every signed-in member may.
   */
  productionHost?: string;
  /** staff e-mails allowed to use the tester console where `productionHost` is set (lower case) */
  testerEmails: string[];
  /** where stored files live: the local folder (uploadsDir) or an S3-compatible bucket */
  storage: StorageConfig;
  /** API worker processes (node:cluster) on PostgreSQL; the embedded database always runs one */
  apiWorkers: number;
  /**
   * SHUTDOWN_DELAY_MS: after SIGTERM, /readyz answers 503 while the process still serves this
   * long before it drains (for balancers that poll /readyz; 0 behind nginx, which needs none)
   */
  shutdownDelayMs: number;
  /** letters: an SMTP server or the local mailbox, the public address for links (modules/mail) */
  mail: MailConfig;
  /** the shop's order webhook secret (SHOP_WEBHOOK_SECRET); unset: the webhook takes no order */
  shopWebhookSecret?: string;
}

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      /** presigned URLs of private files live between one and two of these */
      urlTtlSeconds: number;
      timeoutMs: number;
    };

/** STORAGE=s3 with S3_BUCKET, S3_REGION, S3_ENDPOINT...; anything else is the local folder. */
export function storageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = (env.STORAGE || 'local').toLowerCase();
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new Error(`STORAGE must be "local" or "s3", not "${env.STORAGE}"`);
  if (!env.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET (and S3_REGION, S3_ENDPOINT)');
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    // path-style addresses by default for S3-compatible servers, virtual hosts on AWS itself
    forcePathStyle: env.S3_FORCE_PATH_STYLE
      ? env.S3_FORCE_PATH_STYLE !== 'false'
      : Boolean(env.S3_ENDPOINT),
    urlTtlSeconds: Math.max(1, int(env.S3_URL_TTL_SECONDS, 5 * 60)),
    timeoutMs: Math.max(100, int(env.S3_TIMEOUT_MS, 10_000)),
  };
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

/** serverRoot = the server package folder (holds drizzle/); repo root is its parent. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  serverRoot: string = process.cwd(),
): Config {
  const repoRoot = path.resolve(serverRoot, '..');
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, '.data'));
  return {
    fcmAccount: fcmAccountFromEnv(env),
    fcmApiUrl: env.FCM_API_URL || undefined,
    port: int(env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    trackingPort: int(env.TRACKING_PORT, 8084),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    // The data folder: the embedded database lives in its pglite/ subfolder.
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(dataDir, 'uploads')),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseOwnerUrl: env.DATABASE_OWNER_URL || undefined,
    shellDist: env.SHELL_DIST ? path.resolve(env.SHELL_DIST) : undefined,
    shellRuntimeDir: env.SHELL_RUNTIME_DIR ? path.resolve(env.SHELL_RUNTIME_DIR) : undefined,
    logLevel: env.LOG_LEVEL || 'warn',
    fatsecretOauthUrl: env.FATSECRET_OAUTH_URL || 'https://www.fatsecret.com/oauth/authorize',
    fatsecretClientId: env.FATSECRET_CLIENT_ID || 'club-demo',
    loginRateMax: int(env.LOGIN_RATE_MAX, 10),
    loginRateIpMax: int(env.LOGIN_RATE_IP_MAX, 5 * int(env.LOGIN_RATE_MAX, 10)),
    loginRateWindowMs: int(env.LOGIN_RATE_WINDOW_MS, 15 * 60_000),
    loginRateAccountMax: int(env.LOGIN_RATE_ACCOUNT_MAX, 5 * int(env.LOGIN_RATE_MAX, 10)),
    loginRateAccountWindowMs: int(env.LOGIN_RATE_ACCOUNT_WINDOW_MS, 3600_000),
    recoveryRateMax: int(env.RECOVERY_RATE_MAX, int(env.LOGIN_RATE_MAX, 10)),
    feedbackRateMax: int(env.FEEDBACK_RATE_MAX, 20),
    chatSendRateMax: int(env.CHAT_SEND_RATE_MAX, 30),
    reportRateMax: int(env.REPORT_RATE_MAX, 20),
    trackingRateMax: int(env.TRACKING_RATE_MAX, 120),
    sessionIdleMs: int(env.SESSION_IDLE_MS, 12 * 3600_000),
    sessionRememberIdleMs: int(env.SESSION_REMEMBER_IDLE_MS, 30 * 24 * 3600_000),
    streamsPerSession: int(env.SSE_MAX_PER_SESSION, 8),
    heartbeatMs: int(env.SSE_HEARTBEAT_MS, 25_000),
    migrationsFolder: path.join(serverRoot, 'drizzle'),
    fileUrlSecret: env.FILE_URL_SECRET || undefined,
    productionHost: env.PRODUCTION_HOST?.trim() || undefined,
    testerEmails: (env.TESTER_EMAILS ?? '')
      .split(/[\s,;]+/)
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    storage: storageConfig(env),
    apiWorkers: Math.max(1, int(env.API_WORKERS, availableParallelism())),
    shutdownDelayMs: int(env.SHUTDOWN_DELAY_MS, 0),
    mail: mailConfig(env, {
      dataDir,
      port: int(env.PORT, 3000),
      productionHost: env.PRODUCTION_HOST?.trim() || undefined,
    }),
    shopWebhookSecret: env.SHOP_WEBHOOK_SECRET || undefined,
  };
}
