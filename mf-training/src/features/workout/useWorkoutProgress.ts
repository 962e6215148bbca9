import { useCallback, useEffect, useRef, useState } from 'react';
import { freshProgress, loadProgress, saveProgress, type WorkoutProgress } from './model/progress';
import type { WorkoutPage } from './model/types';

/**
 * The workout's progress, restored from localStorage once the pages are known and saved on every
 * change after the start. `current()` reads it synchronously (a tick needs the new ticks at once).
 */
export function useWorkoutProgress(key: string, pages: WorkoutPage[][] | null) {
  const [progress, setProgress] = useState<WorkoutProgress | null>(null);
  const ref = useRef<WorkoutProgress | null>(null);

  useEffect(() => {
    if (!pages) return;
    const restored = loadProgress(key, pages) ?? freshProgress();
    ref.current = restored;
    setProgress(restored);
  }, [key, pages]);

  const commit = useCallback(
    (next: WorkoutProgress) => {
      ref.current = next;
      setProgress(next);
      if (next.startedAt !== null) saveProgress(key, next);
    },
    [key],
  );

  const current = useCallback(() => ref.current ?? freshProgress(), []);

  return { progress, commit, current };
}
