import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockMatchMedia } from '@club/shared/testing';
import { getDynamicsList } from '../../api/getDynamicsList';
import { deleteDynamicsReport } from '../../api/deleteDynamicsReport';
import { captureBus, dynamicsReport, failed, ok, renderAt } from '../../test/utils';
import DynamicsPage from './DynamicsPage';
import DynamicsReportPage from './DynamicsReportPage';

jest.mock('../../api/getDynamicsList', () => ({ getDynamicsList: jest.fn() }));
jest.mock('../../api/deleteDynamicsReport', () => ({ deleteDynamicsReport: jest.fn() }));
jest.mock('../../api/getContest', () => ({
  getContest: jest.fn(async () => ({
    result: { contest: null },
    error: null,
    status: 200,
    headers: {},
  })),
}));
jest.mock('highcharts', () => ({}));
jest.mock('highcharts-react-official', () => ({
  __esModule: true,
  default: () => <div data-testid="highcharts" />,
}));

const reports = [
  dynamicsReport(1, '10.01.2025', { weight: 70 }),
  dynamicsReport(2, '10.02.2025', { weight: 68.4 }),
  dynamicsReport(3, '05.03.2025', { weight: 67, type: 'before', contest: true }),
];
const list = (items = reports) =>
  jest.mocked(getDynamicsList).mockResolvedValue(ok({ reports: items, page: 1, total_pages: 1 }));

let bus: ReturnType<typeof captureBus>;
let undoMedia: () => void;
beforeEach(() => {
  jest.clearAllMocks();
  bus = captureBus();
  undoMedia = mockMatchMedia(false);
});
afterEach(() => {
  bus.stop();
  undoMedia();
});

const dates = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);

test('loads, then shows the chart tabs and "Твои отчёты" sorted by date with the toggle', async () => {
  const user = userEvent.setup();
  list();
  renderAt(<DynamicsPage />, '/dynamics/');
  expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Твои отчёты' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'Вес, кг',
    'Грудь, см',
    'Талия, см',
    'Бёдра, см',
  ]);
  expect(dates()).toEqual(['10.01.2025', '10.02.2025', '05.03.2025Конкурс']);
  expect(screen.getByRole('columnheader', { name: /Дата/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await user.click(screen.getByRole('button', { name: /^Дата: сначала старые/ }));
  expect(dates()).toEqual(['05.03.2025Конкурс', '10.02.2025', '10.01.2025']);
  // figures with one decimal; a contest row has no edit or delete
  expect(screen.getByRole('row', { name: /10\.01\.2025/ })).toHaveTextContent('70.0');
  expect(screen.getByRole('button', { name: 'Удалить отчёт от 10.01.2025' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Удалить отчёт от 05.03.2025' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Изменить отчёт от 05.03.2025' })).toBeNull();
});

test('with no report the list shows the placeholder row: dd.mm.yyyy and zeros', async () => {
  list([]);
  renderAt(<DynamicsPage />, '/dynamics/');
  const row = (await screen.findAllByRole('row'))[1];
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['dd.mm.yyyy', '0', '0', '0', '0', '']);
  expect(screen.getByText('Нет данных за последние 5 месяцев')).toBeInTheDocument();
});

