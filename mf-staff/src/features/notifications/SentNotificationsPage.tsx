// What the club's staff sent (GET /api/staff/notifications): when, by whom, to whom, how many
// members received it, the text and the link; newest first, 20 at a time.
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { LoadState, Page, type NotificationHistoryResult } from '@club/shared';
import { formatLocalDateTime, withPlural } from '@club/shared/format';
import { getSentNotifications } from '../../api/articles';
import { staffLinks } from '../../app/paths';
import { usePaged } from '../../lib/usePaged';
import { ShowMore } from '../../lib/ShowMore';
import styles from '../../lib/lists.module.css';
import { audienceText } from './audience';
import own from './Notifications.module.css';

const MEMBER_FORMS: [string, string, string] = ['участник', 'участника', 'участников'];

export function SentNotificationsPage() {
  const fetchPage = useCallback(
    (cursor: number | null) => getSentNotifications({ before_id: cursor ?? undefined }),
    [],
  );
  const list = usePaged(
    fetchPage,
    (r: NotificationHistoryResult) => ({ items: r.sent, next: r.next_before_id }),
    'sent',
  );
  return (
    <Page title="Уведомления">
      <p className={styles.actions}>
        <Link className={styles.link} to={staffLinks.notificationNew()}>
          Новое уведомление
        </Link>
      </p>
      <h2 className={styles.cardTitle}>Отправленные</h2>
      <LoadState
        status={list.status}
        failedText="Не удалось загрузить отправленные уведомления."
        reason={list.reason}
        onRetry={list.reload}
        empty={list.items.length === 0}
        emptyText="Уведомлений ещё не отправляли."
      >
        <ul className={styles.list} aria-label="Отправленные уведомления">
          {list.items.map((s) => (
            <li key={s.id} className={styles.item}>
              <div className={styles.itemHead}>
                <strong>{audienceText(s)}</strong>
                <span className={styles.tag}>
                  Получили: {withPlural(s.recipients, MEMBER_FORMS)}
                </span>
              </div>
              <p className={own.text}>{s.text}</p>
              <dl className={styles.pairs}>
                <div className={styles.pair}>
                  <dt>Отправлено</dt>
                  <dd>
                    {formatLocalDateTime(s.sent_at)}
                    {s.sender ? `, ${s.sender.name}` : ''}
                  </dd>
                </div>
                {s.link && (
                  <div className={styles.pair}>
                    <dt>Ссылка</dt>
                    <dd>{s.link}</dd>
                  </div>
                )}
              </dl>
            </li>
          ))}
        </ul>
        <ShowMore list={list} />
      </LoadState>
    </Page>
  );
}
