// Route competition (/competition/, 'Конкурс'; spec part 2 §2.6, §4): shown only when the member
// has a contest. Banner, name, nomination, 'Призы', 'Правила конкурса', 'Отказаться от участия',
// the notes, and the rows 'Отчёт "До"' / 'Отчёт "После"' with their figures and 'Добавить' or
// 'Просмотреть' (a rejected report: both, 'Добавить' sending a new one in its place). Rules,
// prizes and reports open as modals on a desktop and as pages on a phone.
// Refusing asks first ('Вернуть конкурсное участие назад будет невозможно!'), then goes home.
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  Button,
  confirm,
  LoadState,
  Modal,
  Page,
  requestUserInfoReload,
  useIsMobile,
  type Contest,
} from '@club/shared';
import { refuseContest } from '../../api/refuseContest';
import { safeHtml } from '../../lib/safeHtml';
import { useSession } from '../../lib/useSession';
import { ReportFigures } from '../../ui/ReportFigures';
import { ContestAlerts } from './ContestAlerts';
import { ContestReportModal } from './ContestReportModal';
import {
  REFUSE_TEXT,
  reportRoutePath,
  reportRows,
  resolveReportRoute,
  type ReportRoute,
} from './contestRules';
import { CONTEST_LOAD_FAILED, useContest } from './useContest';
import styles from './Competition.module.css';

export type CompetitionModal =
  { kind: 'rules' } | { kind: 'prize' } | { kind: 'report'; route: ReportRoute };

export const RULES_TITLE = 'Правила участия в конкурсе';
export const PRIZES_TITLE = 'Призы';

export function HtmlContent({ html }: { html: string }) {
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: safeHtml(html) }} />;
}

function NoContest() {
  return (
    <section className={styles.none}>
      <h1 className={styles.noneTitle}>Ты не участвуешь в конкурсе</h1>
      <p>Участие в конкурсе «До и после» можно выбрать при активации конкурсного курса.</p>
      <Link to="/contest_info">Подробнее о конкурсе</Link>
    </section>
  );
}

function ContestView({
  contest,
  initial,
  reload,
}: {
  contest: Contest;
  initial?: CompetitionModal;
  reload: () => void;
}) {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const location = useLocation();
  const { profile } = useSession();
  const [modal, setModal] = useState<CompetitionModal | null>(initial ?? null);

  const open = (next: CompetitionModal) => {
    if (!isMobile) {
      setModal(next);
      return;
    }
    if (next.kind === 'rules') navigate('/competition/rules');
    else if (next.kind === 'prize') navigate('/competition/prize');
    else navigate(reportRoutePath(next.route));
  };
  const close = () => {
    setModal(null);
    if (!/^\/competition\/?$/.test(location.pathname)) navigate('/competition/', { replace: true });
  };
  const onRefuse = async () => {
    const yes = await confirm({
      title: 'Отказаться от участия',
      text: REFUSE_TEXT,
      yes: 'Отказаться',
      no: 'Отмена',
    });
    if (!yes) return;
    const { error } = await refuseContest();
    if (error) return;
    requestUserInfoReload();
    navigate('/');
  };

  const reportModal = modal?.kind === 'report' ? resolveReportRoute(contest, modal.route) : null;

  return (
    <>
      <section className={styles.hero}>
        {contest.photo ? <img className={styles.banner} src={contest.photo} alt="" /> : null}
        <div className={styles.heroBody}>
          <h2 className={styles.name}>{contest.name}</h2>
          <p className={styles.nomination}>
            Номинация: <strong>{contest.nomination}</strong>
          </p>
          <div className={styles.heroButtons}>
            <Button variant="secondary" onClick={() => open({ kind: 'prize' })}>
              Призы
            </Button>
            <Button variant="secondary" onClick={() => open({ kind: 'rules' })}>
              Правила конкурса
            </Button>
            <Button variant="link" onClick={() => void onRefuse()}>
              Отказаться от участия
            </Button>
          </div>
        </div>
      </section>

      <ContestAlerts contest={contest} gender={profile?.gender} />

      <section className={styles.reports} aria-label="Конкурсные отчёты">
        {reportRows(contest).map((row) => (
          <div key={row.type} className={styles.reportRow} role="group" aria-label={row.title}>
            <h3 className={styles.rowTitle}>{row.title}</h3>
            <ReportFigures values={row.report ?? {}} className={styles.rowFigures} />
            <div className={styles.rowButtons}>
              {!row.empty && (
                <Button
                  variant="secondary"
                  onClick={() => open({ kind: 'report', route: { mode: 'show', type: row.type } })}
                >
                  Просмотреть
                </Button>
              )}
              {(row.empty || row.resend) && (
                <Button
                  variant="primary"
                  disabled={row.disabled}
                  onClick={() =>
                    open({ kind: 'report', route: { mode: 'create', type: row.type } })
                  }
                >
                  Добавить
                </Button>
              )}
            </div>
          </div>
        ))}
      </section>

      {!isMobile && modal?.kind === 'rules' && (
        <Modal open title={RULES_TITLE} onClose={close} className={styles.modal}>
          <HtmlContent html={contest.rules_of_participation} />
        </Modal>
      )}
      {!isMobile && modal?.kind === 'prize' && (
        <Modal open title={PRIZES_TITLE} onClose={close} className={styles.modal}>
          <HtmlContent html={contest.prizes} />
        </Modal>
      )}
      {!isMobile && reportModal && (
        <ContestReportModal
          contest={contest}
          initial={reportModal}
          onClose={close}
          onSent={reload}
        />
      )}
    </>
  );
}

export default function CompetitionPage({ initial }: { initial?: CompetitionModal }) {
  const { load, reload, retry } = useContest();
  if (load.status !== 'ready')
    return (
      <Page title="Конкурс">
        <LoadState
          status={load.status}
          failedText={CONTEST_LOAD_FAILED}
          reason={load.status === 'failed' ? load.reason : null}
          onRetry={retry}
        />
      </Page>
    );
  if (!load.contest) return <NoContest />;
  return (
    <Page title="Конкурс">
      <ContestView contest={load.contest} initial={initial} reload={reload} />
    </Page>
  );
}