test('desktop: a row opens the view modal with tabs and arrows inactive at the ends', async () => {
  const user = userEvent.setup();
  list();
  renderAt(<DynamicsPage />, '/dynamics/');
  await user.click(await screen.findByRole('button', { name: '10.01.2025' }));
  const dialog = screen.getByRole('dialog', { name: 'Отчёты' });
  expect(within(dialog).getByRole('tab', { name: '10.01.2025' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(within(dialog).getByRole('button', { name: 'Предыдущий отчёт' })).toBeDisabled();
  expect(within(dialog).getAllByRole('img', { name: 'фото отчета' })).toHaveLength(3);
  await user.click(within(dialog).getByRole('button', { name: 'Следующий отчёт' }));
  await user.click(within(dialog).getByRole('button', { name: 'Следующий отчёт' }));
  // the contest report: last, shown without 'Удалить' and 'Изменить'
  expect(within(dialog).getByRole('tab', { name: '05.03.2025' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(within(dialog).getByRole('button', { name: 'Следующий отчёт' })).toBeDisabled();
  expect(within(dialog).queryByRole('button', { name: 'Удалить' })).toBeNull();
  expect(within(dialog).queryByRole('button', { name: 'Изменить' })).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Предыдущий отчёт' }));
  await user.click(within(dialog).getByRole('button', { name: 'Изменить' }));
  expect(screen.getByRole('dialog', { name: 'Редактирование' })).toBeInTheDocument();
  expect(screen.getByLabelText('Вес, кг')).toHaveValue('68.4');
});

test('desktop: "Создать отчёт" opens the form in a modal; a row delete asks first', async () => {
  const user = userEvent.setup();
  list();
  jest.mocked(deleteDynamicsReport).mockResolvedValue(ok({ message: 'Отчёт удалён' }));
  renderAt(<DynamicsPage />, '/dynamics/');
  await user.click(await screen.findByRole('button', { name: 'Создать отчёт' }));
  const dialog = screen.getByRole('dialog', { name: 'Создать отчёт' });
  expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Создать' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
  expect(screen.queryByRole('dialog')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Удалить отчёт от 10.02.2025' }));
  await waitFor(() => expect(bus.confirms).toHaveLength(1));
  expect(bus.confirms[0]).toMatchObject({ title: 'Внимание!', yes: 'Удалить', no: 'Отмена' });
  bus.confirms[0].resolve(true);
  await waitFor(() => expect(deleteDynamicsReport).toHaveBeenCalledWith(2));
  await waitFor(() => expect(getDynamicsList).toHaveBeenCalledTimes(2));
});

describe('mobile', () => {
  beforeEach(() => {
    undoMedia();
    undoMedia = mockMatchMedia(true);
  });

  it('goes to the report pages instead of modals', async () => {
    const user = userEvent.setup();
    list();
    renderAt(<DynamicsPage />, '/dynamics/');
    await user.click(await screen.findByRole('button', { name: 'Создать отчёт' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dynamics/report/create');
  });

  it('takes the report from the URL once the reports are loaded; an unknown id goes back', async () => {
    list();
    const { unmount } = renderAt(
      <DynamicsReportPage />,
      '/dynamics/report/show/2',
      '/dynamics/report/:type/:id?',
    );
    expect(await screen.findByRole('tab', { name: '10.02.2025' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Отчёты', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Изменить' })).toHaveAttribute(
      'href',
      '/dynamics/report/edit/2',
    );
    unmount();
    renderAt(<DynamicsReportPage />, '/dynamics/report/show/99', '/dynamics/report/:type/:id?');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dynamics/'));
  });

  it('after a delete shows the next report, or the previous one', async () => {
    const user = userEvent.setup();
    list();
    jest.mocked(deleteDynamicsReport).mockResolvedValue(ok({ message: 'Отчёт удалён' }));
    renderAt(<DynamicsReportPage />, '/dynamics/report/show/2', '/dynamics/report/:type/:id?');
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(bus.confirms).toHaveLength(1));
    bus.confirms[0].resolve(true);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dynamics/report/show/3'),
    );
  });

  it('never edits a contest report', async () => {
    list();
    renderAt(<DynamicsReportPage />, '/dynamics/report/edit/3', '/dynamics/report/:type/:id?');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dynamics/report/show/3'),
    );
  });
});

test('a failed load: the failed state with the reason and "Повторить", no banner; then the reports', async () => {
  const user = userEvent.setup();
  list();
  jest
    .mocked(getDynamicsList)
    .mockResolvedValueOnce(
      failed('Нет связи с сервером. Проверь подключение и попробуй еще раз.', 0),
    );
  renderAt(<DynamicsPage />, '/dynamics/');
  expect(await screen.findByText('Не удалось загрузить отчёты.')).toBeVisible();
  expect(
    screen.getByText('Нет связи с сервером. Проверь подключение и попробуй еще раз.'),
  ).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'Твои отчёты' })).toBeNull();
  // the page says it: the call asks for no banner
  expect(getDynamicsList).toHaveBeenCalledWith('asc', 1, { silent: true });
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('heading', { name: 'Твои отчёты' })).toBeInTheDocument();
  expect(screen.queryByText('Не удалось загрузить отчёты.')).toBeNull();
});
