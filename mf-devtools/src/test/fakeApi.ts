// A fake API behind the real client (@club/shared's axios instance): the console's calls go
// through apiGet/apiPost exactly as in the browser, so success notices and the server's failure
// messages (fail banners) are what a tester would see.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { banners$, http, type Banner } from '@club/shared';

export interface Sent {
  method: string;
  url: string;
  /** the form body as fields (form calls), null without a body */
  form: Record<string, string> | null;
}

type Handler = (sent: Sent) => { status?: number; result?: unknown; error?: string };

export function fakeApi(routes: Record<string, Handler>) {
  const sent: Sent[] = [];
  const banners: Banner[] = [];
  const sub = banners$.subscribe((b) => banners.push(b));
  const original = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = config.data;
    let form: Record<string, string> | null = null;
    if (body instanceof URLSearchParams) form = Object.fromEntries(body);
    else if (typeof body === 'string' && body.startsWith('{')) {
      // a call without a body sends {} as JSON
      const fields = JSON.parse(body) as Record<string, string>;
      form = Object.keys(fields).length > 0 ? fields : null;
    } else if (typeof body === 'string' && body.length > 0)
      form = Object.fromEntries(new URLSearchParams(body));
    const call = { method, url, form };
    sent.push(call);
    const handler = routes[`${method} ${url}`];
    const answer = handler ? handler(call) : { status: 404, error: 'Не найдено' };
    const status = answer.status ?? (answer.error ? 400 : 200);
    const data = {
      result: answer.error ? null : (answer.result ?? { message: 'Success' }),
      error: answer.error ? { message: answer.error } : null,
    };
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400) {
      const err = Object.assign(new Error(`HTTP ${status}`), {
        isAxiosError: true,
        response,
        config,
      });
      throw err;
    }
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
