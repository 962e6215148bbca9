// The two exposed modules, as the shell sees them: the pages by route name and the widgets.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import RemoteRoutes from './routes';
import widgets from './widgets';

jest.mock('./api/getDietaInfo', () => ({
  getDietaInfo: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('highcharts', () => ({}));
jest.mock('highcharts-react-official', () => ({ __esModule: true, default: () => null }));

const future = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

test('./routes maps the spec route names to lazily loaded pages', async () => {
  expect(Object.keys(RemoteRoutes).sort()).toEqual(['change_nutrition_type', 'nutrition']);
  const { nutrition: Nutrition, change_nutrition_type: ChangeType } = RemoteRoutes;
  render(
    <MemoryRouter future={future}>
      <Nutrition />
      <ChangeType />
    </MemoryRouter>,
  );
  expect(
    await screen.findByRole('heading', { name: 'Питание', level: 1 }, { timeout: 3000 }),
  ).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { name: 'Тип питания', level: 1 }, { timeout: 3000 }),
  ).toBeInTheDocument();
});

test('./widgets has the home nutrition summary, fed with the home data', () => {
  const { NutritionSummary } = widgets;
  render(
    <MemoryRouter future={future}>
      <NutritionSummary
        data={{
          courses: [],
          nutrition_day: {
            calories: 1500,
            protein: 100,
            fat: 50,
            carbohydrate: 160,
            protein_percent: 27,
            fat_percent: 30,
            carbohydrate_percent: 43,
          },
          dieta: { target: 'Поддержание формы' },
        }}
      />
    </MemoryRouter>,
  );
  expect(screen.getByText('Твоя цель')).toBeInTheDocument();
  expect(screen.getByText('Поддержание формы')).toBeInTheDocument();
  expect(screen.getByText('1 500')).toBeInTheDocument();
});
