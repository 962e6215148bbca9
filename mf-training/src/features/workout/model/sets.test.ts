import { plainDrill, set, supersetDrill } from './fixtures';
import {
  currentSet,
  doneRecord,
  enabledSetIds,
  isLapFinished,
  lastFinishedLap,
  toggleSet,
  videoIndexAfterTick,
} from './sets';
import type { DoneSets, WorkoutPage } from './types';

const MIN = { count: 1, duration: 1, weight: 0 };
const page = (...drills: WorkoutPage['drills']): WorkoutPage => ({ lap: 0, warmup: false, drills });
const tick = (done: DoneSets, ...ids: number[]): DoneSets =>
  ids.reduce((acc, id) => toggleSet(acc, set(id), undefined, MIN), done);
const sorted = (ids: Set<number>) => [...ids].sort((a, b) => a - b);

describe('plain drill: only the next set and the previous one, in order', () => {
  const drill = plainDrill(1, [11, 12, 13, 14]);

  it('opens only the first set at the start', () => {
    expect(sorted(enabledSetIds(page(drill), {}, false))).toEqual([11]);
  });

  it('opens the next set and keeps the one just ticked (to untick it)', () => {
    expect(sorted(enabledSetIds(page(drill), tick({}, 11), false))).toEqual([11, 12]);
    expect(sorted(enabledSetIds(page(drill), tick({}, 11, 12), false))).toEqual([12, 13]);
  });

  it('keeps only the last set open when all are ticked', () => {
    expect(sorted(enabledSetIds(page(drill), tick({}, 11, 12, 13, 14), false))).toEqual([14]);
  });
});

describe('superset laps', () => {
  const drill = supersetDrill(5, [7, 8], 3, 100); // lap 1: 100,101; lap 2: 102,103; lap 3: 104,105

  it('opens the sets of the first lap only', () => {
    expect(sorted(enabledSetIds(page(drill), {}, false))).toEqual([100, 101]);
  });

  it('opens a lap only after the one before it is finished', () => {
    const half = tick({}, 100);
    expect(sorted(enabledSetIds(page(drill), half, false))).toEqual([100, 101]);
    expect(isLapFinished(drill, 1, half)).toBe(false);
    const first = tick({}, 100, 101);
    expect(isLapFinished(drill, 1, first)).toBe(true);
    expect(lastFinishedLap(drill, first)).toBe(1);
    expect(sorted(enabledSetIds(page(drill), first, false))).toEqual([100, 101, 102, 103]);
  });

  it('closes the later laps again when a set of a finished lap is unticked', () => {
    const two = tick({}, 100, 101, 102, 103);
    expect(sorted(enabledSetIds(page(drill), two, false))).toEqual([100, 101, 102, 103, 104, 105]);
    const undone = toggleSet(two, set(101), undefined, MIN);
    expect(lastFinishedLap(drill, undone)).toBe(0);
    expect(sorted(enabledSetIds(page(drill), undone, false))).toEqual([100, 101]);
  });

  it('moves the video to the exercise of the next set after a tick', () => {
    expect(videoIndexAfterTick(drill, tick({}, 100))).toBe(1);
    expect(videoIndexAfterTick(drill, tick({}, 100, 101))).toBe(0);
    expect(videoIndexAfterTick(drill, tick({}, 100, 101, 102, 103, 104, 105))).toBeNull();
  });
});

describe('intensive layout: only the current and the next set across the page', () => {
  const a = plainDrill(1, [11, 12]);
  const b = plainDrill(2, [21, 22]);

  it('opens one set at the start, then the last ticked and the next one', () => {
    expect(sorted(enabledSetIds(page(a, b), {}, true))).toEqual([11]);
    expect(sorted(enabledSetIds(page(a, b), tick({}, 11, 12), true))).toEqual([12, 21]);
  });

  it('ignores the superset lap rule', () => {
    const s = supersetDrill(3, [7, 8], 2, 100);
    expect(sorted(enabledSetIds(page(s), {}, true))).toEqual([100]);
  });
});

describe('the current set', () => {
  it('is the next set not ticked yet', () => {
    const drill = plainDrill(1, [11, 12]);
    expect(currentSet(drill.sets, {})?.id).toBe(11);
    expect(currentSet(drill.sets, tick({}, 11))?.id).toBe(12);
    expect(currentSet(drill.sets, tick({}, 11, 12))).toBeNull();
  });
});

describe('what a tick records', () => {
  it('takes the entered value when it reaches the minimum', () => {
    const s = set(1, { count: 12, weight: 20 });
    expect(doneRecord(s, { count: 15, weight: 22.5 }, MIN)).toEqual({
      set_id: 1,
      count: 15,
      duration: 0,
      weight: 22.5,
    });
  });

  it('keeps the planned value when the entered one is under the minimum', () => {
    const s = set(1, { count: 12, duration: 0, weight: 20 });
    expect(doneRecord(s, { count: 0 }, MIN)).toMatchObject({ count: 12, weight: 20 });
    const timed = set(2, { count: 0, duration: 45 });
    expect(doneRecord(timed, { duration: 0 }, MIN)).toMatchObject({ duration: 45 });
  });

  it('records 0 for a max set without an entered amount', () => {
    const s = set(1, { count: 0, max: true });
    expect(doneRecord(s, undefined, MIN)).toMatchObject({ count: 0 });
    expect(doneRecord(s, { count: 25 }, MIN)).toMatchObject({ count: 25 });
  });

  it('adds on tick and removes on untick', () => {
    const s = set(1);
    const once = toggleSet({}, s, undefined, MIN);
    expect(once[1]).toEqual({ set_id: 1, count: 12, duration: 0, weight: 0 });
    expect(toggleSet(once, s, undefined, MIN)).toEqual({});
  });
});
