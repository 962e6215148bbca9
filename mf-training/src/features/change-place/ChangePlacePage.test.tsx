import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { banners$, type Banner, type CourseWeeksResult } from '@club/shared';
import { changePlace } from '../../api/changePlace';
import { getCourseWeeks } from '../../api/getCourseWeeks';
import { failed, ok, renderAt } from '../../test/utils';
import ChangePlacePage from './ChangePlacePage';

jest.mock('../../api/getCourseWeeks', () => ({ getCourseWeeks: jest.fn() }));
jest.mock('../../api/changePlace', () => ({ changePlace: jest.fn() }));

const course = {
  user_pack_id: 3,
  status: 'ACTIVATED',
  course: { id: 1, course_name: 'Стройность', description: '' },
  place: {
    current_place: { id: 1, title: 'Дома' },
    available_places: [
      { id: 1, title: 'Дома' },
      { id: 2, title: 'В зале' },
    ],
    can_change: true,
  },
  target: '',
  weeks: [],
  demo_day: false,
  stars_max: 3,
} as CourseWeeksResult;

let banners: Banner[];
let sub: { unsubscribe: () => void };
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getCourseWeeks).mockResolvedValue(ok(course));
  banners = [];
  sub = banners$.subscribe((b) => banners.push(b));
});
afterEach(() => sub.unsubscribe());

const open = () => renderAt(<ChangePlacePage />, '/change_place/3', '/change_place/:id');

test('saves the new place and returns to the course with the success banner', async () => {
  const user = userEvent.setup();
  jest.mocked(changePlace).mockResolvedValue(ok({ message: 'Место занятий успешно изменено.' }));
  open();
  expect(screen.getByRole('heading', { name: 'Изменить место занятий' })).toBeInTheDocument();
  expect(await screen.findByRole('checkbox', { name: 'Дома' })).toBeChecked();
  expect(screen.getByText('Внимание!')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'В зале' }));
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/course/3'));
  expect(changePlace).toHaveBeenCalledWith('3', 2);
  expect(banners).toEqual([
    expect.objectContaining({ type: 'ok', text: 'Место занятий успешно изменено.' }),
  ]);
});

test('stays when the answer carries an error', async () => {
  const user = userEvent.setup();
  jest
    .mocked(changePlace)
    .mockResolvedValue(failed('Место занятий можно изменить только один раз за курс'));
  open();
  await user.click(await screen.findByRole('checkbox', { name: 'В зале' }));
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(changePlace).toHaveBeenCalled());
  expect(screen.getByTestId('location')).toHaveTextContent('/change_place/3');
});

test('"Отмена" goes back to the course', async () => {
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: 'Отмена' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/course/3');
});
