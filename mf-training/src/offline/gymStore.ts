// Gym mode (issue 17): what a member opened once is kept on the device, in IndexedDB through idb,
// so the course page, the day and its workout open again with no network. Kept per member (the
// key starts with the member's id from the session), newest copy wins.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CourseWeeksResult, WorkoutResult } from '@club/shared';

interface GymDb extends DBSchema {
  courses: { key: string; value: { key: string; savedAt: number; data: CourseWeeksResult } };
  workouts: { key: string; value: { key: string; savedAt: number; data: WorkoutResult } };
}

export const GYM_DB = 'club-gym';

let dbPromise: Promise<IDBPDatabase<GymDb>> | null = null;
function db(): Promise<IDBPDatabase<GymDb>> {
  dbPromise ??= openDB<GymDb>(GYM_DB, 1, {
    upgrade(d) {
      d.createObjectStore('courses', { keyPath: 'key' });
      d.createObjectStore('workouts', { keyPath: 'key' });
    },
  });
  return dbPromise;
}

/** Test hook: forget the open connection (fake-indexeddb is replaced between tests). */
export function resetGymConnection(): void {
  dbPromise = null;
}

export const courseKey = (member: string, userPackId: string | number) => `${member}/${userPackId}`;
export const workoutKey = (member: string, userPackId: string | number, dayId: string | number) =>
  `${member}/${userPackId}/${dayId}`;

// IndexedDB may be missing or refuse (private mode, full disk): gym mode then simply has no copy.
async function quietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch {
    return fallback;
  }
}

export const saveCourse = (key: string, data: CourseWeeksResult) =>
  quietly(
    async () => void (await db()).put('courses', { key, savedAt: Date.now(), data }),
    undefined,
  );

export const loadCourse = (key: string) =>
  quietly(async () => (await (await db()).get('courses', key))?.data ?? null, null);

export const saveWorkout = (key: string, data: WorkoutResult) =>
  quietly(
    async () => void (await db()).put('workouts', { key, savedAt: Date.now(), data }),
    undefined,
  );

export const loadWorkout = (key: string) =>
  quietly(async () => (await (await db()).get('workouts', key))?.data ?? null, null);
