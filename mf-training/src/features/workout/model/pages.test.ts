import { model, plainDrill } from './fixtures';
import {
  exerciseCount,
  isEmptyWorkout,
  lapPages,
  MAIN_ACTION_LABEL,
  mainAction,
  pageCounter,
  previousPage,
  workoutPages,
} from './pages';

const warmup = plainDrill(100, [1000], { warmup: true });

describe('pages', () => {
  it('gives one page per drill group in the normal layout', () => {
    const pages = lapPages([warmup, plainDrill(1, [1]), plainDrill(2, [2])], 0, false);
    expect(pages.map((p) => p.drills.map((d) => d.drillId))).toEqual([[100], [1], [2]]);
    expect(pages.map((p) => p.warmup)).toEqual([true, false, false]);
  });

  it('puts every drill group of the lap on one page in the intensive layout', () => {
    const pages = lapPages([warmup, plainDrill(1, [1]), plainDrill(2, [2])], 0, true);
    expect(pages.map((p) => p.drills.map((d) => d.drillId))).toEqual([[100], [1, 2]]);
  });
});

describe('page counter "N из M"', () => {
  it('does not count warm-ups', () => {
    const pages = workoutPages(model([[warmup, plainDrill(1, [1]), plainDrill(2, [2])]]), false);
    expect(pageCounter(pages, 0, 0)).toBeNull();
    expect(pageCounter(pages, 0, 1)).toEqual({ n: 1, m: 2 });
    expect(pageCounter(pages, 0, 2)).toEqual({ n: 2, m: 2 });
  });

  it('counts across the laps of a LAP workout', () => {
    const lap = () => [plainDrill(1, [1]), plainDrill(2, [2]), plainDrill(3, [3])];
    const pages = workoutPages(model([lap(), lap(), lap()]), false);
    expect(pageCounter(pages, 0, 0)).toEqual({ n: 1, m: 9 });
    expect(pageCounter(pages, 1, 2)).toEqual({ n: 6, m: 9 });
    expect(pageCounter(pages, 2, 2)).toEqual({ n: 9, m: 9 });
  });
});

describe('main button', () => {
  const lap = () => [plainDrill(1, [1]), plainDrill(2, [2])];

  it('is "Далее" while the lap has a next page', () => {
    const pages = workoutPages(model([lap(), lap()]), false);
    expect(MAIN_ACTION_LABEL[mainAction(pages, 0, 0)]).toBe('Далее');
    expect(MAIN_ACTION_LABEL[mainAction(pages, 1, 0)]).toBe('Далее');
  });

  it('is "Завершить круг" on the last page of a lap with laps left', () => {
    const pages = workoutPages(model([lap(), lap()]), false);
    expect(MAIN_ACTION_LABEL[mainAction(pages, 0, 1)]).toBe('Завершить круг');
  });

  it('is "Завершить тренировку" on the last page of the workout', () => {
    const pages = workoutPages(model([lap(), lap()]), false);
    expect(MAIN_ACTION_LABEL[mainAction(pages, 1, 1)]).toBe('Завершить тренировку');
    const general = workoutPages(model([lap()]), false);
    expect(mainAction(general, 0, 1)).toBe('finishWorkout');
    // intensive: one page per lap
    const intensive = workoutPages(model([lap(), lap()]), true);
    expect(mainAction(intensive, 0, 0)).toBe('finishLap');
    expect(mainAction(intensive, 1, 0)).toBe('finishWorkout');
  });
});

describe('going back', () => {
  it('steps back one page, into the previous lap, and stops at the first page', () => {
    const lap = () => [plainDrill(1, [1]), plainDrill(2, [2])];
    const pages = workoutPages(model([lap(), lap()]), false);
    expect(previousPage(pages, 0, 1)).toEqual({ lap: 0, index: 0 });
    expect(previousPage(pages, 1, 0)).toEqual({ lap: 0, index: 1 });
    expect(previousPage(pages, 0, 0)).toBeNull();
  });
});

describe('workout contents', () => {
  it('counts exercises without warm-ups and spots an empty workout', () => {
    const m = model([[warmup, plainDrill(1, [1]), plainDrill(2, [2])]]);
    expect(exerciseCount(m)).toBe(2);
    expect(isEmptyWorkout(m)).toBe(false);
    expect(isEmptyWorkout(model([[]]))).toBe(true);
  });
});
