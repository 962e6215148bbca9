import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { day } from '../../test/fixtures';
import { DayView } from './DayView';

const meal = (name: RegExp) => screen.getByRole('button', { name });

test('desktop: day name, week, the meal list and the first meal in detail', async () => {
  const onClose = jest.fn();
  render(<DayView day={day(2, 4)} weekNumber={2} isMobile={false} onClose={onClose} />);
  const view = screen.getByRole('dialog', { name: 'День 4' });
  expect(within(view).getByText('Неделя 2')).toBeInTheDocument();
  const list = within(view).getAllByRole('listitem');
  expect(list.map((li) => li.textContent)).toEqual([
    'Завтрак08:00Завтрак 2.4',
    'Второй завтрак11:00Второй завтрак 2.4',
    'Обед14:00Обед 2.4',
    'Полдник17:00Полдник 2.4',
    'Ужин19:30Ужин 2.4',
  ]);
  expect(meal(/^Завтрак/)).toHaveAttribute('aria-current', 'true');

  const details = screen.getByTestId('meal-details');
  expect(within(details).getByRole('heading', { name: 'Завтрак 2.4' })).toBeInTheDocument();
  expect(details).toHaveTextContent('Время приготовления:25 мин');
  expect(within(details).getByRole('heading', { name: 'КБЖУ' })).toBeInTheDocument();
  expect(details).toHaveTextContent('Калории300 ккал');
  expect(details).toHaveTextContent('Белки20 г');
  expect(details).toHaveTextContent('Жиры10 г');
  expect(details).toHaveTextContent('Углеводы35 г');
  expect(within(details).getByText('Шаг 2 блюда Завтрак')).toBeInTheDocument();

  await userEvent.click(within(view).getByRole('button', { name: 'Закрыть' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('choosing a meal shows it; no КБЖУ or cooking time when the dish has none', async () => {
  render(<DayView day={day(1, 1)} weekNumber={1} isMobile={false} onClose={jest.fn()} />);
  await userEvent.click(meal(/^Второй завтрак/));
  expect(meal(/^Второй завтрак/)).toHaveAttribute('aria-current', 'true');
  const details = screen.getByTestId('meal-details');
  expect(within(details).getByRole('heading', { name: 'Второй завтрак 1.1' })).toBeInTheDocument();
  expect(within(details).queryByText('КБЖУ')).not.toBeInTheDocument();
  expect(details).not.toHaveTextContent('Время приготовления');
});

test('opens on the meal it is asked for (a search result)', () => {
  render(
    <DayView
      day={day(1, 3)}
      weekNumber={1}
      mealTitle="Ужин"
      isMobile={false}
      onClose={jest.fn()}
    />,
  );
  expect(meal(/^Ужин/)).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('heading', { name: 'Ужин 1.3' })).toBeInTheDocument();
});

test('mobile: a full-screen view whose back button closes it', async () => {
  const onClose = jest.fn();
  render(<DayView day={day(1, 6)} weekNumber={1} isMobile onClose={onClose} />);
  const view = screen.getByRole('dialog', { name: 'День 6' });
  expect(within(view).getByText('Неделя 1')).toBeInTheDocument();
  expect(document.body.style.overflow).toBe('hidden');
  await userEvent.click(within(view).getByRole('button', { name: 'Назад' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});
