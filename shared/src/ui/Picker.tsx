import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { PICKER_ITEM_HEIGHT, PICKER_VISIBLE_EACH_SIDE } from './constants';
import { cx } from './cx';
import styles from './Picker.module.css';

export type PickerValue = number | string;

export interface PickerProps<V extends PickerValue = PickerValue> {
  values: V[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** row height in px (40 by the spec) */
  itemHeight?: number;
  /** rows shown above and below the selected one (3 by the spec) */
  visibleEachSide?: number;
  format?: (value: V) => string;
  label?: ReactNode;
  /** the wheel's name when it shows no label (e.g. the title of the modal it sits in) */
  ariaLabel?: string;
  className?: string;
}

const SNAP_DELAY_MS = 120;

function indexOfValue<V extends PickerValue>(values: V[], value: V | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const exact = values.indexOf(value);
  if (exact >= 0) return exact;
  const loose = values.findIndex((v) => String(v) === String(value));
  return loose >= 0 ? loose : 0;
}

/**
 * A scroll-wheel picker: the selected value sits in the centre band with `visibleEachSide`
 * values above and below. Scrolling snaps to a row and selects it when the scroll ends; arrow
 * keys move the selection; clicking a value selects it. Only the visible rows are rendered.
 */
export function Picker<V extends PickerValue>({
  values,
  value,
  onChange,
  itemHeight = PICKER_ITEM_HEIGHT,
  visibleEachSide = PICKER_VISIBLE_EACH_SIDE,
  format = String,
  label,
  ariaLabel,
  className,
}: PickerProps<V>) {
  const baseId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const snapTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(false);
  // Where the wheel is gliding to after a key or a click chose a row: the scroll events of that
  // glide are not the member's, and on a slow phone a pause mid-way must not select a row on the
  // way (the snap would take back what the key chose). A touch, a wheel or a press ends it.
  const glidingTo = useRef<number | null>(null);
  const selectedIndex = indexOfValue(values, value);
  // Fractional row index at the centre of the wheel (follows the scroll position).
  const [centre, setCentre] = useState(selectedIndex);

  const latest = useRef({ values, value, onChange, selectedIndex });
  useEffect(() => {
    latest.current = { values, value, onChange, selectedIndex };
  });

  // Bring the selected row to the centre whenever the selection changes.
  useLayoutEffect(() => {
    const el = scroller.current;
    setCentre(selectedIndex);
    if (!el) return;
    const top = selectedIndex * itemHeight;
    if (Math.abs(el.scrollTop - top) < 1) return;
    if (mounted.current && typeof el.scrollTo === 'function') {
      glidingTo.current = top;
      el.scrollTo({ top, behavior: 'smooth' });
    } else {
      el.scrollTop = top;
    }
  }, [selectedIndex, itemHeight]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (snapTimer.current !== null) clearTimeout(snapTimer.current);
    };
  }, []);

  const clampIndex = useCallback(
    (i: number) => Math.min(Math.max(i, 0), Math.max(values.length - 1, 0)),
    [values.length],
  );

  const select = (i: number) => {
    const { values: vs, value: current, onChange: change } = latest.current;
    const next = vs[clampIndex(i)];
    if (next !== undefined && next !== current) change(next);
  };

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    setCentre(el.scrollTop / itemHeight);
    if (glidingTo.current !== null) {
      if (Math.abs(el.scrollTop - glidingTo.current) < 1) glidingTo.current = null;
      return;
    }
    if (snapTimer.current !== null) clearTimeout(snapTimer.current);
    snapTimer.current = setTimeout(() => {
      snapTimer.current = null;
      const i = clampIndex(Math.round(el.scrollTop / itemHeight));
      const top = i * itemHeight;
      if (Math.abs(el.scrollTop - top) >= 1) {
        if (typeof el.scrollTo === 'function') el.scrollTo({ top, behavior: 'smooth' });
        else el.scrollTop = top;
      }
      select(i);
    }, SNAP_DELAY_MS);
  };

  const memberScrolls = () => {
    glidingTo.current = null;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = latest.current.selectedIndex;
    let next: number | null = null;
    if (e.key === 'ArrowDown') next = at + 1;
    else if (e.key === 'ArrowUp') next = at - 1;
    else if (e.key === 'PageDown') next = at + visibleEachSide;
    else if (e.key === 'PageUp') next = at - visibleEachSide;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = values.length - 1;
    if (next === null) return;
    e.preventDefault();
    select(next);
  };

  const height = itemHeight * (2 * visibleEachSide + 1);
  const first = Math.max(0, Math.floor(centre) - visibleEachSide);
  const last = Math.min(values.length - 1, Math.ceil(centre) + visibleEachSide);
  const rows: number[] = [];
  for (let i = first; i <= last; i += 1) rows.push(i);
  const optionId = (i: number) => `${baseId}-o${i}`;
  const labelId = `${baseId}-label`;

  return (
    <div className={cx(styles.picker, className)}>
      {label ? (
        <div id={labelId} className={styles.label}>
          {label}
        </div>
      ) : null}
      <div className={styles.wheel} style={{ height }}>
        <div
          className={styles.band}
          style={{ top: visibleEachSide * itemHeight, height: itemHeight }}
          aria-hidden="true"
        />
        <div
          ref={scroller}
          role="listbox"
          tabIndex={0}
          aria-labelledby={label ? labelId : undefined}
          aria-label={label ? undefined : ariaLabel}
          aria-activedescendant={
            rows.includes(selectedIndex) && values.length > 0 ? optionId(selectedIndex) : undefined
          }
          className={styles.scroller}
          style={{ height }}
          onScroll={onScroll}
          onKeyDown={onKeyDown}
          onWheel={memberScrolls}
          onTouchStart={memberScrolls}
          onPointerDown={memberScrolls}
        >
          <div
            className={styles.track}
            style={{ height: (values.length + 2 * visibleEachSide) * itemHeight }}
          >
            {rows.map((i) => {
              const selected = i === selectedIndex;
              const distance = Math.abs(i - centre);
              return (
                <div
                  key={i}
                  id={optionId(i)}
                  role="option"
                  aria-selected={selected}
                  aria-posinset={i + 1}
                  aria-setsize={values.length}
                  className={cx(styles.option, selected && styles.selected)}
                  style={{
                    top: (i + visibleEachSide) * itemHeight,
                    height: itemHeight,
                    opacity: Math.max(0.3, 1 - distance / (visibleEachSide + 1)),
                  }}
                  onClick={() => select(i)}
                >
                  {format(values[i])}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
