import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  analytics$,
  banners$,
  setSession,
  type AnalyticsEvent,
  type Banner,
  type WorkoutDrill,
  type WorkoutResult,
  type WorkoutSet,
} from '@club/shared';
import { memberProfile, mockMatchMedia } from '@club/shared/testing';
import { getWorkout } from '../../api/getWorkout';
import { postWorkoutResult } from '../../api/postWorkoutResult';
import { captureConfirms, failed, ok, renderAt } from '../../test/utils';
import { progressKey } from './model/progress';
import WorkoutPage from './WorkoutPage';

jest.mock('../../api/getWorkout', () => ({ getWorkout: jest.fn() }));
jest.mock('../../api/postWorkoutResult', () => ({ postWorkoutResult: jest.fn() }));

const set = (id: number, gym: number, patch: Partial<WorkoutSet> = {}): WorkoutSet => ({
  set_id: id,
  count: 12,
  weight: null,
  duration: null,
  max: false,
  gymnastic_id: gym,
  ...patch,
});

const general = (id: number, gym: number, sets: WorkoutSet[], warmup = false): WorkoutDrill => ({
  drill_id: id,
  sort: id,
  is_warmup: warmup,
  type: 'GENERAL',
  drill_gym_id: gym,
  sets,
  supersets: null,
});

const superset = (id: number, first: number): WorkoutDrill => ({
  drill_id: id,
  sort: id,
  is_warmup: false,
  type: 'SUPERSET',
  drill_gym_id: 2,
  sets: [],
  supersets: {
    superset_id: id,
    lapsCount: 2,
    laps: [
      { lap: 1, drills: [set(first, 2), set(first + 1, 3)] },
      { lap: 2, drills: [set(first + 2, 2), set(first + 3, 3)] },
    ],
  },
});

const gym = (id: number, name: string) => ({
  id,
  name,
  description: `<p>Техника: ${name}</p>`,
  video: `vid${id}`,
  image: null,
  sort: id,
});

const lapWorkout = (patch: Partial<WorkoutResult> = {}): WorkoutResult => ({
  id: 7,
  user_pack_id: 3,
  status: 'ACTIVATED',
  course_name: 'Стройность',
  title: 'День 1',
  type: 'LAP',
  name: 'Все тело',
  description: '<p>Три круга без остановки</p>',
  image: null,
  laps: 2,
  relax: 3,
  drills: [general(1, 9, [set(90, 9, { count: null, duration: 60 })], true)],
  lapsDrills: {
    '1': [
      general(2, 1, [set(100, 1, { weight: 20 }), set(101, 1, { weight: 20 })]),
      superset(3, 110),
    ],
    '2': [
      general(4, 1, [set(200, 1, { weight: 20 }), set(201, 1, { weight: 20 })]),
      superset(5, 210),
    ],
  },
  gymnastics: [gym(1, 'Приседания'), gym(2, 'Отжимания'), gym(3, 'Планка'), gym(9, 'Бег на месте')],
  result: null,
  ...patch,
});

let undoMedia: () => void;
let events: AnalyticsEvent[];
let banners: Banner[];
let subs: { unsubscribe: () => void }[];
beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  undoMedia = mockMatchMedia(false);
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  setSession({ profile: memberProfile({ is_intensive: false }) });
  jest.mocked(getWorkout).mockResolvedValue(ok(lapWorkout()));
  events = [];
  banners = [];
  subs = [analytics$.subscribe((e) => events.push(e)), banners$.subscribe((b) => banners.push(b))];
});
afterEach(() => {
  undoMedia();
  subs.forEach((s) => s.unsubscribe());
});

const open = () => renderAt(<WorkoutPage />, '/workout/3/7', '/workout/:user_pack_id/:id');
const tick = (name: string) => screen.getByRole('checkbox', { name });
const press = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole('button', { name }));

