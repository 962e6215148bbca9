// Sending a report (spec part 2 §4, §8, §9): the loading state, "Отчет успешно отправлен" or
// "Возникла ошибка", and the 2-minute watchdog: with no answer by then the send is cut, the member
// reads "Превышен лимит ожидания. Повторная отправка." and the same send goes again. Every attempt
// carries the same key (Idempotency-Key), so the server stores one report however many arrive.
import { useCallback, useEffect, useRef, useState } from 'react';
import { showBanner, type ApiAnswer } from '@club/shared';
import { REPORT_MESSAGES, REPORT_RETRY_MS } from '@club/shared/validation';

export const REPORT_TEXTS = {
  sent: REPORT_MESSAGES.sent,
  failed: REPORT_MESSAGES.failed,
  retry: REPORT_MESSAGES.retry,
} as const;
/** After this many unanswered attempts (10 minutes) the send gives up with "Возникла ошибка". */
export const REPORT_MAX_ATTEMPTS = 5;

/** A random key for one send and its retries. */
export function newSendKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface WatchdogOptions {
  timeoutMs?: number;
  maxAttempts?: number;
  /** the form went away: stop waiting and sending */
  cancel?: AbortSignal;
  onRetry?: () => void;
}

/**
 * Runs `send` until it answers. An attempt with no answer within `timeoutMs` is aborted and sent
 * again (onRetry first). Resolves null when cancelled or after `maxAttempts` unanswered attempts.
 */
export async function sendWithWatchdog<T>(
  send: (signal: AbortSignal) => Promise<ApiAnswer<T>>,
  opts: WatchdogOptions = {},
): Promise<ApiAnswer<T> | null> {
  const { timeoutMs = REPORT_RETRY_MS, maxAttempts = REPORT_MAX_ATTEMPTS, cancel, onRetry } = opts;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    if (cancel?.aborted) return null;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const stop = () => controller.abort();
    cancel?.addEventListener('abort', stop);
    try {
      const answer = await send(controller.signal);
      if (cancel?.aborted) return null;
      if (!timedOut) return answer;
    } finally {
      clearTimeout(timer);
      cancel?.removeEventListener('abort', stop);
    }
    if (attempt < maxAttempts) onRetry?.();
  }
  return null;
}

export interface SendCall<T> {
  (ctx: {
    key: string;
    signal: AbortSignal;
    onProgress: (percent: number) => void;
  }): Promise<ApiAnswer<T>>;
}

/** What the member reads when a send fails: the server's reason for a refused form, else generic. */
export function failureText(answer: Pick<ApiAnswer<unknown>, 'status' | 'error'> | null): string {
  if (answer && answer.status >= 400 && answer.status < 500 && answer.error?.message)
    return answer.error.message;
  return REPORT_TEXTS.failed;
}

/**
 * A report form's sender: `sending` and the upload `progress` for the loading overlay, and `send`,
 * which resolves with the result (after the success notice) or null (after the failure notice).
 */
export function useReportSender() {
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = useRef(false);
  const gone = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    gone.current = controller;
    return () => controller.abort();
  }, []);

  const send = useCallback(async <T>(call: SendCall<T>): Promise<T | null> => {
    if (busy.current) return null;
    busy.current = true;
    setSending(true);
    setProgress(0);
    const key = newSendKey();
    const cancel = gone.current.signal;
    try {
      const answer = await sendWithWatchdog(
        (signal) => call({ key, signal, onProgress: setProgress }),
        { cancel, onRetry: () => showBanner('fail', REPORT_TEXTS.retry) },
      );
      if (cancel.aborted) return null;
      if (!answer || answer.error || answer.result === null) {
        showBanner('fail', failureText(answer));
        return null;
      }
      showBanner('ok', REPORT_TEXTS.sent);
      return answer.result;
    } finally {
      busy.current = false;
      if (!cancel.aborted) {
        setSending(false);
        setProgress(null);
      }
    }
  }, []);

  return { sending, progress, send };
}
