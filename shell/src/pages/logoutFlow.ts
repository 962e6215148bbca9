import { confirm, getSession } from '@club/shared';
import { logout } from '../session/sessionController';

export function logoutQuestion(gender: 0 | 1 | null | undefined): string {
  const sure = gender === 0 ? 'уверена' : gender === 1 ? 'уверен' : 'уверен(а)';
  return `Ты ${sure}, что хочешь выйти?`;
}

let pendingTarget: string | null = null;
/** The path the member was going to when the confirmation opened (spec part 2 §2.2). */
export const getLogoutTarget = (): string | null => pendingTarget;

/**
 * Asks "Выход"; yes -> POST logout and the local session is cleared whatever the outcome;
 * no -> nothing changes. Resolves true when the member signed out.
 */
export async function confirmLogout(target: string): Promise<boolean> {
  pendingTarget = target;
  try {
    const yes = await confirm({
      title: 'Выход',
      text: logoutQuestion(getSession().profile?.gender),
      no: 'Отмена',
      yes: 'Выйти',
    });
    if (!yes) return false;
    await logout();
    return true;
  } finally {
    pendingTarget = null;
  }
}
