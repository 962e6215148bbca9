import { Button } from '@club/shared';
import { safeHtml } from '../../../lib/safeHtml';
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

export interface WorkoutInfoProps {
  model: WorkoutModel;
  lapBased: boolean;
  empty: boolean;
  onStart: () => void;
}

/** Before the start: "Сегодня тебя ждет", the name, description, laps and the exercise list. */
export function WorkoutInfo({ model, lapBased, empty, onStart }: WorkoutInfoProps) {
  const names = exerciseNames(model);
  const perLap = (model.laps[0] ?? [])
    .filter((d) => !d.warmup)
    .reduce((n, d) => n + d.gymnasticIds.length, 0);
  return (
    <div className={styles.info}>
      {model.image && <img className={styles.image} src={model.image} alt="" />}
      <div className={styles.body}>
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
            <Button className={styles.start} onClick={onStart}>
              Начать тренировку
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
