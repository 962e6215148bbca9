import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { setSession, type DietaSearchItem } from '@club/shared';
import { memberProfile, mockMatchMedia } from '@club/shared/testing';
import { getDietaInfo } from '../../api/getDietaInfo';
import { saveFile } from '../../lib/saveFile';
import { answer, dieta, infoResult } from '../../test/fixtures';
import { downloadWeekProducts } from './api/downloadWeekProducts';
import { downloadWeekReceipts } from './api/downloadWeekReceipts';
import { searchRecipes } from './api/searchRecipes';
import NutritionPage from './NutritionPage';

jest.mock('../../api/getDietaInfo', () => ({ getDietaInfo: jest.fn() }));
jest.mock('./api/searchRecipes', () => ({ searchRecipes: jest.fn() }));
jest.mock('./api/downloadWeekReceipts', () => ({ downloadWeekReceipts: jest.fn() }));
jest.mock('./api/downloadWeekProducts', () => ({ downloadWeekProducts: jest.fn() }));
jest.mock('../change-type/api/changeDietaType', () => ({ changeDietaType: jest.fn() }));
jest.mock('../../lib/saveFile', () => ({ saveFile: jest.fn() }));
// Highcharts does not draw in jsdom: the chart component records the series it was given.
jest.mock('highcharts', () => ({}));
jest.mock('highcharts-react-official', () => ({
  __esModule: true,
  default: ({ options }: { options: { series: { data: { name: string; y: number }[] }[] } }) => (
    <div data-testid="highcharts">
      {options.series[0].data.map((p) => `${p.name}:${p.y}`).join(' ')}
    </div>
  ),
}));

const mockInfo = jest.mocked(getDietaInfo);
const mockSearch = jest.mocked(searchRecipes);
const mockReceipts = jest.mocked(downloadWeekReceipts);
const mockProducts = jest.mocked(downloadWeekProducts);
const mockSave = jest.mocked(saveFile);

let restoreMedia: () => void = () => undefined;
function layout(mobile: boolean) {
  restoreMedia();
  restoreMedia = mockMatchMedia(mobile);
}

beforeEach(() => {
  jest.clearAllMocks();
  layout(false);
  setSession({ profile: memberProfile() });
  mockInfo.mockResolvedValue(answer(infoResult()));
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});
afterAll(() => restoreMedia());

function ChangeTypeStub() {
  const { id } = useParams();
  return <p>Экран смены типа {id}</p>;
}
function Elsewhere() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/nutrition/')}>
      Вернуться в питание
    </button>
  );
}

