import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiAnswer, DietaDownloadResult } from '@club/shared';
import { saveFile } from './saveFile';

/**
 * A PDF the server generates on request: POST, then hand result.url to the browser. `pending`
 * blocks a second click while the file is being made; a failure is the client's fail banner.
 */
export function useDownload(call: (weekNumber: number) => Promise<ApiAnswer<DietaDownloadResult>>) {
  const [pending, setPending] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const run = useCallback(
    async (weekNumber: number, fileName: string) => {
      if (pending) return;
      setPending(true);
      const { result, error } = await call(weekNumber);
      if (alive.current) setPending(false);
      if (!error && result?.url) saveFile(result.url, fileName);
    },
    [call, pending],
  );

  return { pending, run };
}
