// The client's own shape of a workout (spec part 1 §3 "Client workout state"), built once from the
// server's answer so the rules below never depend on how the server nests drills and laps.

/** A planned set of an exercise. */
export interface PlannedSet {
  id: number;
  gymnasticId: number;
  /** repetitions; null when not planned (a timed set) */
  count: number | null;
  /** equipment weight, kg; null without equipment */
  weight: number | null;
  /** seconds; null when the set counts repetitions */
  duration: number | null;
  /** "as many as you can": no planned amount */
  max: boolean;
  /** superset lap number (1-based); 0 for a plain drill */
  supersetLap: number;
}

/** One drill group: a plain exercise with its sets, or a superset of several exercises. */
export interface Drill {
  /** unique in the workout (a LAP workout repeats drill ids in every lap) */
  key: string;
  drillId: number;
  sort: number;
  warmup: boolean;
  superset: boolean;
  /** the exercises in order (one for a plain drill) */
  gymnasticIds: number[];
  /** sets in doing order: a superset's sets lap by lap, exercise by exercise */
  sets: PlannedSet[];
  /** superset laps (0 for a plain drill) */
  lapsCount: number;
}

export interface Gymnastic {
  id: number;
  name: string;
  description: string;
  /** the video hosting's identifier, null without a video */
  videoId: string | null;
  image: string | null;
}

export type WorkoutType = 'GENERAL' | 'SUPERSET' | 'LAP' | 'INTENSIVE';

export interface WorkoutModel {
  type: WorkoutType;
  title: string;
  name: string;
  description: string;
  image: string | null;
  /** rest between laps, seconds (LAP workouts) */
  relax: number;
  /** the drills of every workout lap (one entry unless the type is LAP) */
  laps: Drill[][];
  gymnastics: Record<number, Gymnastic>;
}

/** One screen of the started workout. */
export interface WorkoutPage {
  /** workout lap index, 0-based */
  lap: number;
  warmup: boolean;
  drills: Drill[];
}

/** A ticked set as the result sends it. */
export interface DoneSet {
  set_id: number;
  count: number;
  duration: number;
  weight: number;
}

export type DoneSets = Record<number, DoneSet>;

export type ValueKind = 'count' | 'duration' | 'weight';

/** Values the member typed for a set, before ticking it. */
export type EnteredValues = Record<number, Partial<Record<ValueKind, number>>>;
