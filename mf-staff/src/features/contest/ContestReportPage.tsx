// One contest report (GET /api/staff/contest/reports/:id: photos by signed URL, the read audited),
// beside the member's before report when it is an after one; for a resubmission, the rejected
// attempts it replaced with who rejected them and why; and the decision: approve, or reject with a
// reason the member reads (required). Each asks for confirmation: a decision is final.
import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  LoadState,
  Page,
  confirm,
  showBanner,
  type ContestDecisionView,
  type EarlierAttempt,
  type ModeratedReport,
  type ModerationReportResult,
} from '@club/shared';
import { formatLocalDateTime } from '@club/shared/format';
import { TextArea } from '@club/shared/kit';
import { CONTEST_REASON_MAX_LENGTH, REVIEW_MESSAGES } from '@club/shared/staff';
import { useLoad } from '../../lib/useLoad';
import { decideContest, getContestReport } from '../progress/api';
import { Compare, type ComparedReport } from '../progress/Compare';
import { reviewLinks } from '../progress/links';
import styles from '../progress/review.module.css';
import listStyles from '../../lib/lists.module.css';
import { FigurePairs } from '../progress/ProgressQueuePage';
import { REPORT_TITLE, RESUBMISSION } from './ContestQueuePage';

const compared = (r: ModeratedReport): ComparedReport => ({
  title: `${REPORT_TITLE[r.type]}, ${formatLocalDateTime(r.sent_at)}`,
  short: r.type === 'before' ? 'До' : 'После',
  photos: r.photos,
  weight: r.weight,
  chest_girth: r.chest_girth,
  waist_girth: r.waist_girth,
  hip_girth: r.hip_girth,
});

const round1 = (n: number) => Math.round(n * 10) / 10;
const minus = (a: number | null, b: number | null) =>
  a === null || b === null ? null : round1(a - b);

export function decisionText(d: ContestDecisionView): string {
  const what = d.status === 'approve' ? 'Принят' : 'Отклонён';
  const who = d.by ? d.by.name : 'консоль тестировщика';
  return `${what}: ${who}, ${formatLocalDateTime(d.at)}`;
}

