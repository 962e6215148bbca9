// The one API client. Sends X-AUTH-TOKEN, unwraps the {result, error} envelope, and turns a
// non-null error (on any status) into a fail banner unless the caller handles it (`silent`).
import type {
  AxiosAdapter,
  AxiosError,
  AxiosInstance,
  AxiosProgressEvent,
  AxiosRequestConfig,
} from 'axios';
import type { ApiError, Envelope } from '../contract';
import { clearSession, getSession, showBanner } from '../bus';

export const NETWORK_ERROR_MESSAGE =
  'Нет связи с сервером. Проверь подключение и попробуй еще раз.';

export interface CallOptions {
  /** the caller shows the error itself: no banner */
  silent?: boolean;
  /** upload progress, for multipart calls */
  onUploadProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** extra headers (rarely needed) */
  headers?: Record<string, string>;
  /** ms before the call gives up (30 s by default; 0 = never: a caller with its own watchdog) */
  timeout?: number;
}

export interface ApiAnswer<T> extends Envelope<T> {
  status: number;
  headers: Record<string, string>;
}

let client: Promise<AxiosInstance> | undefined;

/**
 * The HTTP library (axios) loads with the first call, not with the app: a start whose first
 * answers come another way (the shell's early calls on home) never waits for it or runs it.
 * Calling this starts it sooner (a page that will call at once, a member's first touch).
 */
export function loadHttp(): Promise<AxiosInstance> {
  if (!client) {
    const loading = import('axios').then((m) => m.default.create({ baseURL: '/', timeout: 30000 }));
    // a load that failed (no network yet) is tried again by the next call
    loading.catch(() => {
      if (client === loading) client = undefined;
    });
    client = loading;
  }
  return client;
}

/** What every call uses: tests put a fake adapter here. */
export const http: { defaults: { adapter?: AxiosAdapter } } = { defaults: {} };

// A 401 means the token is gone or revoked: the member is signed out and sees the auth screen.
let onUnauthorized: () => void = () => clearSession();
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function toEnvelope<T>(data: unknown): Envelope<T> | null {
  if (data && typeof data === 'object' && 'result' in data && 'error' in data) {
    return data as Envelope<T>;
  }
  return null;
}

async function call<T>(config: AxiosRequestConfig, opts: CallOptions = {}): Promise<ApiAnswer<T>> {
  const token = getSession().token;
  const headers: Record<string, string> = { ...opts.headers };
  if (token) headers['X-AUTH-TOKEN'] = token;
  let answer: ApiAnswer<T>;
  try {
    const axios = await loadHttp();
    const res = await axios.request({
      ...config,
      ...(http.defaults.adapter ? { adapter: http.defaults.adapter } : {}),
      headers,
      signal: opts.signal,
      ...(opts.timeout === undefined ? {} : { timeout: opts.timeout }),
      onUploadProgress: opts.onUploadProgress
        ? (e: AxiosProgressEvent) =>
            opts.onUploadProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0)
        : undefined,
    });
    const env = toEnvelope<T>(res.data) ?? { result: res.data as T, error: null };
    answer = { ...env, status: res.status, headers: res.headers as Record<string, string> };
  } catch (e) {
    const err = e as AxiosError;
    const env = toEnvelope<T>(err.response?.data);
    const error: ApiError = env?.error ?? { message: NETWORK_ERROR_MESSAGE };
    answer = {
      result: env?.result ?? null,
      error,
      status: err.response?.status ?? 0,
      headers: (err.response?.headers ?? {}) as Record<string, string>,
    };
    if (answer.status === 401 && token) {
      onUnauthorized();
      return answer;
    }
  }
  if (answer.error && !opts.silent) showBanner('fail', answer.error.message);
  return answer;
}

export const apiGet = <T>(url: string, opts?: CallOptions) => call<T>({ method: 'GET', url }, opts);
export const apiPost = <T>(url: string, body?: unknown, opts?: CallOptions) =>
  call<T>({ method: 'POST', url, data: body ?? {} }, opts);
export const apiPatch = <T>(url: string, body?: unknown, opts?: CallOptions) =>
  call<T>({ method: 'PATCH', url, data: body ?? {} }, opts);
export const apiPut = <T>(url: string, body?: unknown, opts?: CallOptions) =>
  call<T>({ method: 'PUT', url, data: body ?? {} }, opts);
export const apiDelete = <T>(url: string, opts?: CallOptions) =>
  call<T>({ method: 'DELETE', url }, opts);