test('the info view of a LAP workout', async () => {
  open();
  expect(await screen.findByText('Сегодня тебя ждет')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Круговая тренировка' })).toBeInTheDocument();
  expect(screen.getByText('Количество кругов').nextSibling).toHaveTextContent('2');
  expect(screen.getByText('Упражнений в круге').nextSibling).toHaveTextContent('3');
  const list = screen.getByRole('list');
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Бег на местеРазминка', 'Приседания', 'Отжимания + Планка']);
  expect(screen.getByRole('heading', { name: 'День 1', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Выход' })).toBeInTheDocument();
});

test('a workout without exercises shows the fail notice', async () => {
  const user = userEvent.setup();
  jest
    .mocked(getWorkout)
    .mockResolvedValue(ok(lapWorkout({ type: 'GENERAL', drills: [], lapsDrills: null, laps: 0 })));
  open();
  expect(
    await screen.findByText('В этой тренировке нет упражнений. Пожалуйста, выбери другую'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Начать тренировку' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Выход' }));
});

test('a LAP workout: sets in order, superset laps, rest between laps, resume after a reload, result', async () => {
  const user = userEvent.setup();
  const view = open();
  await screen.findByRole('button', { name: 'Начать тренировку' });
  await press(user, 'Начать тренировку');
  expect(events.map((e) => e.name)).toEqual(['training_start']);

  // warm-up page: not counted
  expect(screen.getByRole('region', { name: 'Бег на месте' })).toBeInTheDocument();
  expect(screen.queryByText(/из 4/)).not.toBeInTheDocument();
  await user.click(tick('Подход 1'));
  await press(user, 'Далее');

  // page 1 of 4: only the next set and the previous one
  expect(screen.getByText('1 из 4')).toBeInTheDocument();
  expect(tick('Подход 1')).toBeEnabled();
  expect(tick('Подход 2')).toBeDisabled();
  await user.click(tick('Подход 1'));
  expect(tick('Подход 1')).toBeChecked();
  expect(tick('Подход 2')).toBeEnabled();
  // the planned weight shows with one decimal; a typed value replaces it
  await user.click(screen.getByRole('button', { name: 'Вес, подход 2: 20.0' }));
  const input = screen.getByRole('textbox', { name: 'Вес, подход 2' });
  await user.clear(input);
  await user.type(input, '22.5{Enter}');
  expect(screen.getByRole('button', { name: 'Вес, подход 2: 22.5' })).toBeInTheDocument();
  await user.click(tick('Подход 2'));
  await press(user, 'Далее');

  // page 2 of 4: the superset's second lap opens once the first is done
  expect(screen.getByText('2 из 4')).toBeInTheDocument();
  expect(tick('Круг 2: Отжимания')).toBeDisabled();
  await user.click(tick('Круг 1: Отжимания'));
  await user.click(tick('Круг 1: Планка'));
  expect(tick('Круг 2: Отжимания')).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Завершить круг' })).toBeInTheDocument();

  // the rest screen counts down every second and can be skipped
  jest.useFakeTimers({ advanceTimers: true });
  await press(user, 'Завершить круг');
  expect(screen.getByText('Круг завершен')).toBeInTheDocument();
  expect(screen.getByText('Отдых')).toBeInTheDocument();
  expect(screen.getByText('00:03')).toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  expect(screen.getByText('00:02')).toBeInTheDocument();
  await press(user, 'Продолжить без отдыха');
  jest.useRealTimers();
  expect(screen.getByText('3 из 4')).toBeInTheDocument();
  await user.click(tick('Подход 1'));

  // a reload in the middle resumes on the same page with the same ticks
  view.unmount();
  open();
  expect(await screen.findByText('3 из 4')).toBeInTheDocument();
  expect(tick('Подход 1')).toBeChecked();
  await press(user, 'Далее');
  expect(screen.getByText('4 из 4')).toBeInTheDocument();

  // "Выход" while started goes back one page
  await press(user, 'Выход');
  expect(screen.getByText('3 из 4')).toBeInTheDocument();
  await press(user, 'Далее');

  // the finish posts the ticked sets with an attempt key, then the result
  jest.mocked(postWorkoutResult).mockResolvedValue(ok({ percent: 54, stars: 1, time: 1260 }));
  await press(user, 'Завершить тренировку');
  expect(await screen.findByText('Успеха')).toBeInTheDocument();
  const [dayId, userPackId, body] = jest.mocked(postWorkoutResult).mock.calls[0];
  expect([dayId, userPackId]).toEqual(['7', '3']);
  expect(body.attempt_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  expect(body.results).toEqual(
    expect.arrayContaining([
      { set_id: 90, count: 0, duration: 60, weight: 0 },
      { set_id: 100, count: 12, duration: 0, weight: 20 },
      { set_id: 101, count: 12, duration: 0, weight: 22.5 },
      { set_id: 200, count: 12, duration: 0, weight: 20 },
    ]),
  );
  expect(body.results).toHaveLength(6);
  expect(screen.getByText('54%')).toBeInTheDocument();
  expect(screen.getByText('21 мин')).toBeInTheDocument();
  expect(screen.getByText('Упражнений').nextSibling).toHaveTextContent('6');
  expect(screen.getByRole('link', { name: 'Отчет по тренировке' })).toHaveAttribute(
    'href',
    '/workout/report/3/7',
  );
  expect(events.map((e) => e.name)).toEqual(['training_start', 'training_finish']);
  expect(events[1].payload).toMatchObject({ percent: 54 });
  expect(localStorage.getItem(progressKey('3', '7'))).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Закрыть' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/course/3');
});

test('a failed finish keeps the attempt: the retry after a reload sends the same key', async () => {
  const user = userEvent.setup();
  jest.mocked(getWorkout).mockResolvedValue(
    ok(
      lapWorkout({
        type: 'GENERAL',
        laps: 0,
        lapsDrills: null,
        drills: [general(2, 1, [set(100, 1)])],
      }),
    ),
  );
  jest.mocked(postWorkoutResult).mockResolvedValue(failed('Курс заморожен', 400));
  const view = open();
  await screen.findByRole('button', { name: 'Начать тренировку' });
  await press(user, 'Начать тренировку');
  await user.click(tick('Подход 1'));
  await press(user, 'Завершить тренировку');
  await waitFor(() => expect(banners.map((b) => b.text)).toContain('Курс заморожен'));
  const firstKey = jest.mocked(postWorkoutResult).mock.calls[0][2].attempt_id;

  view.unmount();
  jest.mocked(postWorkoutResult).mockResolvedValue(ok({ percent: 100, stars: 3, time: 60 }));
  open();
  await screen.findByRole('button', { name: 'Завершить тренировку' });
  await press(user, 'Завершить тренировку');
  expect(await screen.findByText('100%')).toBeInTheDocument();
  expect(jest.mocked(postWorkoutResult).mock.calls[1][2].attempt_id).toBe(firstKey);
});

test('intensive members see every drill group of the lap on one page', async () => {
  const user = userEvent.setup();
  setSession({ profile: memberProfile({ is_intensive: true }) });
  open();
  await screen.findByRole('button', { name: 'Начать тренировку' });
  await press(user, 'Начать тренировку');
  await press(user, 'Далее'); // the warm-up keeps its own page
  expect(screen.getByText('1 из 2')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Приседания' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Отжимания + Планка' })).toBeInTheDocument();
  // only the current set and the one before it, across the page
  expect(tick('Подход 1')).toBeEnabled();
  expect(tick('Круг 1: Отжимания')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Завершить круг' })).toBeInTheDocument();
});

test('the video player is created only when play is pressed', async () => {
  const user = userEvent.setup();
  const { container } = open();
  await screen.findByRole('button', { name: 'Начать тренировку' });
  await press(user, 'Начать тренировку');
  expect(container.ownerDocument.querySelector('iframe')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Смотреть видео: Бег на месте' }));
  const frame = container.ownerDocument.querySelector('iframe');
  expect(frame?.getAttribute('src')).toContain('https://www.youtube-nocookie.com/embed/vid9');
});

const oneDrill = (patch: Partial<WorkoutResult> = {}) =>
  lapWorkout({
    type: 'GENERAL',
    laps: 0,
    lapsDrills: null,
    drills: [general(2, 1, [set(100, 1, { weight: 20 }), set(101, 1)])],
    ...patch,
  });

describe('a finished workout is never lost (issue 10)', () => {
  let confirms: ReturnType<typeof captureConfirms>;
  beforeEach(() => {
    confirms = captureConfirms();
  });
  afterEach(() => confirms.stop());

  test('a done day says so with its best result and repeats only after a confirmation', async () => {
    const user = userEvent.setup();
    jest
      .mocked(getWorkout)
      .mockResolvedValue(ok(oneDrill({ result: { stars: 3, percents: 100 } })));
    open();
    const done = await screen.findByRole('region', { name: 'Тренировка пройдена' });
    expect(done).toHaveTextContent('Лучший результат: 100%');
    expect(within(done).getByRole('img', { name: 'Звезд: 3 из 3' })).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Отчет по тренировке' })).toHaveAttribute(
      'href',
      '/workout/report/3/7',
    );
    expect(screen.queryByRole('button', { name: 'Начать тренировку' })).not.toBeInTheDocument();

    await press(user, 'Повторить тренировку');
    expect(confirms.requests).toHaveLength(1);
    expect(confirms.requests[0]).toMatchObject({
      title: 'Повторить тренировку?',
      yes: 'Повторить',
    });
    await act(async () => confirms.requests[0].resolve(false));
    expect(screen.getByRole('region', { name: 'Тренировка пройдена' })).toBeInTheDocument();
    expect(events).toEqual([]);

    await press(user, 'Повторить тренировку');
    await act(async () => confirms.requests[1].resolve(true));
    expect(await screen.findByRole('checkbox', { name: 'Подход 1' })).toBeInTheDocument();
    expect(events.map((e) => e.name)).toEqual(['training_start']);
  });

  test('finishing with nothing ticked asks first; the answer shows the day keeps its best', async () => {
    const user = userEvent.setup();
    jest
      .mocked(getWorkout)
      .mockResolvedValue(ok(oneDrill({ result: { stars: 3, percents: 100 } })));
    open();
    await screen.findByRole('button', { name: 'Повторить тренировку' });
    await press(user, 'Повторить тренировку');
    await act(async () => confirms.requests[0].resolve(true));
    await press(user, 'Завершить тренировку');
    expect(confirms.requests[1]).toMatchObject({
      title: 'Ни один подход не отмечен',
      yes: 'Завершить',
      no: 'Вернуться к тренировке',
    });
    expect(confirms.requests[1].text).toContain('сохраненный результат дня не изменится');
    await act(async () => confirms.requests[1].resolve(false));
    expect(postWorkoutResult).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Завершить тренировку' })).toBeInTheDocument();

    jest
      .mocked(postWorkoutResult)
      .mockResolvedValue(ok({ percent: 0, stars: 0, time: 5, best: { stars: 3, percents: 100 } }));
    await press(user, 'Завершить тренировку');
    await act(async () => confirms.requests[2].resolve(true));
    expect(
      await screen.findByText('Лучший результат этого дня сохранен: 100%'),
    ).toBeInTheDocument();
    expect(jest.mocked(postWorkoutResult).mock.calls[0][2].results).toEqual([]);
  });

  test('a frozen course: no start, the early unfreeze instead', async () => {
    jest.mocked(getWorkout).mockResolvedValue(ok(oneDrill({ status: 'FROSTED' })));
    open();
    const frozen = await screen.findByRole('region', { name: 'Курс заморожен' });
    expect(frozen).toHaveTextContent('после разморозки');
    expect(within(frozen).getByRole('button', { name: 'Разморозить курс' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Начать тренировку' })).not.toBeInTheDocument();
  });

  test('a finish refused because the course was frozen meanwhile keeps the ticks and says so', async () => {
    const user = userEvent.setup();
    jest.mocked(getWorkout).mockResolvedValue(ok(oneDrill()));
    open();
    await screen.findByRole('button', { name: 'Начать тренировку' });
    await press(user, 'Начать тренировку');
    await user.click(tick('Подход 1'));
    // another device froze the course
    jest.mocked(getWorkout).mockResolvedValue(ok(oneDrill({ status: 'FROSTED' })));
    jest
      .mocked(postWorkoutResult)
      .mockResolvedValue(
        failed('Курс заморожен: результаты тренировок не принимаются до разморозки', 400),
      );
    await press(user, 'Завершить тренировку');
    await waitFor(() => expect(confirms.requests).toHaveLength(1));
    expect(confirms.requests[0]).toMatchObject({
      title: 'Курс заморожен',
      yes: 'Разморозить курс',
      no: 'Позже',
    });
    expect(confirms.requests[0].text).toContain('Отмеченные подходы сохранены на этом устройстве');
    await act(async () => confirms.requests[0].resolve(false));
    expect(screen.getByText(/^Курс заморожен. Отмеченные подходы сохранены/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(banners).toEqual([]);
    expect(tick('Подход 1')).toBeChecked();
    const saved = JSON.parse(localStorage.getItem(progressKey('3', '7'))!);
    expect(Object.keys(saved.done)).toEqual(['100']);
  });
});

describe('set value input rules (spec part 1 §5)', () => {
  test('the count field takes digits only and the weight field its format and limit', async () => {
    const user = userEvent.setup();
    jest.mocked(getWorkout).mockResolvedValue(ok(oneDrill()));
    open();
    await screen.findByRole('button', { name: 'Начать тренировку' });
    await press(user, 'Начать тренировку');

    await user.click(screen.getByRole('button', { name: 'Кол-во, подход 1: 12' }));
    const count = screen.getByRole('textbox', { name: 'Кол-во, подход 1' });
    await user.clear(count);
    await user.type(count, '1a.5');
    expect(count).toHaveValue('15');
    await user.type(count, '{Enter}');
    expect(screen.getByRole('button', { name: 'Кол-во, подход 1: 15' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Вес, подход 1: 20.0' }));
    const weight = screen.getByRole('textbox', { name: 'Вес, подход 1' });
    await user.clear(weight);
    await user.type(weight, '999');
    expect(weight).toHaveValue('99');
    await user.clear(weight);
    await user.type(weight, '12,255x');
    expect(weight).toHaveValue('12,25');
    await user.type(weight, '{Enter}');
    expect(screen.getByRole('button', { name: 'Вес, подход 1: 12.25' })).toBeInTheDocument();
  });
});
