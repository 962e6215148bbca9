import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  analytics$,
  courseActivated$,
  setSession,
  userInfoReload$,
  type ActivationInfoResult,
  type AnalyticsEvent,
  type CourseActivated,
  type DietaTypeOption,
} from '@club/shared';
import { memberProfile, mockMatchMedia } from '@club/shared/testing';
import { activate } from '../../api/activate';
import { getActivationInfo } from '../../api/getActivationInfo';
import { captureConfirms, ok, renderAt } from '../../test/utils';
import ActivationPage from './ActivationPage';
import { resetActivation } from './activationStore';

jest.mock('../../api/getActivationInfo', () => ({ getActivationInfo: jest.fn() }));
jest.mock('../../api/activate', () => ({ activate: jest.fn() }));

const type = (id: number, name: string): DietaTypeOption => ({
  id,
  name,
  description: `${name}: описание`,
});
const CLASSIC = type(1, 'Классическое');
const VEGGIE = type(2, 'Вегетарианское');
const FAST = type(4, 'Быстрое');

const info = (patch: Partial<ActivationInfoResult> = {}): ActivationInfoResult => ({
  user_pack_id: 5,
  course_name: 'Стройность',
  activities: [
    { id: 1, title: 'Низкая', description: 'Сидячая работа' },
    { id: 2, title: 'Средняя', description: 'Прогулки' },
  ],
  places: [
    { id: 1, title: 'Дома' },
    { id: 2, title: 'В зале' },
  ],
  dieta_targets: [
    {
      id: 10,
      name: 'Похудение',
      contest: false,
      dieta_types: {
        eating_types: {
          '0': { complexity: { '0': [VEGGIE, CLASSIC], '1': [FAST] } },
          '1': { complexity: { '0': [CLASSIC], '1': [] } },
        },
      },
    },
    {
      id: 30,
      name: 'Конкурс «До и после»',
      contest: true,
      dieta_types: {
        eating_types: { '0': { complexity: { '0': [CLASSIC], '1': [FAST] } } },
      },
    },
  ],
  first_dieta_type: CLASSIC,
  show_sequential_warning: false,
  profile: {
    user_pack_id: 5,
    weight: null,
    height: null,
    birthday: null,
    place: null,
    country: null,
    country_mask: null,
    dieta_target: null,
    dieta_eating_type: null,
    is_simple: null,
    dieta_type: null,
    contest: false,
    additional: null,
  },
  ...patch,
});

let undoMedia: () => void;
beforeEach(() => {
  jest.clearAllMocks();
  jest.useRealTimers();
  resetActivation();
  undoMedia = mockMatchMedia(false);
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  setSession({
    profile: memberProfile({ height: 168, weight: null, country: null }),
    countries: [
      { id: 1, flag: '', code: 'RU', name: 'Россия', style: '' },
      { id: 2, flag: '', code: 'KZ', name: 'Казахстан', style: '' },
    ],
  });
  jest.mocked(getActivationInfo).mockResolvedValue(ok(info()));
});
afterEach(() => undoMedia());

const open = async () => {
  renderAt(<ActivationPage />, '/course/activate/5', '/course/activate/:id');
  await screen.findByRole('textbox', { name: 'Вес, кг' });
};
const radio = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('radio', { name });

