// Mail settings from the environment (issue 31). With SMTP_URL (or SMTP_HOST) letters go to that
// server; without, every letter is kept as an .eml file in the local mailbox under the data folder.
import path from 'node:path';

/** How the SMTP connection is secured (SMTP_TLS). */
export type SmtpTls = 'implicit' | 'starttls' | 'auto' | 'off';

export interface SmtpSettings {
  /** smtp://user:password@host:587 or smtps://...:465 (SMTP_URL), or the parts below */
  url?: string;
  host?: string;
  port?: number;
  user?: string;
  password?: string;
  tls: SmtpTls;
}

export interface MailConfig {
  /** null: no mail server, letters go to the local mailbox */
  smtp: SmtpSettings | null;
  /** the From header (MAIL_FROM), e.g. `Клуб <no-reply@club.example.ru>` */
  from: string;
  /** the club's public address for links in letters (PUBLIC_URL), no trailing slash */
  publicUrl: string;
  /** the local mailbox (MAIL_DIR, default `<DATA_DIR>/mail`): one folder per recipient */
  mailboxDir: string;
  /** how often each API process looks for letters due (MAIL_POLL_MS) */
  pollMs: number;
  /** how long a claimed letter is held by the process sending it (MAIL_LEASE_MS) */
  leaseMs: number;
  /** how long a letter is retried before it is marked failed (MAIL_RETRY_HOURS, at least 24) */
  retryForMs: number;
  /** letters claimed at once */
  batch: number;
}

const HOUR = 3600_000;

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

function smtpSettings(env: NodeJS.ProcessEnv): SmtpSettings | null {
  const url = env.SMTP_URL?.trim();
  const tlsRaw = (env.SMTP_TLS || 'auto').trim().toLowerCase();
  if (!['implicit', 'starttls', 'auto', 'off'].includes(tlsRaw))
    throw new Error(`SMTP_TLS must be implicit, starttls, auto or off, not "${env.SMTP_TLS}"`);
  const tls = tlsRaw as SmtpTls;
  if (url) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error('SMTP_URL is not a URL (smtp://user:password@host:587 or smtps://...:465)');
    }
    if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
      throw new Error('SMTP_URL must start with smtp:// or smtps://');
    return { url, tls };
  }
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const port = int(env.SMTP_PORT, tls === 'implicit' ? 465 : 587);
  return {
    host,
    port,
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
    // port 465 is TLS from the first byte unless told otherwise
    tls: env.SMTP_TLS ? tls : port === 465 ? 'implicit' : 'auto',
  };
}

function publicUrlOf(env: NodeJS.ProcessEnv, port: number, productionHost?: string): string {
  const raw =
    env.PUBLIC_URL?.trim() ||
    (productionHost ? `https://${productionHost}` : `http://localhost:${port}`);
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL is not a URL: "${raw}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error('PUBLIC_URL must start with http:// or https://');
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}

export function mailConfig(
  env: NodeJS.ProcessEnv,
  where: { dataDir: string; port: number; productionHost?: string },
): MailConfig {
  const publicUrl = publicUrlOf(env, where.port, where.productionHost);
  return {
    smtp: smtpSettings(env),
    from: env.MAIL_FROM?.trim() || `Клуб <no-reply@${new URL(publicUrl).hostname}>`,
    publicUrl,
    mailboxDir: path.resolve(env.MAIL_DIR || path.join(where.dataDir, 'mail')),
    pollMs: Math.max(100, int(env.MAIL_POLL_MS, 5000)),
    leaseMs: Math.max(1000, int(env.MAIL_LEASE_MS, 10 * 60_000)),
    retryForMs: Math.max(24, int(env.MAIL_RETRY_HOURS, 72)) * HOUR,
    batch: 10,
  };
}

/** Where letters go, for the log and the tester console. */
export const deliveryOf = (config: MailConfig): 'smtp' | 'mailbox' =>
  config.smtp ? 'smtp' : 'mailbox';
