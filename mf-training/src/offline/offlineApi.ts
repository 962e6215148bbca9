// The training reads gym mode needs, network first: a fresh answer is kept on the device, and with
// no network at all (status 0) the kept copy answers instead. Any other failure is shown as before.
import { apiGet, getSession, showBanner, type ApiAnswer } from '@club/shared';
import {
  courseKey,
  loadCourse,
  loadWorkout,
  saveCourse,
  saveWorkout,
  workoutKey,
} from './gymStore';

/** The member the copies belong to; none before the profile is known (nothing kept then). */
const member = (): string | null => {
  const id = getSession().profile?.id;
  return id === undefined || id === null ? null : String(id);
};

export interface OfflineAnswer<T> extends ApiAnswer<T> {
  /** answered from the device's copy (no network) */
  fromDevice?: boolean;
}

export async function networkOrDevice<T>(
  url: string,
  keyOf: (member: string) => string,
  save: (key: string, data: T) => Promise<void>,
  load: (key: string) => Promise<T | null>,
): Promise<OfflineAnswer<T>> {
  const answer = await apiGet<T>(url, { silent: true });
  const who = member();
  if (answer.result) {
    if (who) await save(keyOf(who), answer.result);
    return answer;
  }
  if (answer.status === 0 && who) {
    const kept = await load(keyOf(who));
    if (kept) return { ...answer, result: kept, error: null, fromDevice: true };
  }
  if (answer.error) showBanner('fail', answer.error.message);
  return answer;
}

export const keepCourse = { save: saveCourse, load: loadCourse, key: courseKey };
export const keepWorkout = { save: saveWorkout, load: loadWorkout, key: workoutKey };

/** Loads the day's pictures once, so the service worker keeps them for a workout without network. */
export function keepImages(urls: Array<string | null | undefined>): void {
  if (typeof Image === 'undefined') return;
  for (const url of new Set(urls)) {
    if (!url) continue;
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
  }
}
