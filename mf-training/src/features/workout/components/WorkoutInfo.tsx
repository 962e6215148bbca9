import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button, type DayResultSummary } from '@club/shared';
import { safeHtml } from '../../../lib/safeHtml';
import { Icon } from '../../../ui/Icon';
import { Stars } from '../../course/Stars';
import type { WorkoutModel } from '../model/types';
import styles from './WorkoutInfo.module.css';

export const EMPTY_WORKOUT = 'В этой тренировке нет упражнений. Пожалуйста, выбери другую';

/** The name shown for the workout: a LAP workout is "Круговая тренировка". */
export const workoutName = (model: Pick<WorkoutModel, 'type' | 'name'>): string =>
  model.type === 'LAP' ? 'Круговая тренировка' : model.name;

/** Exercise names of the info list: every drill of the first lap (supersets joined with " + "). */
function exerciseNames(model: WorkoutModel): { key: string; name: string; warmup: boolean }[] {
  return (model.laps[0] ?? []).map((d) => ({
    key: d.key,
    name: d.gymnasticIds
      .map((id) => model.gymnastics[id]?.name ?? '')
      .filter(Boolean)
      .join(' + '),
    warmup: d.warmup,
  }));
}

export const DONE_TITLE = 'Тренировка пройдена';
export const FROZEN_TITLE = 'Курс заморожен';
export const UNFREEZE = 'Разморозить курс';
/** Stars of a day (spec §9: 3). */
const STARS_MAX = 3;

export interface WorkoutInfoProps {
  model: WorkoutModel;
  lapBased: boolean;
  empty: boolean;
  /** the day's best result: the page says the day is done and offers a repeat instead */
  result: DayResultSummary | null;
  /** the course is frozen: no start, the way to unfreeze early instead */
  frozen: boolean;
  reportTo: string;
  onStart: () => void;
  onUnfreeze: () => void;
  unfreezing?: boolean;
}

/** The region that says the day is done: its best result and the way to its report. */
function DoneDay({ result, reportTo }: { result: DayResultSummary; reportTo: string }) {
  const titleId = useId();
  return (
    <section className={styles.done} aria-labelledby={titleId}>
      <Icon name="check" className={styles.doneIcon} />
      <div className={styles.doneBody}>
        <h3 id={titleId} className={styles.doneTitle}>
          {DONE_TITLE}
        </h3>
        <p className={styles.doneResult}>
          Лучший результат: <strong>{result.percents}%</strong>
          <Stars value={result.stars} max={Math.max(STARS_MAX, result.stars)} />
        </p>
        <Link className={styles.doneReport} to={reportTo}>
          Отчет по тренировке
        </Link>
      </div>
    </section>
  );
}

/** The region that says the course is frozen, before any work is done, with the early unfreeze. */
function FrozenCourse({ onUnfreeze, busy }: { onUnfreeze: () => void; busy: boolean }) {
  const titleId = useId();
  return (
    <section className={styles.frozen} aria-labelledby={titleId}>
      <Icon name="frost" className={styles.frozenIcon} />
      <div className={styles.doneBody}>
        <h3 id={titleId} className={styles.doneTitle}>
          {FROZEN_TITLE}
        </h3>
        <p className={styles.frozenText}>
          Во время заморозки тренировки не засчитываются: результат можно будет сохранить только
          после разморозки. Разморозь курс досрочно, чтобы пройти тренировку сейчас.
        </p>
        <Button variant="secondary" loading={busy} onClick={onUnfreeze}>
          {UNFREEZE}
        </Button>
      </div>
    </section>
  );
}

/**
 * Before the start: "Сегодня тебя ждет", the name, description, laps and the exercise list. A day
 * already done says so (best result, report) and offers "Повторить тренировку"; a frozen course
 * says so and offers the early unfreeze instead of a start.
 */
export function WorkoutInfo({
  model,
  lapBased,
  empty,
  result,
  frozen,
  reportTo,
  onStart,
  onUnfreeze,
  unfreezing = false,
}: WorkoutInfoProps) {
  const names = exerciseNames(model);
  const perLap = (model.laps[0] ?? [])
    .filter((d) => !d.warmup)
    .reduce((n, d) => n + d.gymnasticIds.length, 0);
  return (
    <div className={styles.info}>
      {model.image && <img className={styles.image} src={model.image} alt="" />}
      <div className={styles.body}>
        {result && <DoneDay result={result} reportTo={reportTo} />}
        {frozen && <FrozenCourse onUnfreeze={onUnfreeze} busy={unfreezing} />}
        <p className={styles.kicker}>Сегодня тебя ждет</p>
        <h2 className={styles.name}>{workoutName(model)}</h2>
        {model.description && (
          <div
            className={styles.description}
            dangerouslySetInnerHTML={{ __html: safeHtml(model.description) }}
          />
        )}
        {lapBased && !empty && (
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>Количество кругов</dt>
              <dd>{model.laps.length}</dd>
            </div>
            <div className={styles.fact}>
              <dt>Упражнений в круге</dt>
              <dd>{perLap}</dd>
            </div>
          </dl>
        )}
        {empty ? (
          <p className={styles.empty} role="alert">
            {EMPTY_WORKOUT}
          </p>
        ) : (
          <>
            <ol className={styles.list}>
              {names.map((n) => (
                <li key={n.key} className={styles.item}>
                  <span>{n.name}</span>
                  {n.warmup && <span className={styles.warmup}>Разминка</span>}
                </li>
              ))}
            </ol>
            {!frozen && (
              <Button
                className={styles.start}
                variant={result ? 'secondary' : 'primary'}
                onClick={onStart}
              >
                {result ? 'Повторить тренировку' : 'Начать тренировку'}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
