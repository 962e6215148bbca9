// The server's workout (contract WorkoutResult) in the client's shape: drills with their sets in
// doing order, laps as lists of drills (warm-ups first, before lap 1).
import type { WorkoutDrill, WorkoutResult } from '@club/shared';
import type { Drill, Gymnastic, PlannedSet, WorkoutModel } from './types';

function drillOf(d: WorkoutDrill, lap: number): Drill {
  const key = `${lap}-${d.drill_id}`;
  if (d.type === 'SUPERSET' && d.supersets) {
    const laps = [...d.supersets.laps].sort((a, b) => a.lap - b.lap);
    const sets: PlannedSet[] = laps.flatMap((l) =>
      l.drills.map((s) => ({
        id: s.set_id,
        gymnasticId: s.gymnastic_id,
        count: s.count,
        weight: s.weight,
        duration: s.duration,
        max: s.max,
        supersetLap: l.lap,
      })),
    );
    const gymnasticIds = [...new Set(sets.map((s) => s.gymnasticId))];
    return {
      key,
      drillId: d.drill_id,
      sort: d.sort,
      warmup: d.is_warmup,
      superset: true,
      gymnasticIds: gymnasticIds.length ? gymnasticIds : [d.drill_gym_id],
      sets,
      lapsCount: d.supersets.lapsCount || laps.length,
    };
  }
  return {
    key,
    drillId: d.drill_id,
    sort: d.sort,
    warmup: d.is_warmup,
    superset: false,
    gymnasticIds: [d.drill_gym_id],
    sets: d.sets.map((s) => ({
      id: s.set_id,
      gymnasticId: s.gymnastic_id,
      count: s.count,
      weight: s.weight,
      duration: s.duration,
      max: s.max,
      supersetLap: 0,
    })),
    lapsCount: 0,
  };
}

const bySort = (a: WorkoutDrill, b: WorkoutDrill) =>
  Number(b.is_warmup) - Number(a.is_warmup) || a.sort - b.sort;

/** True for the lap-based types (LAP, INTENSIVE): drills per lap, a rest after each lap. */
export const isLapBased = (w: Pick<WorkoutResult, 'type' | 'lapsDrills'>): boolean =>
  (w.type === 'LAP' || w.type === 'INTENSIVE') && w.lapsDrills !== null;

export function workoutModel(w: WorkoutResult): WorkoutModel {
  const gymnastics: Record<number, Gymnastic> = {};
  for (const g of w.gymnastics) {
    gymnastics[g.id] = {
      id: g.id,
      name: g.name,
      description: g.description,
      videoId: g.video,
      image: g.image,
    };
  }
  let laps: Drill[][];
  if (isLapBased(w) && w.lapsDrills) {
    const warmups = [...w.drills].sort(bySort).map((d) => drillOf(d, 0));
    const keys = Object.keys(w.lapsDrills)
      .map(Number)
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    laps = keys.map((k, i) => {
      const drills = [...(w.lapsDrills?.[String(k)] ?? [])].sort(bySort).map((d) => drillOf(d, k));
      return i === 0 ? [...warmups, ...drills] : drills;
    });
    if (laps.length === 0) laps = [warmups];
  } else {
    laps = [[...w.drills].sort(bySort).map((d) => drillOf(d, 0))];
  }
  return {
    type: w.type,
    title: w.title,
    name: w.name,
    description: w.description,
    image: w.image,
    relax: w.relax,
    laps,
    gymnastics,
  };
}
