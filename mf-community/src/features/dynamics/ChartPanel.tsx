// The chart block of the dynamics page: one tab per dataset (desktop or mobile tabs) and the chart
// of the chosen one, drawn by Highcharts once its chunk has arrived.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Loader, type DynamicsReport } from '@club/shared';
import { Tabs } from '@club/shared/kit';
import { CHART_MONTHS, chartData, DATASETS, type DatasetId } from './chartData';
import styles from './DynamicsPage.module.css';

const DynamicsChart = lazy(() => import('./DynamicsChart'));

const day = (ms: number) => {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}.${two(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
};

/** The chart's values in words, for screen readers (the drawing itself says nothing to them). */
export function chartSummary(points: [number, number][], unit: string): string {
  return points.map(([t, v]) => `${day(t)}: ${v.toFixed(1)} ${unit}`).join('; ');
}

export function ChartPanel({
  reports,
  isMobile,
}: {
  reports: DynamicsReport[];
  isMobile: boolean;
}) {
  const [current, setCurrent] = useState<DatasetId>('weight');
  const data = useMemo(() => chartData(reports), [reports]);
  const dataset = DATASETS.find((d) => d.id === current) ?? DATASETS[0];
  const points = data[dataset.id];
  return (
    <section className={styles.card} aria-labelledby="dynamics-chart-title">
      <h2 id="dynamics-chart-title" className={styles.cardTitle}>
        Последние {CHART_MONTHS} месяцев
      </h2>
      <Tabs
        items={DATASETS.map((d) => ({ id: d.id, label: `${d.label}, ${d.unit}` }))}
        activeId={current}
        onChange={setCurrent}
        variant={isMobile ? 'mobile' : 'desktop'}
        label="Показатель графика"
        className={styles.chartTabs}
      />
      <div
        className={styles.chart}
        role="img"
        aria-label={`График: ${dataset.label}, ${dataset.unit}, последние ${CHART_MONTHS} месяцев`}
        aria-describedby={points.length > 0 ? 'dynamics-chart-summary' : undefined}
        data-testid="dynamics-chart"
      >
        {points.length > 0 && (
          <p id="dynamics-chart-summary" className={styles.srOnly}>
            {chartSummary(points, dataset.unit)}
          </p>
        )}
        {points.length === 0 ? (
          <p className={styles.noData}>Нет данных за последние {CHART_MONTHS} месяцев</p>
        ) : (
          <Suspense fallback={<Loader size="small" />}>
            <DynamicsChart points={points} dataset={dataset} isMobile={isMobile} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
