import type { Envelope } from '@club/shared/contract';

export function ok<T>(result: T): Envelope<T> {
  return { result, error: null };
}

export function fail(message: string, code?: number): Envelope<never> {
  return { result: null, error: code === undefined ? { message } : { message, code } };
}
