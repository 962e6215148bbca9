// How a workout result scores: each planned set against what the member reported.
//
// A set scores min(1, done/need) averaged over the values it plans (count, weight, duration); a
// "max" set (as many as possible) scores 1 once reported; a set not reported scores 0. The
// workout's percent is round(100 * sum of scores / number of sets); warm-ups are not counted.

export interface PlannedSet {
  id: number;
  count: number | null;
  weight: number | null;
  duration: number | null;
  max: boolean;
}

export interface DoneValues {
  count?: number | null;
  duration?: number | null;
  weight?: number | null;
}

const ratio = (done: number | null | undefined, need: number) =>
  Math.min(1, Math.max(0, (done ?? 0) / need));

export function setScore(planned: PlannedSet, done: DoneValues | undefined): number {
  if (!done) return 0;
  if (planned.max) return 1;
  const parts: number[] = [];
  if (planned.count) parts.push(ratio(done.count, planned.count));
  if (planned.duration) parts.push(ratio(done.duration, planned.duration));
  if (planned.weight) parts.push(ratio(done.weight, planned.weight));
  return parts.length ? parts.reduce((a, b) => a + b, 0) / parts.length : 1;
}

export const setCompleted = (planned: PlannedSet, done: DoneValues | undefined) =>
  setScore(planned, done) >= 0.999;

export function workoutPercent(
  planned: PlannedSet[],
  done: ReadonlyMap<number, DoneValues>,
): number {
  if (!planned.length) return 0;
  const sum = planned.reduce((acc, set) => acc + setScore(set, done.get(set.id)), 0);
  return Math.round((100 * sum) / planned.length);
}
