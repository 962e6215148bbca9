// One report beside an earlier one of the same member (GET /api/staff/progress/reports/:id, the
// photos by signed URL; the server records the read), the figures' changes, and «Отметить как
// проверенное» with an optional comment that the member gets in their chat from the reviewer. A
// review is per discipline: the caller's own (review_discipline), and the other discipline's shown
// beside it with its reviewer's comment.
import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Button,
  LoadState,
  Page,
  showBanner,
  type ProgressReport,
  type ProgressReportResult,
  type ProgressReview,
} from '@club/shared';
import { formatLocalDateTime } from '@club/shared/format';
import { Select, TextArea } from '@club/shared/kit';
import { DISCIPLINE_LABELS, REVIEW_COMMENT_MAX_LENGTH } from '@club/shared/staff';
import { useLoad } from '../../lib/useLoad';
import { getProgressReport, markReviewed } from './api';
import { Compare, type ComparedReport } from './Compare';
import { reviewLinks } from './links';
import styles from './review.module.css';

const compared = (r: ProgressReport, short: string): ComparedReport => ({
  title: `${short}: ${r.name}`,
  short,
  photos: r.photos,
  weight: r.weight,
  chest_girth: r.chest_girth,
  waist_girth: r.waist_girth,
  hip_girth: r.hip_girth,
});

export function reviewedText(review: ProgressReview): string {
  return `Отмечено как проверенное: ${review.by?.name ?? 'сотрудник'}, ${formatLocalDateTime(review.at)}`;
}

/** The other disciplines' reviews, each with who, when and their comment. */
function OtherReviews({ reviews }: { reviews: ProgressReview[] }) {
  if (!reviews.length) return null;
  return (
    <ul className={styles.reviews} aria-label="Отметки других специалистов">
      {reviews.map((r) => (
        <li key={r.discipline}>
          <p className={styles.hint}>
            {DISCIPLINE_LABELS[r.discipline]}: {r.by?.name ?? 'сотрудник'},{' '}
            {formatLocalDateTime(r.at)}
          </p>
          {r.comment && <p className={styles.hint}>Комментарий: {r.comment}</p>}
        </li>
      ))}
    </ul>
  );
}

function ReviewForm({
  data,
  onReviewed,
  onStale,
}: {
  data: ProgressReportResult;
  onReviewed: (review: ProgressReview) => void;
  /** someone reviewed it meanwhile: load it again to show who */
  onStale: () => void;
}) {
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const channel = data.comment_channel;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (comment.trim().length > REVIEW_COMMENT_MAX_LENGTH) {
      setError(`Комментарий не может быть длиннее ${REVIEW_COMMENT_MAX_LENGTH} символов`);
      return;
    }
    setError(null);
    setBusy(true);
    const answer = await markReviewed(data.report.id, channel ? comment.trim() : '');
    setBusy(false);
    if (answer.status === 409) onStale();
    if (answer.error || !answer.result) return;
    showBanner('ok', answer.result.message);
    onReviewed(answer.result.review);
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} aria-label="Проверка отчёта">
      {channel ? (
        <>
          <TextArea
            name="comment"
            label="Комментарий участнику (необязательно)"
            value={comment}
            rows={4}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            error={error}
            onChange={(e) => setComment(e.target.value)}
          />
          <p className={styles.hint}>
            Комментарий придёт участнику в чат «{DISCIPLINE_LABELS[channel]}» от твоего имени.
          </p>
        </>
      ) : (
        <p className={styles.hint}>
          Ты не ведёшь этого участника как тренер или диетолог, поэтому комментарий оставить нельзя.
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          Отметить как проверенное
        </Button>
      </div>
    </form>
  );
}

export function ProgressReviewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [compare, setCompare] = useState<number | null>(null);
  const [reviewed, setReviewed] = useState<{ id: string; review: ProgressReview } | null>(null);
  const report = useLoad(useCallback(() => getProgressReport(id, compare), [id, compare]));
  const data = report.data;
  const review = (reviewed?.id === id ? reviewed.review : null) ?? data?.report.review ?? null;
  const mine = data?.review_discipline ?? null;
  const others = (data?.report.reviews ?? []).filter((r) => r.discipline !== mine);
  return (
    <Page
      title={data ? `${data.member.name}: отчёт за ${data.report.name}` : 'Отчёт о прогрессе'}
      onBack={() => navigate(reviewLinks.progress())}
      backLabel="Все отчёты"
    >
      <LoadState
        status={report.status}
        failedText="Не удалось загрузить отчёт."
        reason={report.reason}
        onRetry={report.reload}
      >
        {() =>
          data && (
            <>
              {data.earlier.length > 0 && (
                <div className={styles.toolbar}>
                  <Select
                    name="compare"
                    label="Сравнить с отчётом"
                    options={data.earlier.map((e) => ({ value: e.id, label: `за ${e.name}` }))}
                    value={data.compare?.id ?? ''}
                    onChange={(e) => setCompare(Number(e.target.value))}
                  />
                </div>
              )}
              {!data.compare && (
                <p className={styles.hint}>Это первый отчёт участника: сравнить не с чем.</p>
              )}
              <Compare
                earlier={data.compare ? compared(data.compare, 'Ранее') : null}
                current={compared(data.report, 'Сейчас')}
                differences={data.differences}
              />
              <section className={styles.card} aria-labelledby="review-title">
                <h2 id="review-title" className={styles.cardTitle}>
                  Проверка
                </h2>
                <OtherReviews reviews={others} />
                {!mine ? (
                  <p className={styles.hint}>
                    Отметить отчёт может тренер или диетолог участника: ты не ведёшь его ни в одной
                    из этих ролей.
                  </p>
                ) : review ? (
                  <>
                    <p className={styles.done} role="status">
                      {reviewedText(review)}
                    </p>
                    {review.comment && <p className={styles.hint}>Комментарий: {review.comment}</p>}
                  </>
                ) : (
                  <ReviewForm
                    data={data}
                    onReviewed={(r) => setReviewed({ id, review: r })}
                    onStale={report.reload}
                  />
                )}
              </section>
            </>
          )
        }
      </LoadState>
    </Page>
  );
}
