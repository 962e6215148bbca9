// Route dynamics-report (/dynamics/report/{type}/{id?}; spec §2.1, §2.2, §2.4). On a phone: create
// starts an empty report, show and edit load the report by its id once the reports arrive (an
// unknown id goes back to /dynamics); show has 'Удалить' and 'Изменить' (to edit), edit has
// 'Сохранить'. On a desktop the same address opens the dynamics page with its modal.
import { useEffect } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button, LoadState, Page, PageLoader, useIsMobile, type PhotoView } from '@club/shared';
import { rememberReportImage, reportImagePath } from '../../lib/reportImage';
import { useSession } from '../../lib/useSession';
import { ReportTabs } from '../../ui/ReportTabs';
import { confirmAndDelete, selectionAfterDelete } from './deleteFlow';
import DynamicsPage, { dynamicsReportPath } from './DynamicsPage';
import type { ReportMode } from './ReportModal';
import { ReportForm } from './ReportForm';
import { ReportView } from './ReportView';
import { REPORTS_LOAD_FAILED, useDynamicsReports } from './useDynamicsReports';
import styles from './DynamicsPage.module.css';

const TITLES: Record<ReportMode, string> = {
  create: 'Создать отчёт',
  show: 'Отчёты',
  edit: 'Редактирование',
};

const modeOf = (type: string | undefined): ReportMode | null =>
  type === 'create' || type === 'show' || type === 'edit' ? type : null;

function MobileReportPage({ mode, id }: { mode: ReportMode; id: number | null }) {
  const navigate = useNavigate();
  const { profile } = useSession();
  const { load, reload, retry } = useDynamicsReports();
  const reports = load.status === 'ready' ? load.reports : [];
  const report = reports.find((r) => r.id === id) ?? null;
  const ready = load.status === 'ready';

  // the page's state comes from the URL once the reports are there
  useEffect(() => {
    if (!ready || mode === 'create') return;
    if (!report) navigate('/dynamics/', { replace: true });
    else if (mode === 'edit' && report.contest)
      navigate(dynamicsReportPath('show', report.id), { replace: true });
  }, [ready, mode, report, navigate]);

  const toList = () => navigate('/dynamics/');
  const tabs = reports.map((r) => ({ id: r.id, name: r.name, contest: r.contest }));

  let body;
  if (mode === 'create') {
    body = <ReportForm mode="create" layout="mobile" onSaved={toList} />;
  } else if (load.status !== 'ready') {
    body = (
      <LoadState
        status={load.status}
        failedText={REPORTS_LOAD_FAILED}
        reason={load.status === 'failed' ? load.reason : null}
        onRetry={retry}
      />
    );
  } else if (!report) {
    body = <PageLoader />;
  } else if (mode === 'edit') {
    body = (
      <>
        <ReportTabs
          tabs={tabs}
          activeId={report.id}
          onSelect={(next) => navigate(dynamicsReportPath('edit', next), { replace: true })}
        />
        <ReportForm key={report.id} mode="edit" report={report} layout="mobile" onSaved={toList} />
      </>
    );
  } else {
    const openPhoto = (view: PhotoView) => {
      rememberReportImage({ type: 'dynamics', id: report.id });
      navigate(reportImagePath('dynamics', view));
    };
    const onDelete = async () => {
      if (!(await confirmAndDelete(report.id, profile?.gender))) return;
      const next = selectionAfterDelete(
        reports.map((r) => r.id),
        report.id,
      );
      reload();
      navigate(next === null ? '/dynamics/' : dynamicsReportPath('show', next), { replace: true });
    };
    body = (
      <>
        <ReportTabs
          tabs={tabs}
          activeId={report.id}
          onSelect={(next) => navigate(dynamicsReportPath('show', next), { replace: true })}
        />
        <ReportView report={report} onOpenPhoto={openPhoto} />
        {!report.contest && (
          <div className={styles.pageButtons}>
            <Button variant="secondary" onClick={() => void onDelete()}>
              Удалить
            </Button>
            <Link className={styles.linkButton} to={dynamicsReportPath('edit', report.id)}>
              Изменить
            </Link>
          </div>
        )}
      </>
    );
  }

  return <Page title={TITLES[mode]}>{body}</Page>;
}

export default function DynamicsReportPage() {
  const { type, id } = useParams();
  const isMobile = useIsMobile();
  const mode = modeOf(type);
  const reportId = id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  if (!mode || (mode !== 'create' && reportId === null))
    return <Navigate to="/dynamics/" replace />;
  if (!isMobile) return <DynamicsPage initial={{ mode, id: reportId ?? undefined }} />;
  return <MobileReportPage key={mode} mode={mode} id={reportId} />;
}
