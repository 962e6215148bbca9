// The progress queue: dynamics reports not yet reviewed in the staff member's discipline, of the
// members they see (GET /api/staff/progress/reports: the visibility rule on the server), the
// longest waiting first, 30 at a time; a report another discipline has reviewed says so.
import { Link } from 'react-router-dom';
import { LoadState, Page, type ProgressQueueItem, type ProgressQueueResult } from '@club/shared';
import { formatLocalDateTime } from '@club/shared/format';
import { DISCIPLINE_LABELS } from '@club/shared/staff';
import { usePaged } from '../../lib/usePaged';
import { ShowMore } from '../../lib/ShowMore';
import styles from '../../lib/lists.module.css';
import { getProgressQueue, type QueueCursor } from './api';
import { FIGURES, figure } from './figures';
import { reviewLinks } from './links';

const toPage = (r: ProgressQueueResult) => ({ items: r.reports, next: r.next });

export function FigurePairs({
  report,
}: {
  report: Record<(typeof FIGURES)[number]['key'], number | null>;
}) {
  return (
    <dl className={styles.pairs}>
      {FIGURES.map((f) => (
        <div key={f.key} className={styles.pair}>
          <dt>{f.label}</dt>
          <dd>{figure(report[f.key], f.unit)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ProgressQueuePage() {
  const list = usePaged<ProgressQueueItem, QueueCursor, ProgressQueueResult>(
    getProgressQueue,
    toPage,
    'progress',
  );
  return (
    <Page title="Прогресс">
      <p className={styles.muted}>
        Новые отчёты твоих участников, сначала те, что ждут дольше. Открой отчёт, сравни с
        предыдущим и отметь его проверенным.
      </p>
      <LoadState
        status={list.status}
        failedText="Не удалось загрузить отчёты."
        reason={list.reason}
        onRetry={list.reload}
        empty={list.items.length === 0}
        emptyText="Новых отчётов нет: все отчёты твоих участников проверены."
      >
        <ul className={styles.list} aria-label="Отчёты на проверку">
          {list.items.map((r) => (
            <li key={r.id} className={styles.item}>
              <div className={styles.itemHead}>
                <Link className={styles.itemTitle} to={reviewLinks.progressReport(r.id)}>
                  {r.member.name}: отчёт за {r.name}
                </Link>
                <span className={styles.muted}>
                  отправлен {formatLocalDateTime(r.sent_at)}; фото: {r.photos}
                </span>
                {r.reviewed.map((d) => (
                  <span key={d} className={styles.tagMuted}>
                    {DISCIPLINE_LABELS[d]}: проверено
                  </span>
                ))}
              </div>
              <FigurePairs report={r} />
            </li>
          ))}
        </ul>
        <ShowMore list={list} />
      </LoadState>
    </Page>
  );
}
