import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  banners$,
  setSession,
  type Banner,
  type CourseCard,
  type CoursesMainResult,
} from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import { getActivationInfo } from '../../api/getActivationInfo';
import { getCoursesMain } from '../../api/getCoursesMain';
import { getFrostInfo } from '../../api/getFrostInfo';
import { unfrost } from '../../api/unfrost';
import { captureConfirms, failed, ok, renderAt } from '../../test/utils';
import CoursesPage from './CoursesPage';

jest.mock('../../api/getCoursesMain', () => ({ getCoursesMain: jest.fn() }));
jest.mock('../../api/getActivationInfo', () => ({ getActivationInfo: jest.fn() }));
jest.mock('../../api/getFrostInfo', () => ({ getFrostInfo: jest.fn() }));
jest.mock('../../api/unfrost', () => ({ unfrost: jest.fn() }));
jest.mock('../../api/frost', () => ({ frost: jest.fn() }));

const DAY = 86400;
const card = (id: number, patch: Partial<CourseCard>): CourseCard => ({
  user_pack_id: id,
  pack: { id, name: 'Пакет' },
  course: { course_name: `Курс ${id}` },
  coursesChoice: null,
  status: 'PURCHASED',
  block: { block_name: 'Дома' },
  rest_activated_course_time: null,
  rest_frost_time: null,
  rest_time_for_activate: 10 * DAY,
  frost: { can_frost: true, message: null },
  image: null,
  contest: false,
  shop_link: 'https://shop.example/pack',
  ...patch,
});

const list = (courses: CourseCard[]): CoursesMainResult => ({
  categories: [
    { id: 1, name: 'Похудение', blocks: [{ id: 10, block_name: 'Для дома', courses }] },
    { id: 2, name: 'Набор массы', blocks: [{ id: 20, block_name: 'В зале', courses: [] }] },
  ],
});

const purchased = card(1, {});
const activated = card(2, {
  status: 'ACTIVATED',
  rest_activated_course_time: 20 * DAY,
  rest_time_for_activate: null,
  coursesChoice: { name: 'Похудение' },
});
const frosted = card(3, {
  status: 'FROSTED',
  rest_activated_course_time: 20 * DAY,
  rest_frost_time: 5 * DAY,
  rest_time_for_activate: null,
});
const elapsed = card(4, { status: 'ELAPSED', rest_time_for_activate: null });

const mockList = jest.mocked(getCoursesMain);
let undoMedia: () => void;
let banners: Banner[];
let bannerSub: { unsubscribe: () => void };

beforeEach(() => {
  jest.clearAllMocks();
  undoMedia = mockMatchMedia(false);
  mockList.mockResolvedValue(ok(list([purchased, activated, frosted, elapsed])));
  banners = [];
  bannerSub = banners$.subscribe((b) => banners.push(b));
});
afterEach(() => {
  undoMedia();
  bannerSub.unsubscribe();
  setSession({ notActiveOptions: [] });
});

const cardOf = async (name: string) => screen.findByRole('article', { name });

test('the contest icon of a contest course leads to the contest, unless the section is off', async () => {
  const marathon = card(5, {
    status: 'ACTIVATED',
    rest_activated_course_time: 20 * DAY,
    rest_time_for_activate: null,
    contest: true,
    course: { course_name: 'Марафон' },
  });
  mockList.mockResolvedValue(ok(list([marathon])));
  setSession({ notActiveOptions: ['DYNAMICS', 'CHATS'] });
  renderAt(<CoursesPage />, '/courses/');
  const trophy = within(await cardOf('Марафон')).getByRole('link', { name: 'Перейти к конкурсу' });
  expect(trophy).toHaveAttribute('href', '/competition/');
  await userEvent.click(trophy);
  expect(screen.getByTestId('location')).toHaveTextContent('/competition/');
});

test('the contest icon is no link while the contest section is switched off', async () => {
  const marathon = card(5, {
    status: 'ACTIVATED',
    rest_activated_course_time: 20 * DAY,
    rest_time_for_activate: null,
    contest: true,
    course: { course_name: 'Марафон' },
  });
  mockList.mockResolvedValue(ok(list([marathon])));
  setSession({ notActiveOptions: ['CONTEST'] });
  renderAt(<CoursesPage />, '/courses/');
  const item = await cardOf('Марафон');
  expect(within(item).queryByRole('link', { name: /конкурс/i })).toBeNull();
  expect(within(item).getByRole('img', { name: 'Конкурс' })).toBeInTheDocument();
});

test('shows the categories and every card by status', async () => {
  renderAt(<CoursesPage />, '/courses/');
  expect(screen.getByRole('heading', { name: 'Курсы', level: 1 })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Похудение' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const a = within(await cardOf('Курс 2 : Похудение'));
  expect(a.getByText('Осталось:')).toBeInTheDocument();
  expect(a.getByText('20 дней')).toBeInTheDocument();
  expect(a.getByRole('link', { name: 'Курс 2 : Похудение' })).toHaveAttribute('href', '/course/2');

  const e = within(await cardOf('Курс 4'));
  expect(e.getByText('Срок истек')).toBeInTheDocument();
  expect(e.getByRole('link', { name: 'В магазин' })).toHaveAttribute(
    'href',
    'https://shop.example/pack',
  );
  expect(await cardOf('Курс 4')).toHaveAttribute('data-status', 'ELAPSED');
  expect(within(await cardOf('Курс 3')).getByRole('button', { name: 'Разморозить' })).toBeEnabled();
});

test('"Активировать" opens the questionnaire only once the activation info arrived', async () => {
  const user = userEvent.setup();
  jest.mocked(getActivationInfo).mockResolvedValueOnce(failed('Срок активации курса истек'));
  renderAt(<CoursesPage />, '/courses/');
  const button = within(await cardOf('Курс 1')).getByRole('button', { name: 'Активировать' });
  await user.click(button);
  await waitFor(() => expect(getActivationInfo).toHaveBeenCalledWith(1));
  expect(screen.getByTestId('location')).toHaveTextContent('/courses/');

  jest.mocked(getActivationInfo).mockResolvedValueOnce(ok({} as never));
  await user.click(button);
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/course/activate/1'),
  );
});

