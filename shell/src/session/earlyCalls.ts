// The member's first calls start the moment the entry script runs, beside the shell's chunks and
// the remotes' code instead of after them: init on every signed-in start, the home answer on
// home. The session and home take an answer once, fresh and for the same token; anything else
// (no network, a 401, an error, an old answer) is asked again the usual way, through the API
// client with its banners and its sign-out.
import { paths } from '@club/shared/paths';
import { loadToken } from './tokenStorage';

/** An early answer is used only on the start it was made for. */
const MAX_AGE_MS = 15_000;

interface EarlyCall {
  token: string;
  startedAt: number;
  answer: Promise<{ status: number; body: unknown } | null>;
}

const calls = new Map<string, EarlyCall>();

function start(url: string, token: string): void {
  const answer = fetch(url, { headers: { 'X-AUTH-TOKEN': token } })
    .then(async (res) => ({ status: res.status, body: (await res.json()) as unknown }))
    .catch(() => null);
  calls.set(url, { token, startedAt: Date.now(), answer });
}

/** Called once by the entry, before the app's code has even loaded. */
export function startEarlyCalls(): void {
  const token = loadToken();
  if (!token || typeof fetch !== 'function') return;
  start(paths.init, token);
  if (window.location.pathname === '/') start(paths.mainIndex, token);
}

/** The early call's answer for `url` (any status), taken once; null when there is none to trust. */
export async function takeEarlyAnswer(
  url: string,
  token: string | null,
): Promise<{ status: number; body: unknown } | null> {
  const call = calls.get(url);
  calls.delete(url);
  if (!call || call.token !== token || Date.now() - call.startedAt > MAX_AGE_MS) return null;
  return call.answer;
}

/** The result of an early answer: null unless it is a 200 with a result. */
export function earlyResult<T>(answer: { status: number; body: unknown } | null): T | null {
  if (!answer || answer.status !== 200) return null;
  const envelope = answer.body as { result?: T | null; error?: unknown } | null;
  if (!envelope || typeof envelope !== 'object' || envelope.error || envelope.result == null)
    return null;
  return envelope.result;
}

/** The early call's result for `url`, taken once; null when there is none to trust. */
export async function takeEarly<T>(url: string, token: string | null): Promise<T | null> {
  return earlyResult<T>(await takeEarlyAnswer(url, token));
}

/** The error code of an early call's refusal (a staff account's init: the audience's code). */
export const earlyErrorCode = (answer: { status: number; body: unknown } | null): number | null => {
  const error = (answer?.body as { error?: { code?: unknown } } | null)?.error;
  return typeof error?.code === 'number' ? error.code : null;
};

export const __forgetEarlyCallsForTests = () => calls.clear();
