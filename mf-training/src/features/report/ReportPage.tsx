import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Page,
  PageLoader,
  cx,
  type ReportDrill,
  type ReportSet,
  type WorkoutReportResult,
} from '@club/shared';
import { formatWeight, workoutDuration } from '@club/shared/format';
import { Tabs } from '@club/shared/kit';
import { onOutboxEvent, pendingResultOf } from '@club/shared/offline';
import { getWorkoutReport } from '../../api/getWorkoutReport';
import { Icon } from '../../ui/Icon';
import styles from './ReportPage.module.css';

export const REPORT_WAITING =
  'Отчет появится, когда результат тренировки отправится: он сохранен на устройстве и уйдет сам, как только появится сеть.';

/** "done / need" of one value; "max" stands for the need of a max set. */
export function doneOfNeeded(
  done: number | null,
  need: number | null,
  opts: { max?: boolean; weight?: boolean } = {},
): string {
  const show = (v: number) => (opts.weight ? formatWeight(v) : String(v));
  const needText = opts.max ? 'max' : need === null ? '—' : show(need);
  return `${done === null ? 0 : show(done)} / ${needText}`;
}

function SetRows({ set }: { set: ReportSet }) {
  const rows: [string, string][] = [];
  if (set.need_count !== null || set.is_max) {
    rows.push([
      'Количество повторений',
      doneOfNeeded(set.done_count, set.need_count, { max: set.is_max }),
    ]);
  }
  if (set.need_weight !== null) {
    rows.push([
      'Вес инвентаря (кг)',
      doneOfNeeded(set.done_weight, set.need_weight, { weight: true }),
    ]);
  }
  if (set.need_duration !== null) {
    rows.push(['Время выполнения (сек)', doneOfNeeded(set.done_duration, set.need_duration)]);
  }
  return (
    <dl className={styles.values}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.value}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SetCard({ title, set }: { title: string; set: ReportSet }) {
  return (
    <li className={cx(styles.set, set.is_completed && styles.completed)}>
      <p className={styles.setTitle}>
        <span className={styles.drillTitle}>{title}</span>
        {set.is_completed && <Icon name="check" className={styles.check} title="Выполнен" />}
      </p>
      <SetRows set={set} />
    </li>
  );
}

function SupersetLaps({ drill }: { drill: ReportDrill }) {
  const laps = [...drill.laps].sort((a, b) => a.lap - b.lap);
  const [active, setActive] = useState(laps[0]?.lap ?? 1);
  const lap = laps.find((l) => l.lap === active) ?? laps[0];
  return (
    <div className={styles.superset}>
      <Tabs
        items={laps.map((l) => ({ id: l.lap, label: `Круг ${l.lap}` }))}
        activeId={active}
        onChange={setActive}
        variant="mobile"
        label={`Круги: ${drill.name}`}
      />
      <ul className={styles.sets}>
        {lap?.sets.map((s) => (
          <SetCard key={s.set_id} title={s.name} set={s} />
        ))}
      </ul>
    </div>
  );
}

function DrillReport({ drill, number }: { drill: ReportDrill; number: number }) {
  return (
    <li className={styles.drill}>
      <h3 className={styles.drillName}>
        <span className={styles.number}>{number}</span>
        <span className={styles.drillTitle}>{drill.name}</span>
        {drill.is_completed && <Icon name="check" className={styles.check} title="Выполнено" />}
      </h3>
      {drill.type === 'SUPERSET' ? (
        <SupersetLaps drill={drill} />
      ) : (
        <ul className={styles.sets}>
          {drill.sets.map((s, i) => (
            <SetCard key={s.set_id} title={`Подход ${i + 1}`} set={s} />
          ))}
        </ul>
      )}
    </li>
  );
}

const bySort = (list: ReportDrill[]) => [...list].sort((a, b) => a.sort - b.sort);

/**
 * Workout report (route workout_report): lap-based workouts by lap ("Круг N"), others as one list;
 * drills numbered with their names, supersets with a tab per lap, each set done out of needed.
 */
export default function ReportPage() {
  const { user_pack_id: userPackId = '', id: dayId = '' } = useParams();
  const navigate = useNavigate();
  const [report, setReport] = useState<WorkoutReportResult | null>(null);
  /** the day's result still waits in the outbox (gym mode) */
  const [waiting, setWaiting] = useState(false);
  const back = () => navigate(`/course/${userPackId}`);

  useEffect(() => {
    let alive = true;
    let stop = () => undefined as void;
    const load = () =>
      void getWorkoutReport(dayId, userPackId).then(({ result }) => {
        if (!alive) return;
        if (result) setReport(result);
        else navigate(`/course/${userPackId}`, { replace: true });
      });
    // Gym mode: a result still in the outbox has no report yet; it comes once the result is sent.
    void pendingResultOf(userPackId, dayId)
      .catch(() => undefined)
      .then((entry) => {
        if (!alive) return;
        if (!entry) return load();
        setWaiting(true);
        stop = onOutboxEvent((e) => {
          if (e.type === 'changed') return;
          if (e.entry.attemptId !== entry.attemptId) return;
          stop();
          setWaiting(false);
          load();
        });
      });
    return () => {
      alive = false;
      stop();
    };
  }, [dayId, userPackId, navigate]);

  const laps = report?.lapsDrills
    ? Object.keys(report.lapsDrills)
        .map(Number)
        .sort((a, b) => a - b)
    : null;

  return (
    <Page title="Отчет по тренировке" onBack={back} backLabel="Назад">
      {waiting ? (
        <p className={styles.waiting} role="status">
          {REPORT_WAITING}
        </p>
      ) : !report ? (
        <PageLoader />
      ) : (
        <div className={styles.report}>
          <div className={styles.summary}>
            <div>
              <p className={styles.title}>{report.title}</p>
              <p className={styles.name}>
                {report.type === 'LAP' ? 'Круговая тренировка' : report.name}
              </p>
            </div>
            <dl className={styles.stats}>
              <div className={styles.stat}>
                <dt>Успеха</dt>
                <dd>{report.percent}%</dd>
              </div>
              <div className={styles.stat}>
                <dt>Время</dt>
                <dd>{workoutDuration(report.time / 60)}</dd>
              </div>
            </dl>
          </div>
          {laps ? (
            laps.map((lap) => (
              <section key={lap} className={styles.lap} aria-label={`Круг ${lap}`}>
                <h2 className={styles.lapTitle}>Круг {lap}</h2>
                <ol className={styles.drills}>
                  {bySort(report.lapsDrills?.[String(lap)] ?? []).map((d, i) => (
                    <DrillReport key={d.drill_id} drill={d} number={i + 1} />
                  ))}
                </ol>
              </section>
            ))
          ) : (
            <ol className={styles.drills}>
              {bySort(report.drills).map((d, i) => (
                <DrillReport key={d.drill_id} drill={d} number={i + 1} />
              ))}
            </ol>
          )}
        </div>
      )}
    </Page>
  );
}
