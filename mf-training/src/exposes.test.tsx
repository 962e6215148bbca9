import userEvent from '@testing-library/user-event';
// The two exposed modules, as the shell sees them: the pages by route name and the widgets.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setSession, type HomeCourse } from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import { getMainIndex } from './api/getMainIndex';
import RemoteRoutes from './routes';
import widgets from './widgets';

const pending = () => new Promise(() => undefined);
jest.mock('./api/getCoursesMain', () => ({ getCoursesMain: jest.fn(pending) }));
jest.mock('./api/getCourseWeeks', () => ({ getCourseWeeks: jest.fn(pending) }));
jest.mock('./api/getWorkoutReport', () => ({ getWorkoutReport: jest.fn(pending) }));
jest.mock('./api/getActivationInfo', () => ({ getActivationInfo: jest.fn(pending) }));
jest.mock('./api/getMainIndex', () => ({ getMainIndex: jest.fn() }));

const future = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
let undoMedia: () => void;
beforeEach(() => {
  undoMedia = mockMatchMedia(false);
});
afterEach(() => undoMedia());

test('./routes maps the spec route names to lazily loaded pages', async () => {
  expect(Object.keys(RemoteRoutes).sort()).toEqual(
    [
      'courses',
      'course',
      'course_activate',
      'course_activate_confirm',
      'course_activate_sequential_warning',
      'course_froze',
      'course_unfroze',
      'contest_info',
      'change_place',
      'workout',
      'workout_report',
    ].sort(),
  );
  const { courses: Courses, workout_report: Report, course_activate: Activate } = RemoteRoutes;
  render(
    <MemoryRouter initialEntries={['/x/3/7']} future={future}>
      <Routes>
        <Route
          path="/x/:user_pack_id/:id"
          element={
            <>
              <Courses />
              <Report />
              <Activate />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'Курсы', level: 1 })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { name: 'Отчет по тренировке', level: 1 }),
  ).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { name: 'Активация курса', level: 1 }),
  ).toBeInTheDocument();
});

const homeCourse: HomeCourse = {
  user_pack_id: 4,
  pack: { id: 1, name: 'Пакет' },
  course: { course_name: 'Стройность' },
  coursesChoice: { name: 'Похудение' },
  status: 'ACTIVATED',
  block: { block_name: 'Дома' },
  rest_activated_course_time: 5 * 86400,
  rest_frost_time: null,
  rest_time_for_activate: null,
  frost: { can_frost: true, message: null },
  image: null,
  contest: true,
  shop_link: 'https://shop.example/stroinost',
};

test('./widgets: HomeCourses shows the member cards from the home data', async () => {
  render(
    <MemoryRouter future={future}>
      <widgets.HomeCourses data={{ courses: [homeCourse], nutrition_day: null, dieta: null }} />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'Мои курсы' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Стройность : Похудение' })).toHaveAttribute(
    'href',
    '/course/4',
  );
  // a running contest course's icon leads to the contest
  expect(screen.getByRole('link', { name: 'Перейти к конкурсу' })).toHaveAttribute(
    'href',
    '/competition/',
  );
  expect(screen.getByText('5 дней')).toBeInTheDocument();
});

test('./widgets: TopBarCourseInfo shows the days left of the active course, or nothing', () => {
  setSession({ restTime: null, token: null });
  const { container, rerender } = render(
    <MemoryRouter future={future}>
      <widgets.TopBarCourseInfo />
    </MemoryRouter>,
  );
  expect(container).toBeEmptyDOMElement();
  act(() => setSession({ restTime: 21 * 86400 }));
  rerender(
    <MemoryRouter future={future}>
      <widgets.TopBarCourseInfo />
    </MemoryRouter>,
  );
  expect(screen.getByText('21 день')).toBeInTheDocument();
  expect(screen.getByRole('tooltip')).toHaveTextContent(
    'До окончания активного курса осталось 21 день',
  );
});

test('./widgets: TopBarCourseInfo in the mobile top bar: a compact chip, its tooltip on a tap', async () => {
  const user = userEvent.setup();
  act(() => setSession({ restTime: 21 * 86400, token: 'member-token' }));
  render(
    <MemoryRouter future={future}>
      <p>Снаружи</p>
      <widgets.TopBarCourseInfo compact />
    </MemoryRouter>,
  );
  const chip = screen.getByRole('button', { name: 'Осталось: 21 день' });
  expect(chip).toHaveAccessibleDescription('До окончания активного курса осталось 21 день');
  expect(chip).toHaveAttribute('aria-expanded', 'false');
  await user.click(chip);
  expect(chip).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByText('Снаружи'));
  expect(chip).toHaveAttribute('aria-expanded', 'false');
});

test('./widgets: TopBarCourseInfo asks for the courses when the session has no time left', async () => {
  jest.mocked(getMainIndex).mockResolvedValue({
    result: {
      courses: [
        { ...homeCourse, rest_activated_course_time: 20 * 86400 },
        { ...homeCourse, user_pack_id: 5, rest_activated_course_time: 2 * 86400 + 3600 },
        { ...homeCourse, user_pack_id: 6, status: 'PURCHASED', rest_activated_course_time: null },
      ],
      nutrition_day: null,
      dieta: null,
    },
    error: null,
    status: 200,
    headers: {},
  });
  act(() => setSession({ restTime: null, token: 'member-token' }));
  render(
    <MemoryRouter future={future}>
      <widgets.TopBarCourseInfo />
    </MemoryRouter>,
  );
  expect(await screen.findByText('2 дня')).toBeInTheDocument();
  expect(getMainIndex).toHaveBeenCalledTimes(1);
});
