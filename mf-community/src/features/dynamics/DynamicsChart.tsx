// The dynamics chart: Highcharts, in a chunk of its own loaded only with this page (about 100 KB
// gzip that home never loads). One line per dataset, values with one decimal, a date label on
// report days, thinned where reports are days apart; below 992 px the plot scrolls sideways and
// opens at its end (the newest point in view).
import Highcharts from 'highcharts';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import { MOBILE_SCROLL_START, thinTicks, type ChartPoint, type Dataset } from './chartData';

export interface DynamicsChartProps {
  points: ChartPoint[];
  dataset: Dataset;
  isMobile: boolean;
}

/** A token of the club palette (Highcharts draws SVG attributes, not CSS, so it needs the value). */
function token(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** One decimal with a point, like the list and the form (the browser's locale would say 64,6). */
const oneDecimal = (value: number | null | undefined) =>
  typeof value === 'number' ? value.toFixed(1) : '';
function oneDecimalValue(this: Highcharts.AxisLabelsFormatterContextObject) {
  return oneDecimal(Number(this.value));
}

export default function DynamicsChart({ points, dataset, isMobile }: DynamicsChartProps) {
  const options = useMemo<Highcharts.Options>(() => {
    const accent = token('--club-accent', '#2bb673');
    const muted = token('--club-muted', '#7a8294');
    const border = token('--club-border', '#e3e6ec');
    return {
      chart: {
        type: 'areaspline',
        height: isMobile ? 240 : 300,
        backgroundColor: 'transparent',
        style: { fontFamily: 'inherit' },
        spacing: [12, 8, 8, 4],
        scrollablePlotArea: isMobile
          ? { minWidth: Math.max(560, points.length * 90), scrollPositionX: MOBILE_SCROLL_START }
          : undefined,
      },
      title: { text: undefined },
      credits: { enabled: false },
      accessibility: { enabled: false },
      legend: { enabled: false },
      time: { timezone: 'UTC' },
      xAxis: {
        type: 'datetime',
        // a tick on report days, no two labels closer than MIN_LABEL_GAP_PX (the newest kept)
        tickPositioner(this: Highcharts.Axis, min: number, max: number) {
          return thinTicks(
            points.map((p) => p[0]),
            this.min ?? min,
            this.max ?? max,
            this.len,
          );
        },
        // room at both ends: the first and the newest point and their values are drawn whole
        minPadding: 0.04,
        maxPadding: 0.04,
        labels: { format: '{value:%d.%m}', style: { color: muted } },
        lineColor: border,
        tickColor: border,
      },
      yAxis: {
        title: { text: dataset.unit, style: { color: muted } },
        labels: { formatter: oneDecimalValue, style: { color: muted } },
        gridLineColor: border,
      },
      tooltip: {
        xDateFormat: '%d.%m.%Y',
        pointFormatter() {
          return `<b>${oneDecimal(this.y)} ${dataset.unit}</b>`;
        },
      },
      plotOptions: {
        areaspline: {
          color: accent,
          fillOpacity: 0.12,
          lineWidth: 3,
          marker: {
            enabled: true,
            radius: 4,
            fillColor: '#ffffff',
            lineColor: accent,
            lineWidth: 2,
          },
          // the axis follows the values (a weight line at 0..80 kg would look flat)
          threshold: null,
          dataLabels: {
            enabled: true,
            formatter() {
              return oneDecimal(this.y);
            },
            style: { fontWeight: '600' },
          },
        },
      },
      series: [{ type: 'areaspline', name: dataset.label, data: points }],
    };
  }, [points, dataset, isMobile]);
  // the drawing is hidden from screen readers: the panel around it is role="img" with the values
  // in words (chartSummary)
  return (
    <HighchartsReact
      highcharts={Highcharts}
      options={options}
      containerProps={{ 'aria-hidden': 'true' }}
    />
  );
}
