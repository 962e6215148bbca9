// Body photos as the staff app sees them: short-lived signed URLs only (never a key or a public
// address), served after the visibility check, and every read recorded in the audit log — one
// entry per report opened, naming the reports whose photos were shown.
import { PHOTO_VIEWS, type ReviewPhotos } from '@club/shared/contract';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { signedPhoto, type PhotoRow } from '../dynamics/photos';
import { audit } from '../staff/audit';
import type { StaffIdentity } from '../staff/identity';

/** The three views of a report (null where the member sent none), as signed URLs. */
export async function reviewPhotos(storage: FileStorage, rows: PhotoRow[]): Promise<ReviewPhotos> {
  const out = { side: null, front: null, back: null } as ReviewPhotos;
  for (const view of PHOTO_VIEWS) {
    const row = rows.find((r) => r.view === view);
    if (row) out[view] = await signedPhoto(storage, row);
  }
  return out;
}

/** Records that `actor` was shown the body photos of these reports of `memberId`. */
export async function auditPhotoRead(
  db: Db,
  entry: {
    actor: StaffIdentity;
    memberId: number;
    kind: 'progress' | 'contest';
    reports: { id: number; date: string }[];
    at: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await audit(tx as unknown as Db, {
      actor: entry.actor,
      action: 'photos.read',
      memberId: entry.memberId,
      details: {
        kind: entry.kind,
        report_ids: entry.reports.map((r) => r.id),
        report_dates: entry.reports.map((r) => r.date),
      },
      at: entry.at,
    });
  });
}
