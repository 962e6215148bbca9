// Deleting a dynamics report (spec §2.4, §4): the warning confirmation in the member's gender, the
// call, and which report is shown next: the next tab, otherwise the previous; none when it was
// the last one (the mobile page then goes to /dynamics).
import { confirm } from '@club/shared';
import { deleteDynamicsReport } from '../../api/deleteDynamicsReport';
import { deleteReportText, type Gender } from '../../lib/gender';

/** The id to select after `deletedId` leaves `ids` (in tab order), or null when none is left. */
export function selectionAfterDelete(ids: number[], deletedId: number): number | null {
  const at = ids.indexOf(deletedId);
  if (at < 0) return ids[0] ?? null;
  return ids[at + 1] ?? ids[at - 1] ?? null;
}

/** Asks, then deletes; resolves true when the report is gone. */
export async function confirmAndDelete(id: number, gender: Gender): Promise<boolean> {
  const yes = await confirm({
    title: 'Внимание!',
    text: deleteReportText(gender),
    yes: 'Удалить',
    no: 'Отмена',
  });
  if (!yes) return false;
  const { error } = await deleteDynamicsReport(id);
  return !error;
}
