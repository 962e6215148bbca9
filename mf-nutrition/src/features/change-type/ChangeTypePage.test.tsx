import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { banners$, type Banner } from '@club/shared';
import { getDietaInfo } from '../../api/getDietaInfo';
import { answer, failure, infoResult } from '../../test/fixtures';
import { changeDietaType } from './api/changeDietaType';
import ChangeTypePage from './ChangeTypePage';

jest.mock('../../api/getDietaInfo', () => ({ getDietaInfo: jest.fn() }));
jest.mock('./api/changeDietaType', () => ({ changeDietaType: jest.fn() }));

const mockInfo = jest.mocked(getDietaInfo);
const mockChange = jest.mocked(changeDietaType);

let banners: Banner[] = [];
const sub = banners$.subscribe((b) => banners.push(b));
afterAll(() => sub.unsubscribe());

beforeEach(() => {
  jest.clearAllMocks();
  banners = [];
  mockInfo.mockResolvedValue(answer(infoResult()));
});

function renderAt(path: string) {
  return render(
    <MemoryRouter
      initialEntries={[path]}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <Routes>
        <Route path="/change_nutrition_type/:id?" element={<ChangeTypePage />} />
        <Route path="/nutrition/" element={<p>Страница питания</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const save = () => screen.getByRole('button', { name: 'Сохранить' });

test('the screen: header, title with a return button, the radio list and the warning', async () => {
  renderAt('/change_nutrition_type/3');
  expect(screen.getByRole('heading', { name: 'Тип питания', level: 1 })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { name: 'Изменить твой тип питания' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Вернуться' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /Классическое/ })).toBeChecked();
  expect(screen.getByRole('radio', { name: /Вегетарианское/ })).not.toBeChecked();
  expect(screen.getByRole('note')).toHaveTextContent(
    'Тип питания можно изменить только один раз за курс.',
  );
  // Nothing to save while the current type is chosen.
  expect(save()).toBeDisabled();
});

test('the route id preselects a type', async () => {
  renderAt('/change_nutrition_type/4');
  expect(await screen.findByRole('radio', { name: /Вегетарианское/ })).toBeChecked();
  expect(save()).toBeEnabled();
});

test('success: the banner, then back to nutrition', async () => {
  mockChange.mockResolvedValue(answer({ message: 'Тип питания успешно изменен.' }));
  renderAt('/change_nutrition_type/3');
  await userEvent.click(await screen.findByRole('radio', { name: /Вегетарианское/ }));
  await userEvent.click(save());
  expect(mockChange).toHaveBeenCalledWith(4);
  expect(await screen.findByText('Страница питания')).toBeInTheDocument();
  expect(banners).toEqual([
    expect.objectContaining({ type: 'ok', text: 'Тип питания успешно изменен.' }),
  ]);
});

test('an error in the answer: stays on the screen and shows it', async () => {
  mockChange.mockResolvedValue(failure('Тип питания можно изменить только один раз за курс'));
  renderAt('/change_nutrition_type/3');
  await userEvent.click(await screen.findByRole('radio', { name: /Вегетарианское/ }));
  await userEvent.click(save());
  expect(
    await screen.findByText('Тип питания можно изменить только один раз за курс'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Изменить твой тип питания' })).toBeInTheDocument();
  expect(screen.queryByText('Страница питания')).not.toBeInTheDocument();
  expect(banners.filter((b) => b.type === 'ok')).toEqual([]);
  // Choosing again clears the message.
  await userEvent.click(screen.getByRole('radio', { name: /Классическое/ }));
  expect(
    screen.queryByText('Тип питания можно изменить только один раз за курс'),
  ).not.toBeInTheDocument();
});

test('"Отмена" and the return button go back to nutrition without saving', async () => {
  renderAt('/change_nutrition_type/3');
  await userEvent.click(await screen.findByRole('button', { name: 'Отмена' }));
  expect(screen.getByText('Страница питания')).toBeInTheDocument();

  renderAt('/change_nutrition_type/');
  await userEvent.click(await screen.findByRole('button', { name: 'Вернуться' }));
  await waitFor(() => expect(screen.getAllByText('Страница питания')).toHaveLength(2));
  expect(mockChange).not.toHaveBeenCalled();
});

test('without a plan there is nothing to change', async () => {
  mockInfo.mockResolvedValue(answer({ dieta: null, demo_day: false }));
  renderAt('/change_nutrition_type/');
  expect(await screen.findByText('Питание отсутствует')).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});

test('once the type was changed (or during the contest): no form, the reason and the way back', async () => {
  mockInfo.mockResolvedValue(
    answer(
      infoResult({
        type_editable: false,
        type_refusal: 'Тип питания можно изменить только один раз за курс',
      }),
    ),
  );
  renderAt('/change_nutrition_type/4');
  expect(await screen.findByText('Изменить тип питания нельзя')).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent(
    'Тип питания можно изменить только один раз за курс',
  );
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Вернуться к питанию' }));
  expect(screen.getByText('Страница питания')).toBeInTheDocument();
});
