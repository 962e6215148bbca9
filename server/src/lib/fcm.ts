// Pushes through Firebase Cloud Messaging's HTTP v1 API (issue 17). Only when the deployment has a
// Firebase service account (FCM_SERVICE_ACCOUNT_FILE or FCM_SERVICE_ACCOUNT_JSON); without one the
// server only stores notifications, as before. The OAuth 2 access token is the service account's
// signed JWT exchanged at its token_uri (RFC 7523), done with node:crypto: the official Google
// client would add ~10 MB of dependencies for these two calls. FCM_API_URL and the account's
// token_uri point the adapter at a local fake in the tests (nothing external is reachable there).
import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';

export interface FcmAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  /** the OAuth token endpoint (Google's service account files carry it) */
  token_uri?: string;
}

export interface PushMessage {
  title: string;
  body: string;
  /** where a click leads, as a notification's link (see the shell's service worker) */
  link?: { link?: string | null; linkId?: number | null; fullLink?: string | null };
}

export interface PushOutcome {
  sent: number;
  /** tokens FCM no longer knows (uninstalled, permission withdrawn): to be forgotten */
  stale: string[];
  failed: number;
}

export interface PushSender {
  send(tokens: string[], message: PushMessage): Promise<PushOutcome>;
}

const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const FCM_API = 'https://fcm.googleapis.com';
const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const ICON = '/icons/icon-192.png';

/** The service account of the environment, or null when pushes are not configured. */
export function fcmAccountFromEnv(env: NodeJS.ProcessEnv): FcmAccount | null {
  const raw =
    env.FCM_SERVICE_ACCOUNT_JSON ||
    (env.FCM_SERVICE_ACCOUNT_FILE ? readFileSync(env.FCM_SERVICE_ACCOUNT_FILE, 'utf8') : '');
  if (!raw) return null;
  const account = JSON.parse(raw) as Partial<FcmAccount>;
  if (!account.project_id || !account.client_email || !account.private_key) {
    throw new Error('FCM service account needs project_id, client_email and private_key');
  }
  return account as FcmAccount;
}

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** The signed assertion (RS256) the token endpoint exchanges for an access token. */
export function signedAssertion(account: FcmAccount, nowS: number): string {
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = b64url(
    JSON.stringify({
      iss: account.client_email,
      scope: SCOPE,
      aud: account.token_uri || GOOGLE_TOKEN_URI,
      iat: nowS,
      exp: nowS + 3600,
    }),
  );
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${claims}`);
  return `${header}.${claims}.${signer.sign(account.private_key).toString('base64url')}`;
}

export interface FcmOptions {
  apiUrl?: string;
  fetchFn?: typeof fetch;
  now?: () => number;
}

export function createFcmSender(account: FcmAccount, opts: FcmOptions = {}): PushSender {
  const fetchFn = opts.fetchFn ?? fetch;
  const now = opts.now ?? Date.now;
  const api = (opts.apiUrl || FCM_API).replace(/\/$/, '');
  let cached: { token: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (cached && cached.until > now()) return cached.token;
    const res = await fetchFn(account.token_uri || GOOGLE_TOKEN_URI, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: signedAssertion(account, Math.floor(now() / 1000)),
      }).toString(),
    });
    if (!res.ok) throw new Error(`FCM token endpoint answered ${res.status}`);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('FCM token endpoint gave no access_token');
    // a minute early, so a token never expires on the way
    cached = { token: body.access_token, until: now() + ((body.expires_in ?? 3600) - 60) * 1000 };
    return cached.token;
  }

  return {
    async send(tokens, message) {
      const outcome: PushOutcome = { sent: 0, stale: [], failed: 0 };
      if (!tokens.length) return outcome;
      const bearer = await accessToken();
      const data: Record<string, string> = {};
      for (const [k, v] of Object.entries(message.link ?? {})) {
        if (v !== null && v !== undefined && v !== '') data[k] = String(v);
      }
      for (const token of tokens) {
        const res = await fetchFn(
          `${api}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`,
          {
            method: 'POST',
            headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              message: {
                token,
                notification: { title: message.title, body: message.body },
                data,
                webpush: { notification: { icon: ICON, lang: 'ru' } },
              },
            }),
          },
        );
        if (res.ok) outcome.sent += 1;
        else if (res.status === 404 || (await isUnregistered(res))) outcome.stale.push(token);
        else outcome.failed += 1;
      }
      return outcome;
    },
  };
}

/** FCM's answer for a token it no longer knows (400 INVALID_ARGUMENT / UNREGISTERED). */
async function isUnregistered(res: Response): Promise<boolean> {
  try {
    const body = (await res.json()) as {
      error?: { status?: string; details?: { errorCode?: string }[] };
    };
    const codes = [body.error?.status, ...(body.error?.details ?? []).map((d) => d.errorCode)];
    return codes.includes('UNREGISTERED');
  } catch {
    return false;
  }
}
