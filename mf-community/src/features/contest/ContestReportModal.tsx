// Desktop: the contest report modal (spec §2.6): 'Создать отчет' with the form, or 'Отчеты' in
// read-only mode with the before/after switcher and 'Закрыть'.
import { useState } from 'react';
import { Modal, type Contest, type ContestReportType, type PhotoView } from '@club/shared';
import { PhotoLightbox } from '../../ui/PhotoLightbox';
import { ContestReportForm } from './ContestReportForm';
import { ContestReportView } from './ContestReportView';
import { reportOf, type ReportRoute } from './contestRules';
import styles from './Competition.module.css';

export interface ContestReportModalProps {
  contest: Contest;
  initial: ReportRoute;
  onClose: () => void;
  /** a report was sent: reload the contest */
  onSent: () => void;
}

export function ContestReportModal({ contest, initial, onClose, onSent }: ContestReportModalProps) {
  const [type, setType] = useState<ContestReportType>(initial.type);
  const [photo, setPhoto] = useState<PhotoView | null>(null);
  const create = initial.mode === 'create';
  const report = reportOf(contest, type);
  return (
    <>
      <Modal
        open
        title={create ? 'Создать отчет' : 'Отчеты'}
        onClose={onClose}
        className={styles.modal}
      >
        {create ? (
          <ContestReportForm
            type={initial.type}
            onSaved={() => {
              onSent();
              onClose();
            }}
          />
        ) : (
          <ContestReportView
            contest={contest}
            type={type}
            onSwitch={setType}
            onOpenPhoto={setPhoto}
            onClose={onClose}
          />
        )}
      </Modal>
      {photo && report && (
        <PhotoLightbox
          photo={report[`photo_${photo}` as const]}
          view={photo}
          onClose={() => setPhoto(null)}
        />
      )}
    </>
  );
}
