import { Button } from '@club/shared';
import styles from './RemoteFallback.module.css';

export interface RemoteFallbackProps {
  onRetry: () => void;
  /** the browser has no network: say so instead of blaming the section */
  offline?: boolean;
  /** 'inline' is the compact form for small slots (top bar widgets) */
  variant?: 'area' | 'inline';
  /** what to tell the member instead of the connection hint (e.g. a remote being updated) */
  hint?: string;
}

export const FALLBACK_TITLE = 'Не удалось загрузить раздел';
export const FALLBACK_HINT = 'Проверь подключение или попробуй еще раз чуть позже.';
export const OFFLINE_TITLE = 'Нет подключения к интернету';
export const OFFLINE_HINT = 'Раздел откроется, когда появится сеть. Тренировки работают и без нее.';

/** Shown in the area of a remote that is missing, offline or broken; the rest of the app keeps working. */
export function RemoteFallback({
  onRetry,
  variant = 'area',
  hint: givenHint,
  offline = false,
}: RemoteFallbackProps) {
  const title = offline ? OFFLINE_TITLE : FALLBACK_TITLE;
  const hint = offline ? OFFLINE_HINT : (givenHint ?? FALLBACK_HINT);
  if (variant === 'inline') {
    return (
      <div className={styles.inline} data-testid="remote-fallback" role="alert" title={hint}>
        <span className={styles.inlineText}>{title}</span>
        <button type="button" className={styles.inlineRetry} onClick={onRetry}>
          Повторить
        </button>
      </div>
    );
  }
  return (
    <div className={styles.area} data-testid="remote-fallback" role="alert">
      <div className={styles.icon} aria-hidden="true">
        !
      </div>
      <p className={styles.title}>{title}</p>
      <p className={styles.hint}>{hint}</p>
      <Button variant="secondary" onClick={onRetry}>
        Повторить
      </Button>
    </div>
  );
}
