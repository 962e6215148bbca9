// The result screen without a network (gym mode): the same score the server gives (server
// src/modules/training/scoring.ts, spec: each planned non-warm-up set scores min(1, done/need)
// averaged over what it plans, a max set 1 once reported, an unreported set 0).
import type { DoneSets, WorkoutModel } from './types';

const ratio = (done: number | null | undefined, need: number) =>
  Math.min(1, Math.max(0, (done ?? 0) / need));

export function localPercent(model: WorkoutModel, done: DoneSets): number {
  const seen = new Set<number>();
  let sets = 0;
  let sum = 0;
  for (const drill of model.laps.flat()) {
    if (drill.warmup) continue;
    for (const set of drill.sets) {
      if (seen.has(set.id)) continue;
      seen.add(set.id);
      sets += 1;
      const d = done[set.id];
      if (!d) continue;
      if (set.max) {
        sum += 1;
        continue;
      }
      const parts: number[] = [];
      if (set.count) parts.push(ratio(d.count, set.count));
      if (set.duration) parts.push(ratio(d.duration, set.duration));
      if (set.weight) parts.push(ratio(d.weight, set.weight));
      sum += parts.length ? parts.reduce((a, b) => a + b, 0) / parts.length : 1;
    }
  }
  return sets ? Math.round((100 * sum) / sets) : 0;
}
