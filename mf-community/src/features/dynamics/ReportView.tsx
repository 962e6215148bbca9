import type { DynamicsReport, PhotoView } from '@club/shared';
import { PhotoSlots, serverSlots } from '../../ui/PhotoSlots';
import { ReportFigures } from '../../ui/ReportFigures';

/** A report in view mode: its three photos (each opens full size) and the row of figures. */
export function ReportView({
  report,
  onOpenPhoto,
}: {
  report: DynamicsReport;
  onOpenPhoto: (view: PhotoView) => void;
}) {
  return (
    <>
      <PhotoSlots
        slots={serverSlots({
          side: report.photo_side,
          front: report.photo_front,
          back: report.photo_back,
        })}
        readOnly
        onOpen={onOpenPhoto}
      />
      <ReportFigures date={report.name} values={report} />
    </>
  );
}
