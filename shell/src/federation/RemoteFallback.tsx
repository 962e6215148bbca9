import { Button } from '@club/shared';
import styles from './RemoteFallback.module.css';

export interface RemoteFallbackProps {
  onRetry: () => void;
  /** 'inline' is the compact form for small slots (top bar widgets) */
  variant?: 'area' | 'inline';
  /** what to tell the member instead of the connection hint (e.g. a remote being updated) */
  hint?: string;
}

export const FALLBACK_TITLE = 'Не удалось загрузить раздел';
export const FALLBACK_HINT = 'Проверь подключение или попробуй еще раз чуть позже.';

/** Shown in the area of a remote that is missing, offline or broken; the rest of the app keeps working. */
export function RemoteFallback({
  onRetry,
  variant = 'area',
  hint = FALLBACK_HINT,
}: RemoteFallbackProps) {
  if (variant === 'inline') {
    return (
      <div className={styles.inline} data-testid="remote-fallback" role="alert" title={hint}>
        <span className={styles.inlineText}>{FALLBACK_TITLE}</span>
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
      <p className={styles.title}>{FALLBACK_TITLE}</p>
      <p className={styles.hint}>{hint}</p>
      <Button variant="secondary" onClick={onRetry}>
        Повторить
      </Button>
    </div>
  );
}
