import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { MainIndexResult } from '@club/shared';
import { NutritionSummary } from './NutritionSummary';

const home = (patch: Partial<MainIndexResult> = {}): MainIndexResult => ({
  courses: [],
  // 120 g / 60 g / 200 g: energy shares 26.37 / 29.67 / 43.96 %.
  nutrition_day: {
    calories: 1820,
    protein: 120,
    fat: 60,
    carbohydrate: 200,
    protein_percent: 26,
    fat_percent: 30,
    carbohydrate_percent: 44,
  },
  dieta: { target: 'Похудение' },
  ...patch,
});

function renderCard(data: MainIndexResult | null) {
  return render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <NutritionSummary data={data} />
    </MemoryRouter>,
  );
}

test('calories per day, the macros in grams and floored percents, the goal', () => {
  renderCard(home());
  const card = screen.getByRole('region', { name: 'Питание' });
  expect(within(card).getByText('1 820')).toBeInTheDocument();
  expect(within(card).getByText('ккал/день')).toBeInTheDocument();
  expect(within(card).getByRole('row', { name: /Белки/ })).toHaveTextContent('Белки120 г26%');
  // the table floors 29.67 even though the chart's arc is 30
  expect(within(card).getByRole('row', { name: /Жиры/ })).toHaveTextContent('Жиры60 г29%');
  expect(within(card).getByRole('row', { name: /Углеводы/ })).toHaveTextContent('Углеводы200 г43%');
  expect(within(card).getByText('Твоя цель')).toBeInTheDocument();
  expect(within(card).getByText('Похудение')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Подробнее' })).toHaveAttribute(
    'href',
    '/nutrition/',
  );
});

test("the donut draws the chart percents (total 100) from twelve o'clock, offsets from 25", () => {
  renderCard(home());
  const arcs = screen
    .getByTestId('nutrition-summary-chart')
    .querySelectorAll('circle[stroke-dasharray]');
  expect([...arcs].map((c) => c.getAttribute('stroke-dasharray'))).toEqual([
    '26 74',
    '30 70',
    '44 56',
  ]);
  expect([...arcs].map((c) => c.getAttribute('stroke-dashoffset'))).toEqual(['25', '99', '69']);
});

test('nothing while home loads; a compact goal card without a nutrition day', () => {
  const { container, unmount } = renderCard(null);
  expect(container).toBeEmptyDOMElement();
  unmount();

  renderCard(home({ nutrition_day: null }));
  const card = screen.getByRole('region', { name: 'Питание' });
  expect(within(card).getByText('Похудение')).toBeInTheDocument();
  expect(within(card).queryByText('ккал/день')).not.toBeInTheDocument();
});

test('hidden without a plan at all', () => {
  const { container } = renderCard(home({ nutrition_day: null, dieta: null }));
  expect(container).toBeEmptyDOMElement();
});

test('the card brings its stylesheet once, however many times it renders', () => {
  renderCard(home());
  renderCard(home({ nutrition_day: null }));
  const sheets = document.head.querySelectorAll('style[data-mf-nutrition="summary"]');
  expect(sheets).toHaveLength(1);
  expect(sheets[0].textContent).toContain('.mfn-summary-card{');
});
