import { screen } from '@testing-library/react';
import type { CourseCard, CoursesMainResult } from '@club/shared';
import { getCoursesMain } from '../../api/getCoursesMain';
import { ok, renderAt } from '../../test/utils';
import ContestInfoPage from './ContestInfoPage';

jest.mock('../../api/getCoursesMain', () => ({ getCoursesMain: jest.fn() }));

const card = (id: number, patch: Partial<CourseCard>): CourseCard => ({
  user_pack_id: id,
  pack: { id, name: 'Пакет' },
  course: { course_name: `Курс ${id}` },
  coursesChoice: null,
  status: 'PURCHASED',
  block: { block_name: 'Дома' },
  rest_activated_course_time: null,
  rest_frost_time: null,
  rest_time_for_activate: 86400,
  frost: { can_frost: true, message: null },
  image: null,
  contest: false,
  shop_link: 'https://shop.example/pack',
  ...patch,
});
const list = (courses: CourseCard[]): CoursesMainResult => ({
  categories: [{ id: 1, name: 'Все', blocks: [{ id: 10, block_name: 'Блок', courses }] }],
});

test('offers to activate only the courses that can join the contest', async () => {
  jest
    .mocked(getCoursesMain)
    .mockResolvedValue(
      ok(
        list([
          card(1, { course: { course_name: 'Функциональный тренинг' } }),
          card(2, { course: { course_name: 'Преображение' }, contest: true }),
          card(3, { course: { course_name: 'Марафон' }, contest: true, status: 'ACTIVATED' }),
        ]),
      ),
    );
  renderAt(<ContestInfoPage />, '/contest_info');
  expect(await screen.findByRole('link', { name: 'Активировать «Преображение»' })).toHaveAttribute(
    'href',
    '/course/activate/2',
  );
  expect(screen.getAllByRole('link', { name: /^Активировать/ })).toHaveLength(1);
  expect(screen.queryByText(/Функциональный тренинг/)).not.toBeInTheDocument();
});

test('without such a course it says what is needed', async () => {
  jest
    .mocked(getCoursesMain)
    .mockResolvedValue(ok(list([card(1, { course: { course_name: 'Функциональный тренинг' } })])));
  renderAt(<ContestInfoPage />, '/contest_info');
  expect(
    await screen.findByText(/Для участия нужен конкурсный курс, который еще не активирован/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Активировать/ })).not.toBeInTheDocument();
});
