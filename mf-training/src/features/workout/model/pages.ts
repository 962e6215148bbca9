// Pages of a started workout, the "N из M" counter and the main button (spec part 1 §2, §4).
import type { Drill, WorkoutModel, WorkoutPage } from './types';

/**
 * The pages of one workout lap. Normal layout: one drill group per page. Intensive layout: every
 * drill group of the lap on one page. Warm-ups always keep a page of their own.
 */
export function lapPages(drills: Drill[], lap: number, intensive: boolean): WorkoutPage[] {
  if (!intensive) return drills.map((d) => ({ lap, warmup: d.warmup, drills: [d] }));
  const pages: WorkoutPage[] = [];
  let main: WorkoutPage | null = null;
  for (const d of drills) {
    if (d.warmup) {
      pages.push({ lap, warmup: true, drills: [d] });
    } else if (main) {
      main.drills.push(d);
    } else {
      main = { lap, warmup: false, drills: [d] };
      pages.push(main);
    }
  }
  return pages;
}

/** Every page of the workout, lap after lap. */
export function workoutPages(model: WorkoutModel, intensive: boolean): WorkoutPage[][] {
  return model.laps.map((drills, lap) => lapPages(drills, lap, intensive));
}

export interface PageCounter {
  /** position among the counted pages, 1-based */
  n: number;
  m: number;
}

/**
 * "N из M" over the whole workout; warm-up pages are not counted (null on a warm-up page).
 */
export function pageCounter(
  pages: WorkoutPage[][],
  lap: number,
  index: number,
): PageCounter | null {
  let m = 0;
  let n = 0;
  pages.forEach((lapList, l) =>
    lapList.forEach((p, i) => {
      if (p.warmup) return;
      m += 1;
      if (l < lap || (l === lap && i <= index)) n += 1;
    }),
  );
  const current = pages[lap]?.[index];
  if (!current || current.warmup) return null;
  return { n, m };
}

export type MainAction = 'next' | 'finishLap' | 'finishWorkout';

export const MAIN_ACTION_LABEL: Record<MainAction, string> = {
  next: 'Далее',
  finishLap: 'Завершить круг',
  finishWorkout: 'Завершить тренировку',
};

/**
 * "Далее" while the lap has a next page; on its last page "Завершить круг" when laps are left,
 * otherwise "Завершить тренировку".
 */
export function mainAction(pages: WorkoutPage[][], lap: number, index: number): MainAction {
  const lapList = pages[lap] ?? [];
  if (index < lapList.length - 1) return 'next';
  if (lap < pages.length - 1) return 'finishLap';
  return 'finishWorkout';
}

/** The page before this one, crossing back into the previous lap; null on the very first page. */
export function previousPage(
  pages: WorkoutPage[][],
  lap: number,
  index: number,
): { lap: number; index: number } | null {
  if (index > 0) return { lap, index: index - 1 };
  for (let l = lap - 1; l >= 0; l -= 1) {
    const count = pages[l]?.length ?? 0;
    if (count > 0) return { lap: l, index: count - 1 };
  }
  return null;
}

/** Exercises of the workout without warm-ups (the info list and the result's "Упражнений"). */
export function exerciseCount(model: WorkoutModel): number {
  return model.laps.reduce(
    (sum, drills) =>
      sum + drills.filter((d) => !d.warmup).reduce((s, d) => s + d.gymnasticIds.length, 0),
    0,
  );
}

/** True when the workout has nothing to do (the info view then shows the fail notice). */
export const isEmptyWorkout = (model: WorkoutModel): boolean =>
  model.laps.every((drills) => drills.every((d) => d.sets.length === 0));
