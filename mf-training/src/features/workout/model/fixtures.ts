// Small hand-made workouts for the model tests.
import type { Drill, PlannedSet, WorkoutModel } from './types';

export const set = (id: number, patch: Partial<PlannedSet> = {}): PlannedSet => ({
  id,
  gymnasticId: 1,
  count: 12,
  weight: null,
  duration: null,
  max: false,
  supersetLap: 0,
  ...patch,
});

export const plainDrill = (
  drillId: number,
  setIds: number[],
  patch: Partial<Drill> = {},
): Drill => ({
  key: `d${drillId}`,
  drillId,
  sort: drillId,
  warmup: false,
  superset: false,
  gymnasticIds: [drillId],
  sets: setIds.map((id) => set(id, { gymnasticId: drillId })),
  lapsCount: 0,
  ...patch,
});

/** A superset of exercises `gyms`, `laps` laps, set ids numbered from `firstId`. */
export function supersetDrill(
  drillId: number,
  gyms: number[],
  laps: number,
  firstId: number,
): Drill {
  const sets: PlannedSet[] = [];
  let id = firstId;
  for (let lap = 1; lap <= laps; lap += 1) {
    for (const g of gyms) sets.push(set(id++, { gymnasticId: g, supersetLap: lap }));
  }
  return {
    key: `s${drillId}`,
    drillId,
    sort: drillId,
    warmup: false,
    superset: true,
    gymnasticIds: gyms,
    sets,
    lapsCount: laps,
  };
}

export const model = (laps: Drill[][], patch: Partial<WorkoutModel> = {}): WorkoutModel => ({
  type: laps.length > 1 ? 'LAP' : 'GENERAL',
  title: 'День 1',
  name: 'Ноги и ягодицы',
  description: '',
  image: null,
  relax: 60,
  laps,
  gymnastics: {},
  ...patch,
});
