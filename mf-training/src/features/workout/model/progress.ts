// A workout in progress, kept in localStorage per user pack and day (spec part 1 §4 "Start time
// is kept in local storage"): a reload in the middle resumes on the same page with the same ticks.
// Once "Завершить тренировку" is pressed the attempt (its key and time) is kept too, so a retry
// after a lost answer posts the very same result; everything is cleared once the result is saved.
import { readJson, removeKey, writeJson } from '../../../lib/storage';
import type { DoneSets, EnteredValues, WorkoutPage } from './types';

export interface WorkoutAttempt {
  /** the result's idempotency key (contract WorkoutResultBody.attempt_id) */
  id: string;
  /** seconds the workout took, fixed at the first "Завершить тренировку" */
  time: number;
}

export interface WorkoutProgress {
  v: 1;
  started: boolean;
  /** ms since epoch, when "Начать тренировку" was first pressed */
  startedAt: number | null;
  lap: number;
  index: number;
  done: DoneSets;
  entered: EnteredValues;
  attempt: WorkoutAttempt | null;
}

export const freshProgress = (): WorkoutProgress => ({
  v: 1,
  started: false,
  startedAt: null,
  lap: 0,
  index: 0,
  done: {},
  entered: {},
  attempt: null,
});

export const progressKey = (userPackId: number | string, dayId: number | string): string =>
  `club.workout.${userPackId}.${dayId}`;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The saved progress, or null when there is none or it does not fit the workout any more. */
export function loadProgress(key: string, pages: WorkoutPage[][]): WorkoutProgress | null {
  const saved = readJson<WorkoutProgress>(key);
  if (!isObject(saved) || saved.v !== 1 || !isObject(saved.done) || !isObject(saved.entered)) {
    return null;
  }
  const { lap, index } = saved;
  if (!Number.isInteger(lap) || !Number.isInteger(index) || !pages[lap]?.[index]) return null;
  const known = new Set(
    pages.flat().flatMap((p) => p.drills.flatMap((d) => d.sets.map((s) => s.id))),
  );
  const done: DoneSets = {};
  for (const [id, record] of Object.entries(saved.done)) {
    if (known.has(Number(id))) done[Number(id)] = record;
  }
  const attempt =
    isObject(saved.attempt) && typeof saved.attempt.id === 'string' ? saved.attempt : null;
  return { ...freshProgress(), ...saved, done, attempt };
}

export const saveProgress = (key: string, progress: WorkoutProgress): void =>
  writeJson(key, progress);

export const clearProgress = (key: string): void => removeKey(key);

/** A new idempotency key: 32 characters of [0-9a-f-] (the contract takes 8-64 of [A-Za-z0-9_-]). */
export function newAttemptId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