test('loads the info by itself when opened by its address, titled "Активация курса"', async () => {
  await open();
  expect(getActivationInfo).toHaveBeenCalledWith(5);
  expect(screen.getByRole('heading', { name: 'Активация курса', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Рост' })).toHaveValue('168');
});

test('weight is typed key by key in the 00.0 format and padded on blur', async () => {
  const user = userEvent.setup();
  await open();
  const weight = screen.getByRole('textbox', { name: 'Вес, кг' });
  await user.type(weight, '0');
  expect(weight).toHaveValue('');
  await user.type(weight, '75');
  expect(weight).toHaveValue('75.');
  await user.type(weight, '55');
  expect(weight).toHaveValue('75.5');
  await user.clear(weight);
  await user.type(weight, '25');
  expect(weight).toHaveValue('25');
  await user.tab();
  expect(weight).toHaveValue('25.0');
  await user.clear(weight);
  await user.type(weight, '2019');
  expect(weight).toHaveValue('20'); // 201 and 209 are over 200
});

test('the birthday is masked dd.mm.yyyy and cleared on blur when incomplete', async () => {
  const user = userEvent.setup();
  await open();
  const birthday = screen.getByRole('textbox', { name: 'Дата рождения' });
  await user.type(birthday, '15061990');
  expect(birthday).toHaveValue('15.06.1990');
  await user.clear(birthday);
  await user.type(birthday, '1506');
  await user.tab();
  expect(birthday).toHaveValue('');
});

test('the diet choices follow the target, eating type and cooking type', async () => {
  const user = userEvent.setup();
  await open();
  // first target, five meals, "Люблю готовить": the target's diet types to choose from
  expect(radio('Цель', 'Похудение')).toBeChecked();
  expect(radio('Режим питания', '5 приемов пищи в день')).toBeChecked();
  expect(radio('Готовка', 'Люблю готовить')).toBeChecked();
  expect(radio('Тип питания', 'Вегетарианское')).toBeChecked();
  expect(screen.queryByRole('checkbox', { name: /конкурсе/ })).not.toBeInTheDocument();

  // "Некогда готовить": the course's first diet type, shown as text
  await user.click(radio('Готовка', 'Некогда готовить'));
  expect(screen.queryByRole('group', { name: 'Тип питания' })).not.toBeInTheDocument();
  expect(screen.getByText('Классическое')).toBeInTheDocument();

  // three meals a day: cooking reset to 0 and its choice hidden (one option left)
  await user.click(radio('Режим питания', '3 приема пищи в день'));
  expect(screen.queryByRole('group', { name: 'Готовка' })).not.toBeInTheDocument();

  // a contest target: the contest checkbox appears, checked from the target
  await user.click(radio('Цель', 'Конкурс «До и после»'));
  expect(
    screen.getByRole('checkbox', { name: 'Участвовать в конкурсе «До и после»' }),
  ).toBeChecked();
  expect(screen.queryByRole('group', { name: 'Режим питания' })).toBeInTheDocument();
  expect(radio('Режим питания', '5 приемов пищи в день')).toBeChecked();
});

test('shows the validation texts and scrolls to the top', async () => {
  const user = userEvent.setup();
  await open();
  await user.click(screen.getByRole('button', { name: 'Активировать' }));
  expect(await screen.findByText('Поле "Вес" заполнено не корректно')).toBeInTheDocument();
  expect(screen.getAllByText('Заполните поле')).toHaveLength(1);
  expect(screen.getByRole('combobox', { name: 'Страна' })).toHaveAccessibleDescription(
    'Выберите страну',
  );
  expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  expect(activate).not.toHaveBeenCalled();

  const birthday = screen.getByRole('textbox', { name: 'Дата рождения' });
  const young = `0101${new Date().getFullYear() - 10}`;
  await user.type(birthday, young);
  expect(await screen.findByText('Возраст должен быть больше 18')).toBeInTheDocument();
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Вес, кг' }), '625');
  await user.type(screen.getByRole('textbox', { name: 'Дата рождения' }), '15061990');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Страна' }), 'Россия');
}

test('desktop: confirms the data in a modal, then activates with what follows a success', async () => {
  const user = userEvent.setup();
  const confirms = captureConfirms();
  const activated: CourseActivated[] = [];
  const events: AnalyticsEvent[] = [];
  let reloads = 0;
  const subs = [
    courseActivated$.subscribe((a) => activated.push(a)),
    analytics$.subscribe((e) => events.push(e)),
    userInfoReload$.subscribe(() => (reloads += 1)),
  ];
  jest.mocked(getActivationInfo).mockResolvedValue(ok(info({ show_sequential_warning: true })));
  jest.mocked(activate).mockResolvedValue(
    ok({
      message: 'Курс "Стройность : Похудение" успешно активирован!',
      user_pack_id: 5,
      course_name: 'Стройность',
      dieta_target: 'Похудение',
      status: 'ACTIVATED',
    }),
  );
  await open();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Активировать' }));

  const modal = await screen.findByRole('dialog', { name: 'Проверь данные' });
  expect(within(modal).getByText('62.5 кг')).toBeInTheDocument();
  expect(within(modal).getByText('15.06.1990')).toBeInTheDocument();
  expect(within(modal).getByText('Россия')).toBeInTheDocument();
  await user.click(within(modal).getByRole('button', { name: 'Активировать' }));

  // the sequential warning: "Нет" / "Активировать" with reversed styles
  await waitFor(() => expect(confirms.requests).toHaveLength(1));
  expect(confirms.requests[0]).toMatchObject({ yes: 'Активировать', no: 'Нет', reversed: true });
  jest.useFakeTimers({ advanceTimers: true });
  await act(async () => confirms.requests[0].resolve(true));

  await waitFor(() => expect(activate).toHaveBeenCalledTimes(1));
  expect(jest.mocked(activate).mock.calls[0][0]).toMatchObject({
    user_pack_id: 5,
    weight: 62.5,
    height: 168,
    country: 1,
    place: 1,
    additional: 1,
    dieta_target: 10,
    dieta_eating_type: 0,
    is_simple: 0,
    dieta_type: VEGGIE.id,
    contest: false,
  });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/course/5'));
  expect(activated).toEqual([{ courseFullName: 'Стройность', dietTarget: 'Похудение' }]);
  expect(reloads).toBe(1);
  expect(events.map((e) => e.name)).toContain('activation');

  // the text modal 800 ms later
  expect(confirms.requests).toHaveLength(1);
  await act(async () => {
    jest.advanceTimersByTime(800);
  });
  expect(confirms.requests).toHaveLength(2);
  expect(confirms.requests[1].title).toBe('Курс активирован');
  // not in the contest: the course may be frozen, and the text may say so
  expect(confirms.requests[1].text).toContain('можно заморозить');
  subs.forEach((s) => s.unsubscribe());
  confirms.stop();
});

test('mobile: titled "Анкета", goes on to the confirmation page with the answers kept', async () => {
  undoMedia();
  undoMedia = mockMatchMedia(true);
  const user = userEvent.setup();
  await open();
  expect(screen.getByRole('heading', { name: 'Анкета', level: 1 })).toBeInTheDocument();
  expect(screen.queryByText('Дома')).toBeInTheDocument();
  await fillValid(user);
  fireEvent.submit(screen.getByRole('button', { name: 'Активировать' }).closest('form')!);
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/course/activate/confirm/5'),
  );
  expect(activate).not.toHaveBeenCalled();
});
