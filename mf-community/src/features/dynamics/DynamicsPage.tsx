// Route dynamics (/dynamics/, 'Динамика'; spec part 2 §2.4): the loading state, then the chart with
// a tab per dataset and the list 'Твои отчёты'. Desktop opens the report modal (create, view,
// edit); phones go to /dynamics/report/{type}/{id}. A link to the contest shows when the member
// has one.
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  Button,
  isMenuActive,
  LoadState,
  Page,
  useIsMobile,
  type DynamicsReport,
  type DynamicsSort,
} from '@club/shared';
import { getContest } from '../../api/getContest';
import { useSession } from '../../lib/useSession';
import { Icon } from '../../ui/Icon';
import { ChartPanel } from './ChartPanel';
import { confirmAndDelete } from './deleteFlow';
import { ReportModal, type ReportModalState } from './ReportModal';
import { ReportsTable } from './ReportsTable';
import { REPORTS_LOAD_FAILED, useDynamicsReports } from './useDynamicsReports';
import styles from './DynamicsPage.module.css';

export const dynamicsReportPath = (mode: 'create' | 'show' | 'edit', id?: number) =>
  mode === 'create' ? '/dynamics/report/create' : `/dynamics/report/${mode}/${id}`;

/** Whether the member takes part in a contest (the link to it shows only then). */
function useHasContest(): boolean {
  const session = useSession();
  const active = isMenuActive('CONTEST', session);
  const [has, setHas] = useState(false);
  useEffect(() => {
    if (!active) return;
    let alive = true;
    void getContest({ silent: true }).then(({ result }) => {
      if (alive) setHas(Boolean(result?.contest));
    });
    return () => {
      alive = false;
    };
  }, [active]);
  return active && has;
}

export default function DynamicsPage({ initial }: { initial?: ReportModalState }) {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const location = useLocation();
  const { profile } = useSession();
  const { load, reload, retry } = useDynamicsReports();
  const [sort, setSort] = useState<DynamicsSort>('asc');
  const [modal, setModal] = useState<ReportModalState | null>(initial ?? null);
  const hasContest = useHasContest();

  const open = useCallback(
    (state: ReportModalState) => {
      if (isMobile) navigate(dynamicsReportPath(state.mode, state.id));
      else setModal(state);
    },
    [isMobile, navigate],
  );
  const closeModal = () => {
    setModal(null);
    // opened from /dynamics/report/... (e.g. back from a photo): the page's own address again
    if (!/^\/dynamics\/?$/.test(location.pathname)) navigate('/dynamics/', { replace: true });
  };
  const onDelete = async (report: DynamicsReport) => {
    if (await confirmAndDelete(report.id, profile?.gender)) reload();
  };

  let body;
  if (load.status !== 'ready')
    body = (
      <LoadState
        status={load.status}
        failedText={REPORTS_LOAD_FAILED}
        reason={load.status === 'failed' ? load.reason : null}
        onRetry={retry}
      />
    );
  else
    body = (
      <>
        <ChartPanel reports={load.reports} isMobile={isMobile} />
        <ReportsTable
          reports={load.reports}
          sort={sort}
          onToggleSort={() => setSort((s) => (s === 'asc' ? 'desc' : 'asc'))}
          withActions={!isMobile}
          onOpen={(r) => open({ mode: 'show', id: r.id })}
          onEdit={(r) => open({ mode: 'edit', id: r.id })}
          onDelete={(r) => void onDelete(r)}
        />
        {modal && !isMobile && (
          <ReportModal
            reports={load.reports}
            initial={modal}
            gender={profile?.gender}
            onClose={closeModal}
            onChanged={reload}
          />
        )}
      </>
    );

  return (
    <Page title="Динамика">
      <div className={styles.toolbar}>
        <Button onClick={() => open({ mode: 'create' })}>
          <Icon name="plus" size={18} />
          Создать отчёт
        </Button>
        {hasContest && (
          <Link className={styles.contestLink} to="/competition/">
            <Icon name="trophy" size={18} />
            Конкурс
          </Link>
        )}
      </div>
      {body}
    </Page>
  );
}
