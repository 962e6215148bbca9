import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseWeeksResult } from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import { getCourseWeeks } from '../../api/getCourseWeeks';
import { failed, ok, renderAt } from '../../test/utils';
import CoursePage from './CoursePage';

jest.mock('../../api/getCourseWeeks', () => ({ getCourseWeeks: jest.fn() }));

const course = (patch: Partial<CourseWeeksResult> = {}): CourseWeeksResult => ({
  user_pack_id: 3,
  status: 'ACTIVATED',
  course: {
    id: 1,
    course_name: 'Стройность',
    description: '<style>p{color:red}</style><p>Курс для дома</p><script>alert(1)</script>',
  },
  place: {
    current_place: { id: 1, title: 'Дома' },
    available_places: [
      { id: 1, title: 'Дома' },
      { id: 2, title: 'В зале' },
    ],
    can_change: true,
  },
  target: 'Снижение веса',
  weeks: [
    {
      id: 1,
      name: 'Неделя 1',
      sort: 1,
      days: [
        { id: 11, sort: 1, img: null, name: 'День 1', result: { stars: 2, percents: 70 } },
        { id: 12, sort: 2, img: null, name: 'День 2', result: null },
      ],
    },
  ],
  demo_day: false,
  stars_max: 3,
  ...patch,
});

let undoMedia: () => void;
beforeEach(() => {
  jest.clearAllMocks();
  undoMedia = mockMatchMedia(false);
  jest.mocked(getCourseWeeks).mockResolvedValue(ok(course()));
});
afterEach(() => undoMedia());

const open = () => renderAt(<CoursePage />, '/course/3', '/course/:id');

test('shows the course, its target and place, and the days with "Пройти" or "Отчет"', async () => {
  open();
  expect(await screen.findByRole('heading', { name: 'Стройность', level: 1 })).toBeInTheDocument();
  expect(screen.getByText('Снижение веса')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Изменить' })).toHaveAttribute('href', '/change_place/3');
  const week = screen.getByRole('region', { name: 'Неделя 1' });
  expect(within(week).getByRole('link', { name: 'Отчет' })).toHaveAttribute(
    'href',
    '/workout/report/3/11',
  );
  expect(within(week).getByRole('link', { name: 'Пройти' })).toHaveAttribute(
    'href',
    '/workout/3/12',
  );
  expect(within(week).getByRole('img', { name: 'Звезд: 2 из 3' })).toBeInTheDocument();
});

test('the description opens under "Информация по курсу", sanitised and without its style block', async () => {
  const user = userEvent.setup();
  const { container } = open();
  await user.click(await screen.findByRole('button', { name: 'Информация по курсу' }));
  expect(screen.getByText('Курс для дома')).toBeInTheDocument();
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('style')).toBeNull();
});

test('mobile: the description is a full-screen panel with "Назад" that locks the page scroll', async () => {
  undoMedia();
  undoMedia = mockMatchMedia(true);
  const user = userEvent.setup();
  open();
  await user.click(await screen.findByRole('button', { name: 'Информация по курсу' }));
  const panel = screen.getByRole('dialog', { name: 'Информация по курсу' });
  expect(document.body.style.overflow).toBe('hidden');
  await user.click(within(panel).getByRole('button', { name: 'Назад' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
});

test('no change-place entry unless the place can change; demo-day courses open only the first day', async () => {
  jest
    .mocked(getCourseWeeks)
    .mockResolvedValue(
      ok(course({ demo_day: true, place: { ...course().place, can_change: false } })),
    );
  open();
  await screen.findByRole('heading', { name: 'Стройность', level: 1 });
  expect(screen.queryByRole('link', { name: 'Изменить' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Пройти' })).not.toBeInTheDocument();
  expect(screen.getByText('Пройти')).toHaveAttribute('aria-disabled', 'true');
});

test('a failed load sends the member home', async () => {
  jest.mocked(getCourseWeeks).mockResolvedValue(failed('Курс не найден', 404));
  open();
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
});