test('the freeze button is disabled when the course cannot freeze now', async () => {
  mockList.mockResolvedValue(
    ok(list([card(2, { ...activated, frost: { can_frost: false, message: 'Сегодня нельзя' } })])),
  );
  renderAt(<CoursesPage />, '/courses/');
  const button = within(await cardOf('Курс 2 : Похудение')).getByRole('button', {
    name: 'Заморозить',
  });
  expect(button).toBeDisabled();
});

test('"Заморозить" opens the freeze modal on desktop', async () => {
  const user = userEvent.setup();
  jest.mocked(getFrostInfo).mockResolvedValue(
    ok({
      user_pack_id: 2,
      course_name: 'Курс 2',
      status: 'ACTIVATED',
      rest_time: 20 * DAY,
      rest_frost_time: null,
      frost: { can_frost: true, message: null },
    }),
  );
  renderAt(<CoursesPage />, '/courses/');
  await user.click(
    within(await cardOf('Курс 2 : Похудение')).getByRole('button', { name: 'Заморозить' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Заморозить' });
  expect(await within(dialog).findByText('Выбери кол-во дней')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/courses/');
});

test('"Заморозить" goes to the freeze page on mobile', async () => {
  undoMedia();
  undoMedia = mockMatchMedia(true);
  const user = userEvent.setup();
  renderAt(<CoursesPage />, '/courses/');
  await user.click(
    within(await cardOf('Курс 2 : Похудение')).getByRole('button', { name: 'Заморозить' }),
  );
  expect(screen.getByTestId('location')).toHaveTextContent('/course/froze/2');
});

test('"Разморозить" asks, unfreezes, shows the success banner and reloads the list', async () => {
  const user = userEvent.setup();
  const confirms = captureConfirms();
  jest.mocked(unfrost).mockResolvedValue(ok({ message: 'Курс 3 успешно разморожен' }));
  renderAt(<CoursesPage />, '/courses/');
  await user.click(within(await cardOf('Курс 3')).getByRole('button', { name: 'Разморозить' }));
  await waitFor(() => expect(confirms.requests).toHaveLength(1));
  expect(confirms.requests[0].yes).toBe('Разморозить');
  await act(async () => confirms.requests[0].resolve(true));
  await waitFor(() => expect(unfrost).toHaveBeenCalledWith(3));
  await waitFor(() => expect(mockList).toHaveBeenCalledTimes(2));
  expect(banners).toEqual([
    expect.objectContaining({ type: 'ok', text: 'Курс 3 успешно разморожен' }),
  ]);
  confirms.stop();
});

test('a "no" to the unfreeze question changes nothing', async () => {
  const user = userEvent.setup();
  const confirms = captureConfirms();
  renderAt(<CoursesPage />, '/courses/');
  await user.click(within(await cardOf('Курс 3')).getByRole('button', { name: 'Разморозить' }));
  await waitFor(() => expect(confirms.requests).toHaveLength(1));
  await act(async () => confirms.requests[0].resolve(false));
  expect(unfrost).not.toHaveBeenCalled();
  confirms.stop();
});

test('a failed first load is the failed state, not "У тебя пока нет курсов"; "Повторить" loads it', async () => {
  const user = userEvent.setup();
  mockList.mockResolvedValueOnce(
    failed('Нет связи с сервером. Проверь подключение и попробуй еще раз.', 0),
  );
  renderAt(<CoursesPage />, '/courses/');
  expect(await screen.findByText('Не удалось загрузить курсы.')).toBeVisible();
  expect(screen.queryByText('У тебя пока нет курсов')).not.toBeInTheDocument();
  expect(mockList).toHaveBeenCalledWith({ silent: true });
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await cardOf('Курс 1')).toBeInTheDocument();
  expect(screen.queryByText('Не удалось загрузить курсы.')).not.toBeInTheDocument();
});

test('no courses: "У тебя пока нет курсов" with the way to the store', async () => {
  mockList.mockResolvedValue(ok({ categories: [] }));
  renderAt(<CoursesPage />, '/courses/');
  expect(await screen.findByText('У тебя пока нет курсов')).toBeVisible();
  expect(screen.getByRole('link', { name: 'В магазин' })).toHaveAttribute('href', '/store/');
});

test('the first row of cards loads its pictures at once, the cards below wait until scrolled near', async () => {
  // the first cards are what the page shows without scrolling, one of them its largest paint
  const pictured = [1, 2, 3, 4, 5].map((id) => card(id, { image: `/uploads/course-${id}.jpg` }));
  mockList.mockResolvedValue(ok(list(pictured)));
  const { container } = renderAt(<CoursesPage />, '/courses/');
  await cardOf('Курс 5');
  const loading = [...container.querySelectorAll('article img')].map((img) =>
    img.getAttribute('loading'),
  );
  expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
});
