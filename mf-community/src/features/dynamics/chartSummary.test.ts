import { chartSummary } from './ChartPanel';

it('says the chart values in words for screen readers: date, value, unit', () => {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
  expect(
    chartSummary(
      [
        [day('2024-01-15'), 64.56],
        [day('2024-02-15'), 63],
      ],
      'кг',
    ),
  ).toBe('15.01.2024: 64.6 кг; 15.02.2024: 63.0 кг');
});
