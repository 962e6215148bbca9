// One way for every list to say where its data is: loading, failed (what failed, why, and a real
// "Повторить" button; the failure read out politely; loaded again by itself when the network comes
// back) or empty (the list's own text), and the content once there is some.
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import { LiveMessage } from './LiveMessage';
import { Loader } from './Loader';
import { useOnline, useReloadWhenOnline } from './useOnline';
import styles from './LoadState.module.css';

export type LoadStatus = 'loading' | 'failed' | 'ready';

/** The texts of the failed state (the hint beside the list's own "Не удалось загрузить …"). */
export const LOAD_MESSAGES = {
  retry: 'Повторить',
  /** the server could not be asked or did not answer: the connection or a moment later */
  hint: 'Проверь подключение или попробуй еще раз чуть позже.',
  /** the browser is offline: it comes back by itself */
  offline: 'Нет подключения к интернету. Загрузим, как только появится сеть.',
} as const;

export interface LoadStateProps {
  status: LoadStatus;
  /** what failed, in the list's words: "Не удалось загрузить уведомления." */
  failedText: string;
  /** why, when the server said (its Russian message); the general hint otherwise */
  reason?: string | null;
  /** loads again: "Повторить", and the network coming back */
  onRetry: () => void;
  /** loaded, with nothing to show */
  empty?: boolean;
  /** the list's empty text (the spec's where it has one), or a whole empty view */
  emptyText?: ReactNode;
  /** 'page' for a page's body, 'compact' for a dropdown or a column */
  size?: 'page' | 'compact';
  /** the loader's accessible name ("Загрузка") */
  loadingLabel?: string;
  className?: string;
  /** the loaded content (a function is called only once loaded) */
  children?: ReactNode | (() => ReactNode);
}

/**
 * A list's three states and its content. While a retry of a failed load runs, the failed view
 * stays with its button busy (the keyboard focus stays on it); the failure is read out by a
 * polite live region that is on the page before it.
 */
export function LoadState({
  status,
  failedText,
  reason,
  onRetry,
  empty = false,
  emptyText,
  size = 'page',
  loadingLabel,
  className,
  children,
}: LoadStateProps) {
  const online = useOnline();
  const [retrying, setRetrying] = useState(false);
  // a retry is over once the load settles, either way
  useEffect(() => {
    if (status !== 'loading') setRetrying(false);
  }, [status]);
  useReloadWhenOnline(status === 'failed', () => {
    setRetrying(true);
    onRetry();
  });

  const hint = online ? reason || LOAD_MESSAGES.hint : LOAD_MESSAGES.offline;
  const showFailed = status === 'failed' || (status === 'loading' && retrying);
  let body: ReactNode;
  if (showFailed)
    body = (
      <div className={cx(styles.failed, styles[size], className)} data-testid="load-failed">
        <p className={styles.title}>{failedText}</p>
        <p className={styles.hint}>{hint}</p>
        <Button
          variant="secondary"
          loading={status === 'loading'}
          onClick={() => {
            if (status === 'loading') return;
            setRetrying(true);
            onRetry();
          }}
        >
          {LOAD_MESSAGES.retry}
        </Button>
      </div>
    );
  else if (status === 'loading')
    body = (
      <div className={cx(styles.loading, styles[size], className)}>
        <Loader size={size === 'page' ? 'large' : 'small'} label={loadingLabel} />
      </div>
    );
  else if (empty)
    body =
      typeof emptyText === 'string' ? (
        <p className={cx(styles.empty, styles[size], className)}>{emptyText}</p>
      ) : (
        emptyText
      );
  else body = typeof children === 'function' ? children() : children;

  return (
    <>
      <LiveMessage message={status === 'failed' ? `${failedText} ${hint}` : ''} />
      {body}
    </>
  );
}
