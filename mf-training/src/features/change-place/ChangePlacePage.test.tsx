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

const used = {
  ...course,
  place: {
    ...course.place,
    current_place: { id: 2, title: 'В зале' },
    can_change: false,
    refusal: 'Место занятий можно изменить только один раз за курс',
  },
} as CourseWeeksResult;

test('a refused save stays, says why, and then shows the reason instead of the form', async () => {
  const user = userEvent.setup();
  const refusal = 'Место занятий можно изменить только один раз за курс';
  jest.mocked(changePlace).mockResolvedValue(failed(refusal));
  open();
  await user.click(await screen.findByRole('checkbox', { name: 'В зале' }));
  // changed meanwhile on another device: the page reads the course again after the refusal
  jest.mocked(getCourseWeeks).mockResolvedValue(ok(used));
  await user.click(screen.getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(changePlace).toHaveBeenCalled());
  expect(screen.getByTestId('location')).toHaveTextContent('/change_place/3');
  expect(banners).toEqual([expect.objectContaining({ type: 'fail', text: refusal })]);
  expect(await screen.findByText('Изменить место занятий нельзя')).toBeInTheDocument();
  expect(screen.getByText(refusal)).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
});

test('once used (or on a contest course) there is no form: the reason and the way back', async () => {
  const user = userEvent.setup();
  jest.mocked(getCourseWeeks).mockResolvedValue(ok(used));
  open();
  expect(await screen.findByText('Изменить место занятий нельзя')).toBeInTheDocument();
  expect(
    screen.getByText('Место занятий можно изменить только один раз за курс'),
  ).toBeInTheDocument();
  expect(screen.getByText('Место занятий: В зале')).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Вернуться к курсу' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/course/3');
});

test('"Отмена" goes back to the course', async () => {
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: 'Отмена' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/course/3');
});
