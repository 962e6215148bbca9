// Home's nutrition summary card (spec part 1 "Главная", part 2 §2.3, §9). Kept tiny for home's JS
// budget: a pure SVG donut, no chart library.
import { Link } from 'react-router-dom';
import type { MainIndexResult } from '@club/shared';
import { dayPercents, formatAmount, macroRows } from '../lib/macros';
import { Donut } from './Donut';
import { cls, ensureSummaryStyles } from './summaryStyles';

export interface NutritionSummaryProps {
  /** the /api/v2/main/index result; null while home is loading */
  data: MainIndexResult | null;
}

const NUTRITION_PATH = '/nutrition/';

export function NutritionSummary({ data }: NutritionSummaryProps) {
  ensureSummaryStyles();
  if (!data) return null;
  const day = data.nutrition_day;
  const target = data.dieta?.target ?? null;
  if (!day && !target) return null;

  const goal = target ? (
    <div className={cls('goal')}>
      <span className={cls('goalLabel')}>Твоя цель</span>
      <span className={cls('goalText')}>{target}</span>
    </div>
  ) : null;

  if (!day) {
    // No plan for today yet: a compact card with the goal only.
    return (
      <section className={`${cls('card')} ${cls('compact')}`} aria-label="Питание">
        <h2 className={cls('title')}>Питание</h2>
        {goal}
      </section>
    );
  }

  const rows = macroRows(day, dayPercents(day));
  return (
    <section className={cls('card')} aria-label="Питание">
      <div className={cls('head')}>
        <h2 className={cls('title')}>Питание</h2>
        <Link to={NUTRITION_PATH} className={cls('more')}>
          Подробнее
        </Link>
      </div>
      <div className={cls('body')}>
        <div className={cls('chart')} data-testid="nutrition-summary-chart">
          <Donut parts={rows.map((r) => ({ percent: r.chartPercent, color: r.color }))} />
          <div className={cls('center')}>
            <span className={cls('calories')}>{formatAmount(day.calories)}</span>
            <span className={cls('unit')}>ккал/день</span>
          </div>
        </div>
        <table className={cls('table')}>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">
                  <span className={cls('dot')} style={{ background: r.color }} aria-hidden="true" />
                  {r.label}
                </th>
                <td>{r.grams} г</td>
                <td className={cls('percent')}>{r.tablePercent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        {goal}
      </div>
    </section>
  );
}
