// The macro diagram block of the nutrition page (spec part 2 §2.3): the donut with the day's
// calories ('ккал/день') and the table of protein, fat and carbohydrate in grams and percents.
// With the food-tracking service connected it shows what was eaten today against the plan,
// flagging in red whatever went over.
import { lazy, Suspense, type ReactNode } from 'react';
import { Loader, cx, type Dieta } from '@club/shared';
import { dayPercents, formatAmount, macroRows, MACRO_KEYS, type MacroRow } from '../../lib/macros';
import styles from './MacroPanel.module.css';

const MacroChart = lazy(() => import('./MacroChart'));

export interface MacroPanelProps {
  dieta: Dieta;
  isMobile: boolean;
}

function Chart({ rows, size, children }: { rows: MacroRow[]; size: number; children: ReactNode }) {
  return (
    <div className={styles.chart} style={{ width: size, height: size }} data-testid="macro-chart">
      {/* the table beside the donut is its text alternative: the drawing is hidden from readers */}
      <div aria-hidden="true">
        <Suspense fallback={<Loader size="small" />}>
          <MacroChart rows={rows} size={size} />
        </Suspense>
      </div>
      <div className={styles.center}>{children}</div>
    </div>
  );
}

export function MacroPanel({ dieta, isMobile }: MacroPanelProps) {
  const size = isMobile ? 150 : 180;
  const tracking = dieta.fatsecret_nutrition_day;

  if (tracking) {
    const rows = macroRows(tracking, dayPercents(tracking), tracking.table_percents);
    return (
      <section className={styles.panel} aria-label="КБЖУ">
        <p className={styles.caption}>Съедено сегодня по данным дневника питания</p>
        <div className={cx(styles.body, styles.stacked)}>
          <Chart rows={rows} size={size}>
            <span className={cx(styles.calories, tracking.over.calories && styles.over)}>
              {formatAmount(tracking.calories)}
            </span>
            <span className={styles.unit}>из {formatAmount(tracking.plan.calories)}</span>
            <span className={styles.unit}>ккал/день</span>
          </Chart>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.srOnly}>
                  Нутриент
                </th>
                <th scope="col">Съедено</th>
                <th scope="col">План</th>
                <th scope="col">%</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const over = tracking.over[r.key];
                return (
                  <tr key={r.key} className={cx(over && styles.overRow)}>
                    <th scope="row">
                      <span
                        className={styles.dot}
                        style={{ background: r.color }}
                        aria-hidden="true"
                      />
                      {r.label}
                    </th>
                    <td className={cx(over && styles.over)} data-over={over || undefined}>
                      {r.grams} г
                      {over && (
                        <span className={styles.flag} title="Больше плана">
                          <span aria-hidden="true">!</span>
                          <span className={styles.srOnly}>больше плана</span>
                        </span>
                      )}
                    </td>
                    <td className={styles.muted}>{Math.round(tracking.plan[r.key])} г</td>
                    <td className={styles.muted}>{r.tablePercent}%</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {tracking.over.calories && (
          <p className={styles.overNote} role="note">
            Калорийность за сегодня превышает план
          </p>
        )}
      </section>
    );
  }

  const day = dieta.nutrition_day;
  const source = day ?? dieta.info;
  const rows = day ? macroRows(day, dayPercents(day), day.table_percents) : macroRows(dieta.info);
  return (
    <section className={styles.panel} aria-label="КБЖУ">
      <div className={styles.body}>
        <Chart rows={rows} size={size}>
          <span className={styles.calories} data-testid="macro-calories">
            {formatAmount(source.calories)}
          </span>
          <span className={styles.unit}>ккал/день</span>
        </Chart>
        <table className={styles.table}>
          <tbody>
            {MACRO_KEYS.map((key, i) => {
              const r = rows[i];
              return (
                <tr key={key}>
                  <th scope="row">
                    <span
                      className={styles.dot}
                      style={{ background: r.color }}
                      aria-hidden="true"
                    />
                    {r.label}
                  </th>
                  <td>{r.grams} г</td>
                  <td className={styles.muted}>{r.tablePercent}%</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