function renderPage() {
  return render(
    <MemoryRouter
      initialEntries={['/nutrition/']}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <Routes>
        <Route path="/nutrition/" element={<NutritionPage />} />
        <Route path="/change_nutrition_type/:id" element={<ChangeTypeStub />} />
        <Route path="/elsewhere" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
}

const loaded = () => screen.findByText('Цель питания', {}, { timeout: 3000 });
/** A day's card (its text) and its button (the day's name, what opens it). */
const dayCard = (n: number) => screen.getByTestId(`day-card-${n}`);
const dayButton = (n: number) => screen.getByRole('button', { name: `День ${n}` });

test('a plan: goal, type, the macro diagram, week tabs, day cards and the last-day card', async () => {
  renderPage();
  expect(screen.getByRole('heading', { name: 'Питание', level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument();
  await loaded();

  expect(screen.getByText('Похудение')).toBeInTheDocument();
  expect(screen.getByText('Тип питания').nextSibling).toHaveTextContent('Классическое');
  expect(screen.getByRole('button', { name: 'Изменить тип питания' })).toBeInTheDocument();

  // Diagram: the day's calories, the chart's percents (total 100), the table's floored ones.
  const macros = screen.getByRole('region', { name: 'КБЖУ' });
  expect(within(macros).getByText('ккал/день')).toBeInTheDocument();
  expect(within(macros).getByTestId('macro-calories')).toHaveTextContent('1 820');
  expect(await within(macros).findByTestId('highcharts', {}, { timeout: 3000 })).toHaveTextContent(
    'Белки:26 Жиры:30 Углеводы:44',
  );
  expect(within(macros).getByRole('row', { name: /Белки/ })).toHaveTextContent('Белки120 г26%');
  expect(within(macros).getByRole('row', { name: /Жиры/ })).toHaveTextContent('Жиры60 г29%');
  expect(within(macros).getByRole('row', { name: /Углеводы/ })).toHaveTextContent(
    'Углеводы200 г43%',
  );

  // Today's week is selected; 6 day cards and the 7th day on its own card.
  expect(screen.getByRole('tab', { name: 'Неделя 1' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Неделя 2' })).toBeInTheDocument();
  expect(dayCard(2)).toHaveTextContent('Сегодня');
  expect(dayCard(3)).toHaveTextContent('Меню дня 3 недели 1');
  expect(dayCard(3)).toHaveTextContent('ОбедОбед 1.3');
  expect(dayCard(7)).toHaveTextContent('Последний день недели');
  expect(dayCard(6)).not.toHaveTextContent('Последний день недели');

  await userEvent.click(screen.getByRole('tab', { name: 'Неделя 2' }));
  expect(dayCard(3)).toHaveTextContent('Меню дня 3 недели 2');
});

test('the programme description panel expands and collapses', async () => {
  renderPage();
  await loaded();
  const toggle = screen.getByRole('button', { name: 'Описание программы' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByTestId('programme-description')).toHaveTextContent('Пей больше воды.');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.queryByRole('button', { name: 'Читать полностью' })).not.toBeInTheDocument();
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('without a plan: "Питание отсутствует", the hint and the way to the store', async () => {
  mockInfo.mockResolvedValue(answer({ dieta: null, demo_day: false }));
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Питание отсутствует' })).toBeInTheDocument();
  expect(screen.getByText(/можно приобрести\s+отдельно/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Перейти в магазин' })).toHaveAttribute(
    'href',
    '/store/',
  );
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
});

test('demo day: basket, menu download, search and every day but the first are disabled', async () => {
  mockInfo.mockResolvedValue(answer(infoResult({ demo_day: true })));
  renderPage();
  await loaded();
  expect(screen.getByRole('button', { name: 'Корзина продуктов' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Скачать меню на неделю' })).toBeDisabled();
  expect(screen.getByRole('searchbox', { name: 'Поиск рецептов' })).toBeDisabled();
  expect(dayButton(1)).toBeEnabled();
  for (const n of [2, 3, 4, 5, 6, 7]) expect(dayButton(n)).toBeDisabled();
  await userEvent.click(screen.getByRole('tab', { name: 'Неделя 2' }));
  expect(dayButton(1)).toBeDisabled();
});

test('intensive-mode members get no week tabs and see the week of today', async () => {
  setSession({ profile: memberProfile({ is_intensive: true }) });
  mockInfo.mockResolvedValue(answer(infoResult({ today: { week_number: 2, day_number: 1 } })));
  renderPage();
  await loaded();
  expect(screen.queryByRole('tablist', { name: 'Недели' })).not.toBeInTheDocument();
  expect(dayCard(1)).toHaveTextContent('Меню дня 1 недели 2');
});

test('no pencil when the type cannot be changed', async () => {
  mockInfo.mockResolvedValue(answer(infoResult({ type_editable: false })));
  renderPage();
  await loaded();
  expect(screen.getByText('Классическое')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Изменить тип питания' })).not.toBeInTheDocument();
});

test('the pencil opens the change-type modal on desktop', async () => {
  renderPage();
  await loaded();
  await userEvent.click(screen.getByRole('button', { name: 'Изменить тип питания' }));
  const dialog = screen.getByRole('dialog', { name: 'Изменить твой тип питания' });
  expect(within(dialog).getByRole('radio', { name: /Вегетарианское/ })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the pencil goes to /change_nutrition_type/{type id} on mobile', async () => {
  layout(true);
  renderPage();
  await loaded();
  await userEvent.click(screen.getByRole('button', { name: 'Изменить тип питания' }));
  expect(screen.getByText('Экран смены типа 3')).toBeInTheDocument();
});

test('a day card opens the day view over the page; it closes', async () => {
  renderPage();
  await loaded();
  await userEvent.click(dayButton(3));
  const view = screen.getByRole('dialog', { name: 'День 3' });
  expect(within(view).getByText('Неделя 1')).toBeInTheDocument();
  expect(
    within(view).getByRole('button', { name: /Обед\s*14:00\s*Обед 1\.3/ }),
  ).toBeInTheDocument();
  await userEvent.click(within(view).getByRole('button', { name: 'Закрыть' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('leaving and coming back shows the page without the day view', async () => {
  const first = renderPage();
  await loaded();
  await userEvent.click(dayButton(1));
  expect(screen.getByRole('dialog', { name: 'День 1' })).toBeInTheDocument();
  first.unmount();

  renderPage();
  await loaded();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('menu download of the week on screen hands the PDF url to the browser', async () => {
  mockReceipts.mockResolvedValue(answer({ url: '/uploads/dieta/menu-2.pdf' }));
  renderPage();
  await loaded();
  await userEvent.click(screen.getByRole('tab', { name: 'Неделя 2' }));
  await userEvent.click(screen.getByRole('button', { name: 'Скачать меню на неделю' }));
  expect(mockReceipts).toHaveBeenCalledWith(2);
  await waitFor(() =>
    expect(mockSave).toHaveBeenCalledWith('/uploads/dieta/menu-2.pdf', 'Меню — неделя 2.pdf'),
  );
});

test('a failed download saves nothing (the client shows the banner)', async () => {
  mockReceipts.mockResolvedValue({
    result: null,
    error: { message: 'Такой недели нет в твоём плане питания' },
    status: 404,
    headers: {},
  });
  renderPage();
  await loaded();
  await userEvent.click(screen.getByRole('button', { name: 'Скачать меню на неделю' }));
  await waitFor(() => expect(mockReceipts).toHaveBeenCalledTimes(1));
  expect(mockSave).not.toHaveBeenCalled();
});

test('the basket lists products by week and downloads that week', async () => {
  mockProducts.mockResolvedValue(answer({ url: '/uploads/dieta/products-2.pdf' }));
  renderPage();
  await loaded();
  await userEvent.click(screen.getByRole('button', { name: 'Корзина продуктов' }));
  const basket = screen.getByRole('dialog', { name: 'Корзина продуктов' });
  expect(within(basket).getByRole('heading', { name: 'Овощи и зелень' })).toBeInTheDocument();
  expect(within(basket).getByText('Огурцы 1')).toBeInTheDocument();
  await userEvent.click(within(basket).getByRole('tab', { name: 'Неделя 2' }));
  expect(within(basket).getByText('Филе индейки 2')).toBeInTheDocument();
  await userEvent.click(within(basket).getByRole('button', { name: 'Скачать' }));
  expect(mockProducts).toHaveBeenCalledWith(2);
  await waitFor(() =>
    expect(mockSave).toHaveBeenCalledWith(
      '/uploads/dieta/products-2.pdf',
      'Продукты — неделя 2.pdf',
    ),
  );
});

test('a search result opens its week, day and meal', async () => {
  const item: DietaSearchItem = {
    id: 2052,
    name: 'Обед 2.5',
    photo: null,
    calory: 302,
    protein: 20,
    fat: 10,
    carbohydrate: 35,
    cooking_time: { time: '25 мин', minutes: 25 },
    week_number: 2,
    day_id: 205,
    day_number: 5,
    meal_title: 'Обед',
  };
  mockSearch.mockResolvedValue(answer({ list: [item] }));
  renderPage();
  await loaded();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск рецептов' }), 'обе');
  // Debounced (300 ms), so give it more than the default second on a busy machine.
  const result = await screen.findByRole('button', { name: /Обед 2\.5/ }, { timeout: 3000 });
  expect(mockSearch).toHaveBeenCalledTimes(1);
  expect(mockSearch.mock.calls[0][0]).toBe('обе');
  expect(result).toHaveTextContent('Неделя 2, день 5 · Обед · 302 ккал');
  await userEvent.click(result);

  const view = screen.getByRole('dialog', { name: 'День 5' });
  expect(within(view).getByText('Неделя 2')).toBeInTheDocument();
  expect(within(view).getByRole('button', { name: /^Обед/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(within(view).getByRole('heading', { name: 'Обед 2.5' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Неделя 2' })).toHaveAttribute('aria-selected', 'true');
});

test('food tracking: eaten against the plan, red flags where over', async () => {
  mockInfo.mockResolvedValue(
    answer(
      infoResult({
        fatsecret_nutrition_day: {
          calories: 2100,
          protein: 90,
          fat: 95,
          carbohydrate: 180,
          protein_percent: 17,
          fat_percent: 41,
          carbohydrate_percent: 42,
          table_percents: { protein: 17, fat: 40, carbohydrate: 41 },
          plan: { calories: 1820, protein: 120, fat: 60, carbohydrate: 200 },
          over: { calories: true, protein: false, fat: true, carbohydrate: false },
        },
      }),
    ),
  );
  renderPage();
  await loaded();
  const macros = screen.getByRole('region', { name: 'КБЖУ' });
  const fat = within(macros).getByRole('row', { name: /Жиры/ });
  expect(fat).toHaveTextContent('95 г');
  expect(fat).toHaveTextContent('60 г');
  expect(within(fat).getByText('больше плана')).toBeInTheDocument();
  const protein = within(macros).getByRole('row', { name: /Белки/ });
  expect(within(protein).queryByText('больше плана')).not.toBeInTheDocument();
  expect(within(macros).getByText('из 1 820')).toBeInTheDocument();
  expect(within(macros).getByRole('note')).toHaveTextContent('превышает план');
});

test('the loaded plan also comes from the fixtures helper (sanity of the fixture)', () => {
  expect(dieta().weeks[0].days).toHaveLength(7);
});

test('a failed load is the failed state, not "Питание отсутствует"; "Повторить" loads the plan', async () => {
  mockInfo.mockResolvedValueOnce({
    result: null,
    error: { message: 'Нет связи с сервером. Проверь подключение и попробуй еще раз.' },
    status: 0,
    headers: {},
  });
  renderPage();
  expect(await screen.findByText('Не удалось загрузить план питания.')).toBeVisible();
  expect(screen.queryByText('Питание отсутствует')).not.toBeInTheDocument();
  expect(mockInfo).toHaveBeenCalledWith({ silent: true });
  await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await loaded()).toBeVisible();
  expect(screen.queryByText('Не удалось загрузить план питания.')).not.toBeInTheDocument();
});
