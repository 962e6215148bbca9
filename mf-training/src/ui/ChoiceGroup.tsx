import { useId, type ReactNode } from 'react';
import { cx } from '@club/shared';
import styles from './ChoiceGroup.module.css';

export interface Choice<V extends string | number> {
  value: V;
  label: string;
  description?: string;
}

export interface ChoiceGroupProps<V extends string | number> {
  legend: ReactNode;
  name: string;
  choices: Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** 'pills' in a row, 'cards' stacked with descriptions */
  layout?: 'pills' | 'cards';
}

/** A labelled radio group drawn as pills or cards (native radios, so the keyboard works). */
export function ChoiceGroup<V extends string | number>({
  legend,
  name,
  choices,
  value,
  onChange,
  layout = 'pills',
}: ChoiceGroupProps<V>) {
  const id = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={cx(styles.choices, styles[layout])}>
        {choices.map((c, i) => {
          const checked = c.value === value;
          const labelId = `${id}-${i}-label`;
          const descriptionId = `${id}-${i}-description`;
          return (
            <label key={c.value} className={cx(styles.choice, checked && styles.checked)}>
              <input
                type="radio"
                className={styles.input}
                name={`${name}-${id}`}
                checked={checked}
                aria-labelledby={labelId}
                aria-describedby={c.description ? descriptionId : undefined}
                onChange={() => onChange(c.value)}
              />
              <span className={styles.mark} aria-hidden="true" />
              <span className={styles.text}>
                <span id={labelId} className={styles.label}>
                  {c.label}
                </span>
                {c.description ? (
                  <span id={descriptionId} className={styles.description}>
                    {c.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
