// Posting the finished workout: the same body (same attempt_id) is resent when the network fails,
// so an answer lost on the way never stores a second result.
import type { WorkoutResultBody } from '@club/shared';
import { postWorkoutResult } from '../../../api/postWorkoutResult';

export const RESULT_RETRIES = 3;
export const RESULT_RETRY_DELAY_MS = 1500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Posts the result; a network failure (no answer at all, status 0) or a server failure (5xx) is
 * retried up to RESULT_RETRIES times with the same body. A refusal (4xx) is not retried.
 */
export async function postResultWithRetry(
  dayId: number | string,
  userPackId: number | string,
  body: WorkoutResultBody,
  sleep: (ms: number) => Promise<void> = wait,
) {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await postWorkoutResult(dayId, userPackId, body);
    const retryable = answer.status === 0 || answer.status >= 500;
    if (answer.result || !retryable || attempt >= RESULT_RETRIES) return answer;
    await sleep(RESULT_RETRY_DELAY_MS * (attempt + 1));
  }
}
