// One tester action at a time per button: a success shows the notice 'Success' (type ok, spec
// §2.11); a failure shows the server's message (the API client's fail banner).
import { useCallback, useState } from 'react';
import { showBanner, type ApiAnswer } from '@club/shared';
import { TESTER_MESSAGES } from '@club/shared/staff';

export type Run = (
  key: string,
  call: () => Promise<ApiAnswer<unknown> | null>,
  after?: () => void | Promise<void>,
) => Promise<boolean>;

export function useAction(): { busy: string | null; run: Run } {
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback<Run>(async (key, call, after) => {
    setBusy(key);
    try {
      const answer = await call();
      if (!answer || answer.error) return false;
      showBanner('ok', TESTER_MESSAGES.success);
      await after?.();
      return true;
    } finally {
      setBusy(null);
    }
  }, []);
  return { busy, run };
}
