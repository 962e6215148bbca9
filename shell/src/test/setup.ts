// jsdom has no Fetch API classes; react-router's data router builds a Request per navigation.
if (typeof globalThis.Request === 'undefined') {
  class RequestPolyfill {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers: Record<string, string> = {};
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  (globalThis as unknown as { Request: unknown }).Request = RequestPolyfill;
}
