import { render, screen, within } from '@testing-library/react';
import { day, week } from '../../test/fixtures';
import { WeekPlan } from './WeekPlan';

test('a day card shows every dish in full and its calories as the header does ("1 370")', () => {
  const plan = week(1);
  plan.days[0] = day(1, 1, {
    calories: 1370.4,
    type_times_food: [
      {
        title: 'Завтрак',
        time: '08:00',
        food: [
          {
            id: 1,
            name: 'Овсяная каша на молоке с ягодами и медом',
            photo: null,
            calory: 320,
            protein: 10,
            fat: 8,
            carbohydrate: 50,
            description: '',
            cooking_time: null,
          },
        ],
      },
    ],
  });
  render(
    <WeekPlan
      weeks={[plan]}
      week={plan}
      showTabs={false}
      isMobile={false}
      onWeek={() => undefined}
      onOpenDay={() => undefined}
    />,
  );
  // the button is named by what it shows; the card around it holds the day's text
  expect(screen.getByRole('button', { name: 'День 1' })).toHaveTextContent(/^День 1$/);
  const card = screen.getByTestId('day-card-1');
  expect(within(card).getByText('Овсяная каша на молоке с ягодами и медом')).toBeInTheDocument();
  expect(card.textContent).toContain('1\u00a0370 ккал');
});
