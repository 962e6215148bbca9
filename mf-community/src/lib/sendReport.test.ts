import type { ApiAnswer } from '@club/shared';
import { failureText, newSendKey, REPORT_TEXTS, sendWithWatchdog } from './sendReport';

const ok = <T>(result: T): ApiAnswer<T> => ({ result, error: null, status: 200, headers: {} });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A send that never answers until aborted (then answers like axios: a network error). */
const hanging = (signal: AbortSignal) =>
  new Promise<ApiAnswer<number>>((resolve) =>
    signal.addEventListener('abort', () =>
      resolve({ result: null, error: { message: 'Нет связи' }, status: 0, headers: {} }),
    ),
  );

test('answers with the first attempt that answers in time', async () => {
  const send = jest.fn(async () => ok(7));
  await expect(sendWithWatchdog(send)).resolves.toEqual(ok(7));
  expect(send).toHaveBeenCalledTimes(1);
});

test('after 2 minutes without an answer it cuts the send, says so, and sends again', async () => {
  const onRetry = jest.fn();
  const signals: AbortSignal[] = [];
  const send = jest.fn((signal: AbortSignal) => {
    signals.push(signal);
    return signals.length === 1 ? hanging(signal) : Promise.resolve(ok(42));
  });
  const result = sendWithWatchdog(send, { onRetry });
  await jest.advanceTimersByTimeAsync(119_999);
  expect(send).toHaveBeenCalledTimes(1);
  expect(onRetry).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  await expect(result).resolves.toEqual(ok(42));
  expect(signals[0].aborted).toBe(true);
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(send).toHaveBeenCalledTimes(2);
});

test('gives up after the last unanswered attempt, and stops when the form goes away', async () => {
  const send = jest.fn(hanging);
  const result = sendWithWatchdog(send, { maxAttempts: 3, timeoutMs: 1000 });
  await jest.advanceTimersByTimeAsync(3000);
  await expect(result).resolves.toBeNull();
  expect(send).toHaveBeenCalledTimes(3);

  const cancel = new AbortController();
  const again = sendWithWatchdog(jest.fn(hanging), { cancel: cancel.signal });
  cancel.abort();
  await expect(again).resolves.toBeNull();
});

test('a refused form shows the server reason, anything else the generic text', () => {
  expect(failureText({ status: 400, error: { message: 'Отчёт не может быть пустым' } })).toBe(
    'Отчёт не может быть пустым',
  );
  expect(failureText({ status: 500, error: { message: 'Внутренняя ошибка сервера' } })).toBe(
    REPORT_TEXTS.failed,
  );
  expect(failureText({ status: 0, error: { message: 'Нет связи' } })).toBe(REPORT_TEXTS.failed);
  expect(failureText(null)).toBe(REPORT_TEXTS.failed);
});

test('send keys are random and fit the server rule', () => {
  const a = newSendKey();
  expect(a).toMatch(/^[0-9a-f]{32}$/);
  expect(newSendKey()).not.toBe(a);
});
