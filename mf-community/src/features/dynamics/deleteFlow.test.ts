import { confirmRequests$, type PendingConfirm } from '@club/shared';
import { deleteDynamicsReport } from '../../api/deleteDynamicsReport';
import { confirmAndDelete, selectionAfterDelete } from './deleteFlow';

jest.mock('../../api/deleteDynamicsReport', () => ({ deleteDynamicsReport: jest.fn() }));

test('after a delete the next tab is selected, otherwise the previous, none after the last', () => {
  expect(selectionAfterDelete([1, 2, 3], 2)).toBe(3);
  expect(selectionAfterDelete([1, 2, 3], 3)).toBe(2);
  expect(selectionAfterDelete([1, 2, 3], 1)).toBe(2);
  expect(selectionAfterDelete([7], 7)).toBeNull();
});

describe('confirmAndDelete', () => {
  let asked: PendingConfirm[];
  let sub: { unsubscribe: () => void };
  beforeEach(() => {
    asked = [];
    sub = confirmRequests$.subscribe((r) => asked.push(r));
    jest.mocked(deleteDynamicsReport).mockResolvedValue({
      result: { message: 'Отчёт удалён' },
      error: null,
      status: 200,
      headers: {},
    });
  });
  afterEach(() => sub.unsubscribe());

  it.each([
    [0, 'Ты уверена, что хочешь удалить отчет?'],
    [1, 'Ты уверен, что хочешь удалить отчет?'],
    [null, 'Ты уверен(а), что хочешь удалить отчет?'],
  ] as const)('asks in the member gender (%s) and deletes on "Удалить"', async (gender, text) => {
    const done = confirmAndDelete(5, gender);
    await Promise.resolve();
    expect(asked[0]).toMatchObject({ title: 'Внимание!', text, yes: 'Удалить', no: 'Отмена' });
    asked[0].resolve(true);
    await expect(done).resolves.toBe(true);
    expect(deleteDynamicsReport).toHaveBeenCalledWith(5);
  });

  it('deletes nothing on "Отмена"', async () => {
    jest.mocked(deleteDynamicsReport).mockClear();
    const done = confirmAndDelete(5, 0);
    await Promise.resolve();
    asked[0].resolve(false);
    await expect(done).resolves.toBe(false);
    expect(deleteDynamicsReport).not.toHaveBeenCalled();
  });
});
