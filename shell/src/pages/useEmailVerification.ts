import { useEffect } from 'react';
import { getSession, notice, requestUserInfoReload } from '@club/shared';
import { verifyEmail } from '../session/sessionController';

// A hash is posted once per page load, even if the component mounts twice (StrictMode, sign-in).
const handled = new Set<string>();

/** Posts the hash; success -> notice and user info refresh; failure -> modal "Ошибка!". */
export async function runEmailVerification(hash: string): Promise<boolean> {
  const outcome = await verifyEmail(hash);
  if (outcome.ok) {
    await notice('E-mail подтвержден!', 'Твой e-mail успешно подтвержден');
    if (getSession().token) requestUserInfoReload();
    return true;
  }
  void notice('Ошибка!', outcome.error?.message);
  return false;
}

export function useEmailVerification(hash: string | undefined, onDone?: () => void): void {
  useEffect(() => {
    if (!hash || handled.has(hash)) return;
    handled.add(hash);
    void runEmailVerification(hash).finally(() => onDone?.());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash]);
}
