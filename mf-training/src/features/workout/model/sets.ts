// Set completion rules (spec part 1 §4 "Set completion"): which sets may be ticked, what a tick
// records, when a superset lap is finished and which set is the current one.
import type { DoneSet, DoneSets, Drill, EnteredValues, PlannedSet, WorkoutPage } from './types';

/** Minimum accepted value per kind (spec §3 "minimum value per kind"; SET_LIMITS of §5). */
export interface SetMinimums {
  count: number;
  duration: number;
  weight: number;
}

const isDone = (done: DoneSets, set: PlannedSet) => done[set.id] !== undefined;

/** In a strict order: the first set not ticked yet and the one ticked just before it. */
function nextAndPrevious(sets: PlannedSet[], done: DoneSets): number[] {
  const next = sets.findIndex((s) => !isDone(done, s));
  if (next === -1) return sets.length ? [sets[sets.length - 1].id] : [];
  return next > 0 ? [sets[next - 1].id, sets[next].id] : [sets[next].id];
}

/** The superset lap numbers of a drill, in order. */
export function supersetLaps(drill: Drill): number[] {
  return [...new Set(drill.sets.map((s) => s.supersetLap))].sort((a, b) => a - b);
}

/** A superset lap is finished when all its sets are ticked. */
export function isLapFinished(drill: Drill, lap: number, done: DoneSets): boolean {
  const sets = drill.sets.filter((s) => s.supersetLap === lap);
  return sets.length > 0 && sets.every((s) => isDone(done, s));
}

/** The last superset lap finished in order (laps 1..L all ticked); 0 when none. */
export function lastFinishedLap(drill: Drill, done: DoneSets): number {
  let last = 0;
  for (const lap of supersetLaps(drill)) {
    if (!isLapFinished(drill, lap, done)) break;
    last = lap;
  }
  return last;
}

/**
 * Ids of the sets the member may tick or untick on a page.
 * - intensive layout: only the current set (the next to do) and the one done just before it,
 *   across every drill group of the page;
 * - superset: every set whose lap is at most one after the last finished lap;
 * - plain drill: only the next set and the previous one, in order.
 */
export function enabledSetIds(page: WorkoutPage, done: DoneSets, intensive: boolean): Set<number> {
  if (intensive) return new Set(nextAndPrevious(pageSets(page), done));
  const ids = new Set<number>();
  for (const drill of page.drills) {
    if (drill.superset) {
      const open = lastFinishedLap(drill, done) + 1;
      drill.sets.filter((s) => s.supersetLap <= open).forEach((s) => ids.add(s.id));
    } else {
      nextAndPrevious(drill.sets, done).forEach((id) => ids.add(id));
    }
  }
  return ids;
}

/** Every set of a page in doing order. */
export const pageSets = (page: WorkoutPage): PlannedSet[] => page.drills.flatMap((d) => d.sets);

/** The next set not ticked yet (highlighted as current), or null when all are done. */
export function currentSet(sets: PlannedSet[], done: DoneSets): PlannedSet | null {
  return sets.find((s) => !isDone(done, s)) ?? null;
}

/**
 * The record a tick adds: per kind the entered value when it reaches the minimum, otherwise the
 * planned value (0 for the amount of a "max" set, which has no plan).
 */
export function doneRecord(
  set: PlannedSet,
  entered: EnteredValues[number] | undefined,
  min: SetMinimums,
): DoneSet {
  const pick = (kind: keyof SetMinimums, planned: number | null) => {
    const value = entered?.[kind];
    if (value !== undefined && Number.isFinite(value) && value >= min[kind]) return value;
    return planned ?? 0;
  };
  return {
    set_id: set.id,
    count: pick('count', set.max ? 0 : set.count),
    duration: pick('duration', set.max ? 0 : set.duration),
    weight: pick('weight', set.weight),
  };
}

/** Ticking adds the set's record, unticking removes it (a new object either way). */
export function toggleSet(
  done: DoneSets,
  set: PlannedSet,
  entered: EnteredValues[number] | undefined,
  min: SetMinimums,
): DoneSets {
  const next = { ...done };
  if (isDone(done, set)) delete next[set.id];
  else next[set.id] = doneRecord(set, entered, min);
  return next;
}

/**
 * Which exercise the video shows after a tick (normal layout): the exercise of the drill's next
 * set not ticked yet; unchanged (null) when the drill is complete.
 */
export function videoIndexAfterTick(drill: Drill, done: DoneSets): number | null {
  const next = currentSet(drill.sets, done);
  if (!next) return null;
  const at = drill.gymnasticIds.indexOf(next.gymnasticId);
  return at >= 0 ? at : null;
}

/** Percent of the planned sets ticked (shown when the server's answer has none). */
export function donePercent(pages: WorkoutPage[][], done: DoneSets): number {
  const sets = pages.flat().flatMap(pageSets);
  if (sets.length === 0) return 0;
  return Math.round((sets.filter((s) => isDone(done, s)).length / sets.length) * 100);
}
