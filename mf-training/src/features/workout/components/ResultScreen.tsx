import { Link } from 'react-router-dom';
import { LiveMessage } from '@club/shared';
import { withPlural, workoutDuration } from '@club/shared/format';
import { Icon } from '../../../ui/Icon';
import styles from './ResultScreen.module.css';

const PERCENT_FORMS = ['процент', 'процента', 'процентов'] as const;

/** The result message by the success percent. */
export function resultMessage(percent: number): string {
  if (percent >= 90) return 'Отличная работа! Так держать!';
  if (percent >= 60) return 'Хорошая тренировка! Ты молодец!';
  if (percent > 0) return 'Тренировка завершена. В следующий раз получится еще лучше!';
  return 'Тренировка завершена. Отмечай выполненные подходы, чтобы видеть свой прогресс.';
}

export interface ResultScreenProps {
  title: string;
  name: string;
  percent: number;
  /** seconds the workout took */
  time: number;
  exercises: number;
  /** the day's best percent after this attempt (the server's answer) */
  bestPercent?: number;
  reportTo: string;
  onClose: () => void;
  /** kept on the device, not sent yet (gym mode without a network) */
  pending?: boolean;
}

export const PENDING_NOTE =
  'Результат сохранен на устройстве и отправится сам, когда появится сеть.';

/** After the finish: message, workout, time circle, percent "Успеха", "Упражнений", the report link. */
export function ResultScreen({
  title,
  name,
  percent,
  time,
  exercises,
  bestPercent,
  reportTo,
  onClose,
  pending = false,
}: ResultScreenProps) {
  return (
    <div className={styles.result}>
      <LiveMessage
        message={`${resultMessage(percent)} Выполнено ${withPlural(percent, PERCENT_FORMS)}, упражнений: ${exercises}, время: ${workoutDuration(time / 60)}.`}
      />
      <button type="button" className={styles.close} aria-label="Закрыть" onClick={onClose}>
        <Icon name="close" />
      </button>
      <p className={styles.message}>{resultMessage(percent)}</p>
      <p className={styles.title}>{title}</p>
      <h2 className={styles.name}>{name}</h2>
      <div className={styles.circle} aria-label="Время тренировки">
        <Icon name="clock" className={styles.clock} />
        <span className={styles.time}>{workoutDuration(time / 60)}</span>
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>Успеха</dt>
          <dd>{percent}%</dd>
        </div>
        <div className={styles.stat}>
          <dt>Упражнений</dt>
          <dd>{exercises}</dd>
        </div>
      </dl>
      {bestPercent !== undefined && bestPercent > percent && (
        <p className={styles.best} role="status">
          Лучший результат этого дня сохранен: {bestPercent}%
        </p>
      )}
      {pending && (
        <p className={styles.best} role="status">
          {PENDING_NOTE}
        </p>
      )}
      <Link className={styles.report} to={reportTo}>
        Отчет по тренировке
      </Link>
    </div>
  );
}
