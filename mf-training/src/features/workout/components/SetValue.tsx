import { useState, type KeyboardEvent } from 'react';
import { cx } from '@club/shared';
import { formatWeight } from '@club/shared/format';
import {
  acceptSetValue,
  SET_LIMITS,
  setInputMaxLength,
  setPickerValues,
  typedSetValue,
} from '@club/shared/validation';
import { PickerModal } from '../../../ui/PickerModal';
import type { PlannedSet, ValueKind } from '../model/types';
import styles from './SetsTable.module.css';

/** Which value the "Кол-во" column of a set shows: seconds for a timed set, else repetitions. */
export const amountKind = (set: PlannedSet): ValueKind =>
  set.duration !== null && set.count === null ? 'duration' : 'count';

/** A set value as the table shows it: weight with one decimal, "max", seconds with "сек". */
export function formatSetValue(kind: ValueKind, value: number | null, set: PlannedSet): string {
  if (value === null) return kind === 'count' && set.max ? 'max' : '—';
  if (kind === 'weight') return formatWeight(value);
  if (kind === 'duration') return `${value} сек`;
  return String(value);
}

const PICKER_TITLE: Record<ValueKind, string> = {
  weight: 'Вес, кг',
  count: 'Количество повторений',
  duration: 'Время, сек',
};

const pickerCache = new Map<string, number[]>();
function pickerValues(kind: ValueKind, max: boolean): number[] {
  const key = `${kind}-${max}`;
  let values = pickerCache.get(key);
  if (!values) {
    values = setPickerValues(kind, max);
    pickerCache.set(key, values);
  }
  return values;
}

export interface SetValueProps {
  kind: ValueKind;
  set: PlannedSet;
  /** the value shown: entered, done or planned */
  value: number | null;
  editable: boolean;
  mobile: boolean;
  onEnter: (value: number) => void;
  label: string;
}

/**
 * A set's value: desktop edits in place (Enter or blur closes; a value under the kind's minimum
 * or over the picker's limit is ignored), mobile in the picker modal ("Применить" / "Отмена").
 * While typing, the field keeps the spec's format: digits only for count and duration, the weight
 * format (3 integer digits, 2 decimals) and nothing over the kind's limit.
 */
export function SetValue({ kind, set, value, editable, mobile, onEnter, label }: SetValueProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const shown = formatSetValue(kind, value, set);
  if (!editable) return <span className={styles.value}>{shown}</span>;

  const close = () => {
    const accepted = acceptSetValue(kind, text, { max: set.max });
    if (accepted !== null) onEnter(accepted);
    setEditing(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      close();
    } else if (e.key === 'Escape') {
      setEditing(false);
    }
  };

  if (editing && !mobile) {
    return (
      <input
        className={styles.input}
        aria-label={label}
        autoFocus
        inputMode={kind === 'weight' ? 'decimal' : 'numeric'}
        maxLength={setInputMaxLength(kind, set.max)}
        value={text}
        onChange={(e) => setText((prev) => typedSetValue(kind, e.target.value, prev, set.max))}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
    );
  }
  return (
    <>
      <button
        type="button"
        className={cx(styles.value, styles.editable)}
        aria-label={`${label}: ${shown}`}
        onClick={() => {
          setText(value === null ? '' : String(value));
          setEditing(true);
        }}
      >
        {shown}
      </button>
      {mobile && (
        <PickerModal
          open={editing}
          title={PICKER_TITLE[kind]}
          values={pickerValues(kind, set.max)}
          value={value ?? (kind === 'weight' ? 0 : 1)}
          format={(v) => formatSetValue(kind, v, set)}
          onApply={(v) => {
            // the wheel only offers values within the kind's limits; the minimum still applies
            if (v >= SET_LIMITS[kind].min) onEnter(v);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
    </>
  );
}
