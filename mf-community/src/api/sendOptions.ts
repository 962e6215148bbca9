import { type CallOptions } from '@club/shared';
import { IDEMPOTENCY_HEADER } from '@club/shared/contract/paths-dynamics';

export interface ReportSendContext {
  /** the send's key: the same on every retry, so the server keeps one report */
  key?: string;
  signal?: AbortSignal;
  onProgress?: (percent: number) => void;
}

/**
 * Call options of a report send: silent (the form says what happened), no 30 s timeout (the form's
 * own 2-minute watchdog decides), the upload's progress and the send key.
 */
export const reportSendOptions = (ctx: ReportSendContext): CallOptions => ({
  silent: true,
  timeout: 0,
  signal: ctx.signal,
  onUploadProgress: ctx.onProgress,
  headers: ctx.key ? { [IDEMPOTENCY_HEADER]: ctx.key } : undefined,
});
