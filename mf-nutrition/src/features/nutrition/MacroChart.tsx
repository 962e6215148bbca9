// The macro diagram of the nutrition page: a Highcharts donut. Loaded lazily (its own chunk with
// Highcharts, about 100 KB gzip), only when the diagram renders.
import Highcharts from 'highcharts';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import type { MacroRow } from '../../lib/macros';

export interface MacroChartProps {
  rows: MacroRow[];
  /** px */
  size: number;
}

export default function MacroChart({ rows, size }: MacroChartProps) {
  const options = useMemo<Highcharts.Options>(
    () => ({
      chart: {
        type: 'pie',
        width: size,
        height: size,
        margin: [0, 0, 0, 0],
        spacing: [0, 0, 0, 0],
        backgroundColor: 'transparent',
        style: { fontFamily: 'inherit' },
      },
      title: { text: undefined },
      credits: { enabled: false },
      accessibility: { enabled: false },
      legend: { enabled: false },
      tooltip: {
        outside: true,
        headerFormat: '',
        pointFormat: '<b>{point.name}</b>: {point.y}% ({point.custom.grams} г)',
      },
      plotOptions: {
        pie: {
          innerSize: '72%',
          borderWidth: 2,
          borderColor: '#ffffff',
          borderRadius: 0,
          // The first macro starts at twelve o'clock, like the home card's donut.
          startAngle: 0,
          dataLabels: { enabled: false },
          states: { hover: { halo: { size: 4 } }, inactive: { opacity: 1 } },
        },
      },
      series: [
        {
          type: 'pie',
          name: 'КБЖУ',
          data: rows.map((r) => ({
            name: r.label,
            y: r.chartPercent,
            color: r.color,
            custom: { grams: r.grams },
          })),
        },
      ],
    }),
    [rows, size],
  );
  return <HighchartsReact highcharts={Highcharts} options={options} />;
}
