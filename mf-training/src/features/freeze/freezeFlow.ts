// Freeze and unfreeze (spec part 1 §4 "Freeze"): the calls with their success banners. Failures
// show the server's message through the API client.
import { confirm, requestUserInfoReload, showBanner } from '@club/shared';
import { frost } from '../../api/frost';
import { unfrost } from '../../api/unfrost';

/** Freezes the course; true on success ("{course} успешно заморожен"). */
export async function freezeCourse(
  userPackId: number,
  days: number,
  courseName: string,
): Promise<boolean> {
  const answer = await frost(userPackId, days);
  if (answer.error) return false;
  showBanner('ok', answer.result?.message || `${courseName} успешно заморожен`);
  requestUserInfoReload();
  return true;
}

/** Asks first, then unfreezes; true on success ("{course} успешно разморожен"). */
export async function unfreezeCourse(userPackId: number, courseName: string): Promise<boolean> {
  const yes = await confirm({
    title: 'Разморозить курс?',
    text: `Заморозка курса «${courseName}» закончится сейчас, и тренировки снова станут доступны.`,
    yes: 'Разморозить',
    no: 'Отмена',
  });
  if (!yes) return false;
  const answer = await unfrost(userPackId);
  if (answer.error) return false;
  showBanner('ok', answer.result?.message || `${courseName} успешно разморожен`);
  requestUserInfoReload();
  return true;
}

/** Freezing refused (frost.can_frost false): the mobile banner text. */
export const frostRefusal = (message: string | null | undefined): string =>
  message || 'Нельзя заморозить курс';
