// The moderation queue: contest reports waiting for a decision, across the club, the longest
// waiting first, 30 at a time (GET /api/staff/contest/reports). A report sent in place of a
// rejected one is marked «Повторная отправка». Live: a report sent or decided
// anywhere (the stream's `contest_queue_changed`) loads the list again.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  LoadState,
  Page,
  liveEvents$,
  type ContestQueueItem,
  type ContestQueueResult,
} from '@club/shared';
// the remote's own contract data, bundled into it (no newer shell needed)
import { CONTEST_QUEUE_EVENT } from '@club/shared/contract/paths-staff-queues';
import { formatLocalDateTime } from '@club/shared/format';
import { usePaged } from '../../lib/usePaged';
import styles from '../../lib/lists.module.css';
import { getContestQueue, type QueueCursor } from '../progress/api';
import { reviewLinks } from '../progress/links';
import { ShowMore } from '../../lib/ShowMore';
import { FigurePairs } from '../progress/ProgressQueuePage';

export const REPORT_TITLE = { before: 'Отчёт "До"', after: 'Отчёт "После"' } as const;
/** A report sent in place of a rejected one. */
export const RESUBMISSION = 'Повторная отправка';

const toPage = (r: ContestQueueResult) => ({ items: r.reports, next: r.next });

export function ContestQueuePage() {
  const [refresh, setRefresh] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sub = liveEvents$.subscribe((e) => {
      if (e.type !== CONTEST_QUEUE_EVENT) return;
      // a burst of changes loads the list once
      clearTimeout(timer);
      timer = setTimeout(() => setRefresh((n) => n + 1), 300);
    });
    return () => {
      clearTimeout(timer);
      sub.unsubscribe();
    };
  }, []);
  const list = usePaged<ContestQueueItem, QueueCursor, ContestQueueResult>(
    getContestQueue,
    toPage,
    `contest|${refresh}`,
  );
  return (
    <Page title="Конкурс">
      <p className={styles.muted}>
        Конкурсные отчёты, которые ждут решения, сначала те, что ждут дольше. Решение окончательное:
        участник сразу получит уведомление.
      </p>
      <LoadState
        status={list.status}
        failedText="Не удалось загрузить конкурсные отчёты."
        reason={list.reason}
        onRetry={list.reload}
        empty={list.items.length === 0}
        emptyText="Новых конкурсных отчётов нет."
      >
        <ul className={styles.list} aria-label="Конкурсные отчёты на проверку">
          {list.items.map((r) => (
            <li key={r.id} className={styles.item}>
              <div className={styles.itemHead}>
                <Link className={styles.itemTitle} to={reviewLinks.contestReport(r.id)}>
                  {r.member.name}: {REPORT_TITLE[r.type]}
                </Link>
                {r.resubmission && <span className={styles.tag}>{RESUBMISSION}</span>}
                <span className={styles.muted}>
                  {r.contest ? `${r.contest}; ` : ''}отправлен {formatLocalDateTime(r.sent_at)}
                </span>
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