/** The rejected reports this one replaced: when, who rejected them and why, their figures. */
function EarlierAttempts({
  type,
  attempts,
}: {
  type: ModeratedReport['type'];
  attempts: EarlierAttempt[];
}) {
  return (
    <section className={styles.card} aria-labelledby="attempts-title">
      <h2 id="attempts-title" className={styles.cardTitle}>
        Предыдущие отправки
      </h2>
      <ul className={listStyles.list} aria-labelledby="attempts-title">
        {attempts.map((a) => (
          <li key={a.id} className={listStyles.item}>
            <div className={listStyles.itemHead}>
              <span>
                {REPORT_TITLE[type]}, отправлен {formatLocalDateTime(a.sent_at)}
              </span>
              <span className={listStyles.tagDanger}>
                {a.decision ? decisionText(a.decision) : 'Отклонён'}
              </span>
            </div>
            {a.decision?.reason && <p className={styles.hint}>Причина: {a.decision.reason}</p>}
            <FigurePairs report={a} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Decide({ data, onDone }: { data: ModerationReportResult; onDone: () => void }) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const report = data.report;
  const title = `${REPORT_TITLE[report.type]} участника ${data.member.name}`;

  const send = async (status: 'approve' | 'reject') => {
    setBusy(true);
    const answer = await decideContest(report.id, status, reason.trim());
    setBusy(false);
    // decided meanwhile (409) or done: show the report as it is now
    if (answer.status === 409) onDone();
    if (answer.error || !answer.result) return;
    showBanner('ok', answer.result.message);
    onDone();
  };
  const approve = async () => {
    const yes = await confirm({
      title: 'Принять отчёт?',
      text: `${title} будет принят, участник получит уведомление. Изменить решение будет нельзя.`,
      yes: 'Принять',
      no: 'Отмена',
    });
    if (yes) await send('approve');
  };
  const reject = async (e: FormEvent) => {
    e.preventDefault();
    const why = reason.trim();
    if (!why) {
      setError(REVIEW_MESSAGES.reasonRequired);
      return;
    }
    if (why.length > CONTEST_REASON_MAX_LENGTH) {
      setError(REVIEW_MESSAGES.reasonTooLong);
      return;
    }
    setError(null);
    const yes = await confirm({
      title: 'Отклонить отчёт?',
      text: `${title} будет отклонён, участник получит уведомление с причиной. Изменить решение будет нельзя.`,
      yes: 'Отклонить',
      no: 'Отмена',
    });
    if (yes) await send('reject');
  };

  if (!rejecting)
    return (
      <div className={styles.actions}>
        <Button onClick={() => void approve()} loading={busy}>
          Принять
        </Button>
        <Button variant="secondary" onClick={() => setRejecting(true)} disabled={busy}>
          Отклонить
        </Button>
      </div>
    );
  return (
    <form className={styles.form} onSubmit={(e) => void reject(e)} aria-label="Отказ">
      <TextArea
        name="reason"
        label="Причина отказа"
        value={reason}
        rows={4}
        maxLength={CONTEST_REASON_MAX_LENGTH}
        error={error}
        aria-required="true"
        autoFocus
        onChange={(e) => setReason(e.target.value)}
      />
      <p className={styles.hint}>
        Участник увидит причину в уведомлении и на странице конкурса. До {CONTEST_REASON_MAX_LENGTH}{' '}
        символов.
      </p>
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          Отклонить отчёт
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            setRejecting(false);
            setError(null);
          }}
        >
          Отмена
        </Button>
      </div>
    </form>
  );
}

export function ContestReportPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const report = useLoad(useCallback(() => getContestReport(id), [id]));
  const data = report.data;
  return (
    <Page
      title={data ? `${data.member.name}: ${REPORT_TITLE[data.report.type]}` : 'Конкурсный отчёт'}
      onBack={() => navigate(reviewLinks.contest())}
      backLabel="Все конкурсные отчёты"
    >
      <LoadState
        status={report.status}
        failedText="Не удалось загрузить конкурсный отчёт."
        reason={report.reason}
        onRetry={report.reload}
      >
        {() =>
          data && (
            <>
              {data.contest && <p className={styles.hint}>Конкурс: {data.contest}</p>}
              {data.report.resubmission && (
                <p className={styles.hint}>
                  <span className={listStyles.tag}>{RESUBMISSION}</span> Участник отправил этот
                  отчёт вместо отклонённого.
                </p>
              )}
              <Compare
                earlier={data.before ? compared(data.before) : null}
                current={compared(data.report)}
                differences={
                  data.before
                    ? {
                        weight: minus(data.report.weight, data.before.weight),
                        chest_girth: minus(data.report.chest_girth, data.before.chest_girth),
                        waist_girth: minus(data.report.waist_girth, data.before.waist_girth),
                        hip_girth: minus(data.report.hip_girth, data.before.hip_girth),
                      }
                    : null
                }
              />
              {data.earlier_attempts.length > 0 && (
                <EarlierAttempts type={data.report.type} attempts={data.earlier_attempts} />
              )}
              <section className={styles.card} aria-labelledby="decision-title">
                <h2 id="decision-title" className={styles.cardTitle}>
                  Решение
                </h2>
                {data.report.status === 'not_viewed' ? (
                  <Decide data={data} onDone={report.reload} />
                ) : (
                  <>
                    <p className={styles.done} role="status">
                      {data.report.decision
                        ? decisionText(data.report.decision)
                        : data.report.status === 'approve'
                          ? 'Принят'
                          : 'Отклонён'}
                    </p>
                    {data.report.decision?.reason && (
                      <p className={styles.hint}>Причина: {data.report.decision.reason}</p>
                    )}
                  </>
                )}
              </section>
            </>
          )
        }
      </LoadState>
    </Page>
  );
}
