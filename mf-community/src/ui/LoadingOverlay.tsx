import { Loader } from '@club/shared';
import styles from './LoadingOverlay.module.css';

/** Covers a form while its report is being sent, with the upload's progress. */
export function LoadingOverlay({ progress }: { progress: number | null }) {
  return (
    <div className={styles.overlay}>
      <Loader label="Отправка отчета" />
      {progress !== null && progress > 0 && progress < 100 ? (
        <span className={styles.progress} aria-live="polite">
          Загрузка фото: {progress}%
        </span>
      ) : null}
    </div>
  );
}
