// The notifications as a list (the page and the dropdown show the same): sanitised HTML, the age,
// a delete cross; an item with a link opens its path.
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NOTIFICATION_MESSAGES as M, cx, type NotificationItem } from '@club/shared';
import { notificationPath } from '@club/shared/format';
import { followAppLinks } from '../../lib/appLinks';
import { Icon } from '../../lib/Icon';
import { safeHtml } from '../../lib/safeHtml';
import { notificationAge } from './relativeTime';
import styles from './Notifications.module.css';

/** Ages move on: re-read once a minute. */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Item({
  item,
  now,
  onDelete,
  onOpen,
}: {
  item: NotificationItem;
  now: number;
  onDelete: (id: number) => void;
  onOpen?: () => void;
}) {
  const navigate = useNavigate();
  const html = useMemo(() => safeHtml(item.content), [item.content]);
  const path = notificationPath(item);
  const go = (to: string) => {
    onOpen?.();
    navigate(to);
  };
  const onContentClick = followAppLinks(go);
  return (
    <li className={cx(styles.item, item.is_new && styles.itemNew)}>
      <div className={styles.itemBody}>
        <div
          className={cx(styles.content, path && styles.contentLink)}
          dangerouslySetInnerHTML={{ __html: html }}
          onClick={(e) => {
            onContentClick(e);
            if (!e.defaultPrevented && path && !(e.target as HTMLElement).closest('a')) go(path);
          }}
        />
        <p className={styles.itemMeta}>
          <time dateTime={new Date(item.time * 1000).toISOString()}>
            {notificationAge(item.time, now)}
          </time>
          {path ? (
            <Link to={path} className={styles.open} onClick={() => onOpen?.()}>
              Перейти
            </Link>
          ) : null}
        </p>
      </div>
      <button
        type="button"
        className={styles.delete}
        aria-label={M.deleteLabel}
        title={M.deleteLabel}
        onClick={() => onDelete(item.id)}
      >
        <Icon name="close" size={16} />
      </button>
    </li>
  );
}

export interface NotificationListProps {
  items: NotificationItem[];
  onDelete: (id: number) => void;
  onClearAll: () => void;
  /** the dropdown closes when an item is followed */
  onOpen?: () => void;
  /** the page's h2 or the dropdown's title */
  headingLevel?: 2 | 3;
}

export function NotificationList({
  items,
  onDelete,
  onClearAll,
  onOpen,
  headingLevel = 2,
}: NotificationListProps) {
  const now = useMinute();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.block}>
      <div className={styles.head}>
        <Heading className={styles.header}>{M.header}</Heading>
        {items.length > 0 && (
          <button type="button" className={styles.clear} onClick={onClearAll}>
            {M.clearAll}
          </button>
        )}
      </div>
      {items.length === 0 ? (
        <p className={styles.empty}>{M.empty}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <Item key={item.id} item={item} now={now} onDelete={onDelete} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </div>
  );
}
