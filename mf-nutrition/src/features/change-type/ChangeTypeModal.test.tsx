import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, dieta, failure } from '../../test/fixtures';
import { changeDietaType } from './api/changeDietaType';
import { ChangeTypeModal } from './ChangeTypeModal';

jest.mock('./api/changeDietaType', () => ({ changeDietaType: jest.fn() }));
const mockChange = jest.mocked(changeDietaType);

beforeEach(() => jest.clearAllMocks());

function renderModal() {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const d = dieta();
  render(
    <ChangeTypeModal
      types={d.dieta_types}
      currentId={d.type_id}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return {
    onClose,
    onSaved,
    dialog: screen.getByRole('dialog', { name: 'Изменить твой тип питания' }),
  };
}

test('desktop modal: saving calls back so the page reloads its data', async () => {
  mockChange.mockResolvedValue(answer({ message: 'Тип питания успешно изменен.' }));
  const { onSaved, onClose, dialog } = renderModal();
  await userEvent.click(within(dialog).getByRole('radio', { name: /Вегетарианское/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  expect(mockChange).toHaveBeenCalledWith(4);
  expect(onSaved).toHaveBeenCalledTimes(1);
  expect(onClose).not.toHaveBeenCalled();
});

test('desktop modal: an error keeps it open with the message', async () => {
  mockChange.mockResolvedValue(failure('Этот тип питания недоступен для твоего курса'));
  const { onSaved, dialog } = renderModal();
  await userEvent.click(within(dialog).getByRole('radio', { name: /Вегетарианское/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  expect(
    await within(dialog).findByText('Этот тип питания недоступен для твоего курса'),
  ).toBeInTheDocument();
  expect(onSaved).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
});
