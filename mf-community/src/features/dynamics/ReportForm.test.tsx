import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDEMPOTENCY_HEADER } from '@club/shared/contract/paths-dynamics';
import { createDynamicsReport } from '../../api/createDynamicsReport';
import { updateDynamicsReport } from '../../api/updateDynamicsReport';
import { captureBus, dynamicsReport, failed, mockObjectUrls, ok } from '../../test/utils';
import { ReportForm } from './ReportForm';

jest.mock('../../api/createDynamicsReport', () => ({ createDynamicsReport: jest.fn() }));
jest.mock('../../api/updateDynamicsReport', () => ({ updateDynamicsReport: jest.fn() }));

let bus: ReturnType<typeof captureBus>;
beforeEach(() => {
  jest.clearAllMocks();
  mockObjectUrls();
  bus = captureBus();
});
afterEach(() => bus.stop());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

test('types figures with the dynamics rules: the point from 20, blur completes the value', async () => {
  const user = userEvent.setup();
  render(<ReportForm mode="create" layout="desktop" onSaved={jest.fn()} />);
  expect(field('Дата отчёта').value).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  await user.type(field('Вес, кг'), '25');
  expect(field('Вес, кг')).toHaveValue('25.');
  await user.type(field('Обхват груди, см'), '0921');
  expect(field('Обхват груди, см')).toHaveValue('92.1');
  await user.type(field('Обхват талии, см'), '150');
  await user.tab();
  expect(field('Обхват талии, см')).toHaveValue('150.0');
  await user.type(field('Обхват бёдер, см'), '150.');
  await user.tab();
  expect(field('Обхват бёдер, см')).toHaveValue('150.0');
  // an incomplete date is cleared
  await user.clear(field('Дата отчёта'));
  await user.type(field('Дата отчёта'), '1503');
  expect(field('Дата отчёта')).toHaveValue('15.03');
  await user.tab();
  expect(field('Дата отчёта')).toHaveValue('');
});

test('an empty report is not sent; the bound texts show for figures out of range', async () => {
  const user = userEvent.setup();
  render(<ReportForm mode="create" layout="desktop" onSaved={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Создать' }));
  expect(screen.getByText('Отчёт не может быть пустым')).toBeInTheDocument();
  await user.type(field('Вес, кг'), '25');
  await user.tab();
  expect(screen.queryByText('Отчёт не может быть пустым')).toBeNull();
  expect(screen.getByText('Вес не может быть менее 30кг и более 200кг')).toBeInTheDocument();
  await user.clear(field('Дата отчёта'));
  expect(screen.getByText('Ошибка')).toBeInTheDocument();
  expect(createDynamicsReport).not.toHaveBeenCalled();
});

test('sends once with a send key, says so, and hands the report over 1 s later', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  jest.useFakeTimers();
  try {
    const onSaved = jest.fn();
    const saved = dynamicsReport(9, '01.03.2025');
    jest.mocked(createDynamicsReport).mockResolvedValue(ok({ report: saved, message: 'ok' }));
    render(<ReportForm mode="create" layout="mobile" onSaved={onSaved} />);
    await user.type(field('Вес, кг'), '655');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() =>
      expect(bus.banners).toEqual([
        expect.objectContaining({ type: 'ok', text: 'Отчет успешно отправлен' }),
      ]),
    );
    const [body, ctx] = jest.mocked(createDynamicsReport).mock.calls[0];
    expect(body.get('weight')).toBe('65.5');
    expect(ctx?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(IDEMPOTENCY_HEADER).toBe('Idempotency-Key');
    expect(screen.getByRole('status', { name: 'Отправка отчета' })).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(onSaved).toHaveBeenCalledWith(saved);
  } finally {
    jest.useRealTimers();
  }
});

test('a refused send shows the server reason; a failed one "Возникла ошибка"', async () => {
  const user = userEvent.setup();
  jest
    .mocked(updateDynamicsReport)
    .mockResolvedValueOnce(failed('Ошибка! Фото весит более 5 МБ'))
    .mockResolvedValueOnce(failed('Внутренняя ошибка сервера', 500));
  const report = dynamicsReport(4, '01.02.2025');
  render(<ReportForm mode="edit" report={report} layout="desktop" onSaved={jest.fn()} />);
  expect(field('Вес, кг')).toHaveValue('65.5');
  expect(screen.getByRole('button', { name: 'Вид сбоку: заменить фото' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Изменить' }));
  await user.click(screen.getByRole('button', { name: 'Изменить' }));
  await waitFor(() => expect(bus.banners).toHaveLength(2));
  expect(bus.banners.map((b) => b.text)).toEqual([
    'Ошибка! Фото весит более 5 МБ',
    'Возникла ошибка',
  ]);
  expect(jest.mocked(updateDynamicsReport).mock.calls[0][0]).toBe(4);
});
