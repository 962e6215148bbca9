import { cx } from '@club/shared';
import { FIGURES, figureText } from '../lib/figures';
import styles from './ReportFigures.module.css';

export interface ReportFiguresProps {
  /** dd.mm.yyyy */
  date?: string;
  values: Partial<Record<(typeof FIGURES)[number]['field'], number | null>>;
  className?: string;
}

/** The row of a report's figures: date, weight, chest, waist, hip. */
export function ReportFigures({ date, values, className }: ReportFiguresProps) {
  return (
    <dl className={cx(styles.row, className)}>
      {date !== undefined && (
        <div className={styles.cell}>
          <dt>Дата</dt>
          <dd>{date}</dd>
        </div>
      )}
      {FIGURES.map((f) => (
        <div key={f.field} className={styles.cell}>
          <dt>
            {f.short}, {f.unit}
          </dt>
          <dd>{figureText(values[f.field])}</dd>
        </div>
      ))}
    </dl>
  );
}
