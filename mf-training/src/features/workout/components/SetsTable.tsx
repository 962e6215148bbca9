import type { ReactNode } from 'react';
import { cx } from '@club/shared';
import { Icon } from '../../../ui/Icon';
import type {
  DoneSets,
  Drill,
  EnteredValues,
  Gymnastic,
  PlannedSet,
  ValueKind,
} from '../model/types';
import { amountKind, SetValue } from './SetValue';
import styles from './SetsTable.module.css';

export interface SetsTableProps {
  drill: Drill;
  gymnastics: Record<number, Gymnastic>;
  done: DoneSets;
  entered: EnteredValues;
  enabled: Set<number>;
  currentId: number | null;
  mobile: boolean;
  onToggle: (set: PlannedSet) => void;
  onEnter: (setId: number, kind: ValueKind, value: number) => void;
}

function shownValue(set: PlannedSet, kind: ValueKind, done: DoneSets, entered: EnteredValues) {
  const typed = entered[set.id]?.[kind];
  if (typed !== undefined) return typed;
  // a value the set does not plan stays "—" (its record carries 0)
  if (set[kind] === null && !(kind === 'count' && set.max)) return null;
  const record = done[set.id];
  if (record) return record[kind];
  if (kind === 'count' && set.max) return null;
  return set[kind];
}

function Tick({
  set,
  label,
  checked,
  enabled,
  onToggle,
}: {
  set: PlannedSet;
  label: string;
  checked: boolean;
  enabled: boolean;
  onToggle: (set: PlannedSet) => void;
}) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      aria-label={label}
      disabled={!enabled}
      className={cx(styles.tick, checked && styles.ticked)}
      onClick={() => onToggle(set)}
    >
      {checked && <Icon name="check" />}
    </button>
  );
}

/**
 * The sets of a drill. A plain drill: "Подход", "Вес", "Кол-во"; a superset: its laps ("Круг N")
 * with "Упражнение" and "Кол-во". The next set to do is highlighted; sets that may not be ticked
 * now are disabled.
 */
export function SetsTable(props: SetsTableProps) {
  const { drill, gymnastics, done, entered, enabled, currentId, mobile, onToggle, onEnter } = props;
  const row = (set: PlannedSet, label: string, cells: ReactNode) => {
    const isDone = done[set.id] !== undefined;
    const isEnabled = enabled.has(set.id);
    return (
      <tr
        key={set.id}
        className={cx(
          styles.row,
          set.id === currentId && styles.current,
          isDone && styles.done,
          !isEnabled && styles.locked,
        )}
        data-current={set.id === currentId || undefined}
      >
        {cells}
        <td className={styles.tickCell}>
          <Tick set={set} label={label} checked={isDone} enabled={isEnabled} onToggle={onToggle} />
        </td>
      </tr>
    );
  };
  const value = (set: PlannedSet, kind: ValueKind, label: string) => (
    <SetValue
      kind={kind}
      set={set}
      value={shownValue(set, kind, done, entered)}
      editable={
        enabled.has(set.id) &&
        done[set.id] === undefined &&
        (kind !== 'weight' || set.weight !== null)
      }
      mobile={mobile}
      label={label}
      onEnter={(v) => onEnter(set.id, kind, v)}
    />
  );

  if (!drill.superset) {
    return (
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Подход</th>
            <th scope="col">Вес</th>
            <th scope="col">Кол-во</th>
            <th scope="col" className={styles.tickCell}>
              <span className={styles.hidden}>Выполнено</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {drill.sets.map((set, i) =>
            row(
              set,
              `Подход ${i + 1}`,
              <>
                <td className={styles.number}>{i + 1}</td>
                <td>{value(set, 'weight', `Вес, подход ${i + 1}`)}</td>
                <td>{value(set, amountKind(set), `Кол-во, подход ${i + 1}`)}</td>
              </>,
            ),
          )}
        </tbody>
      </table>
    );
  }

  const laps = [...new Set(drill.sets.map((s) => s.supersetLap))].sort((a, b) => a - b);
  return (
    <div className={styles.laps}>
      {laps.map((lap) => (
        <table key={lap} className={styles.table}>
          <caption className={styles.lapTitle}>Круг {lap}</caption>
          <thead>
            <tr>
              <th scope="col">Упражнение</th>
              <th scope="col">Кол-во</th>
              <th scope="col" className={styles.tickCell}>
                <span className={styles.hidden}>Выполнено</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {drill.sets
              .filter((s) => s.supersetLap === lap)
              .map((set) => {
                const name = gymnastics[set.gymnasticId]?.name ?? '';
                return row(
                  set,
                  `Круг ${lap}: ${name}`,
                  <>
                    <td className={styles.exercise}>{name}</td>
                    <td>{value(set, amountKind(set), `Кол-во, круг ${lap}: ${name}`)}</td>
                  </>,
                );
              })}
          </tbody>
        </table>
      ))}
    </div>
  );
}
