// Desktop: the report modal of the dynamics page (spec §2.4) in its three modes. Create: the form
// with 'Отмена' / 'Создать'. View ('Отчёты'): the reports' tabs with arrows, the three photos
// (full size on a click) and the figures, with 'Удалить' / 'Изменить' unless it is a contest
// report. Edit ('Редактирование'): the tabs and the form with 'Отмена' / 'Изменить'.
import { useEffect, useState } from 'react';
import { Button, Modal, type DynamicsReport, type PhotoView } from '@club/shared';
import type { Gender } from '../../lib/gender';
import { PhotoLightbox } from '../../ui/PhotoLightbox';
import { ReportTabs } from '../../ui/ReportTabs';
import { confirmAndDelete, selectionAfterDelete } from './deleteFlow';
import { ReportForm } from './ReportForm';
import { ReportView } from './ReportView';
import styles from './DynamicsPage.module.css';

export type ReportMode = 'create' | 'show' | 'edit';
export interface ReportModalState {
  mode: ReportMode;
  id?: number;
}

const TITLES: Record<ReportMode, string> = {
  create: 'Создать отчёт',
  show: 'Отчёты',
  edit: 'Редактирование',
};

export interface ReportModalProps {
  /** oldest first (the tabs' order) */
  reports: DynamicsReport[];
  initial: ReportModalState;
  gender: Gender;
  onClose: () => void;
  /** the list changed (saved or deleted): reload it */
  onChanged: () => void;
}

export function ReportModal({ reports, initial, gender, onClose, onChanged }: ReportModalProps) {
  const [mode, setMode] = useState<ReportMode>(initial.mode);
  const [activeId, setActiveId] = useState<number | null>(initial.id ?? reports[0]?.id ?? null);
  const [photo, setPhoto] = useState<PhotoView | null>(null);
  const report = reports.find((r) => r.id === activeId) ?? null;
  // a contest report is never edited by the member
  useEffect(() => {
    if (mode === 'edit' && report?.contest) setMode('show');
  }, [mode, report]);

  const tabs = reports.map((r) => ({ id: r.id, name: r.name, contest: r.contest }));
  const saved = () => {
    onChanged();
    onClose();
  };
  const onDelete = async () => {
    if (!report) return;
    if (!(await confirmAndDelete(report.id, gender))) return;
    const next = selectionAfterDelete(
      reports.map((r) => r.id),
      report.id,
    );
    onChanged();
    if (next === null) onClose();
    else setActiveId(next);
  };

  let body;
  if (mode === 'create') {
    body = <ReportForm mode="create" layout="desktop" onCancel={onClose} onSaved={saved} />;
  } else if (!report) {
    body = <p className={styles.noData}>Отчёт не найден</p>;
  } else if (mode === 'edit') {
    body = (
      <>
        <ReportTabs tabs={tabs} activeId={report.id} onSelect={setActiveId} />
        <ReportForm
          key={report.id}
          mode="edit"
          report={report}
          layout="desktop"
          onCancel={onClose}
          onSaved={saved}
        />
      </>
    );
  } else {
    body = (
      <>
        <ReportTabs tabs={tabs} activeId={report.id} onSelect={setActiveId} />
        <ReportView report={report} onOpenPhoto={setPhoto} />
        {!report.contest && (
          <div className={styles.modalButtons}>
            <Button variant="secondary" onClick={() => void onDelete()}>
              Удалить
            </Button>
            <Button onClick={() => setMode('edit')}>Изменить</Button>
          </div>
        )}
      </>
    );
  }

  const photoOf = (view: PhotoView | null) =>
    view && report ? report[`photo_${view}` as const] : null;

  return (
    <>
      <Modal open title={TITLES[mode]} onClose={onClose} className={styles.modal}>
        {body}
      </Modal>
      {photo && (
        <PhotoLightbox photo={photoOf(photo)} view={photo} onClose={() => setPhoto(null)} />
      )}
    </>
  );
}
