// A fake API behind the real client (@club/shared's axios instance): the staff app's calls go
// through apiGet/apiPost/apiPut/apiPatch exactly as in the browser, so banners and the server's
// refusals are what a staff member would see. Routes are `METHOD /path` (the query apart).
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { banners$, http, type Banner } from '@club/shared';

export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  /** the JSON body, null without one */
  body: unknown;
}

export interface Answer {
  status?: number;
  result?: unknown;
  error?: string;
}

type Handler = (sent: Sent) => Answer;

export function fakeApi(routes: Record<string, Handler>) {
  const sent: Sent[] = [];
  const banners: Banner[] = [];
  const sub = banners$.subscribe((b) => banners.push(b));
  const original = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const [path, search = ''] = (config.url ?? '').split('?');
    let body: unknown = null;
    if (typeof config.data === 'string' && config.data) body = JSON.parse(config.data);
    const call = { method, path, query: new URLSearchParams(search), body };
    sent.push(call);
    const handler = routes[`${method} ${path}`];
    const answer = handler ? handler(call) : { status: 404, error: 'Не найдено' };
    const status = answer.status ?? (answer.error ? 400 : 200);
    const data = {
      result: answer.error ? null : (answer.result ?? { message: 'Готово' }),
      error: answer.error ? { message: answer.error } : null,
    };
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400)
      throw Object.assign(new Error(`HTTP ${status}`), { isAxiosError: true, response, config });
    return response;
  };
  http.defaults.adapter = adapter;
  return {
    sent,
    banners,
    restore() {
      sub.unsubscribe();
      http.defaults.adapter = original;
    },
  };
}
