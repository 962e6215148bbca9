import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { banners$, type Banner, type FrostInfoResult } from '@club/shared';
import { mockMatchMedia } from '@club/shared/testing';
import { frost } from '../../api/frost';
import { getFrostInfo } from '../../api/getFrostInfo';
import { ok, renderAt } from '../../test/utils';
import FreezePage from './FreezePage';

jest.mock('../../api/getFrostInfo', () => ({ getFrostInfo: jest.fn() }));
jest.mock('../../api/frost', () => ({ frost: jest.fn() }));

const DAY = 86400;
const frostInfo = (patch: Partial<FrostInfoResult> = {}): FrostInfoResult => ({
  user_pack_id: 2,
  course_name: 'Стройность',
  status: 'ACTIVATED',
  rest_time: 20 * DAY,
  rest_frost_time: null,
  frost: { can_frost: true, message: null },
  ...patch,
});

let undoMedia: () => void;
let banners: Banner[];
let sub: { unsubscribe: () => void };
beforeEach(() => {
  jest.clearAllMocks();
  undoMedia = mockMatchMedia(true);
  banners = [];
  sub = banners$.subscribe((b) => banners.push(b));
  jest.mocked(getFrostInfo).mockResolvedValue(ok(frostInfo()));
});
afterEach(() => {
  undoMedia();
  sub.unsubscribe();
});

const open = () => renderAt(<FreezePage />, '/course/froze/2', '/course/froze/:id');

test('asks to choose the days before freezing', async () => {
  const user = userEvent.setup();
  open();
  expect(await screen.findByRole('heading', { name: 'Заморозка курса' })).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Заморозить' }));
  expect(screen.getByText('Необходимо выбрать количество дней для заморозки')).toBeInTheDocument();
  expect(frost).not.toHaveBeenCalled();
});

test('freezes for the days picked on the wheel (1 to 14) and shows the success banner', async () => {
  const user = userEvent.setup();
  jest.mocked(frost).mockResolvedValue(ok({ message: 'Стройность успешно заморожен' }));
  open();
  await user.click(await screen.findByRole('button', { name: 'Выбери кол-во дней' }));
  const picker = screen.getByRole('dialog', { name: 'Выбери кол-во дней' });
  const options = within(picker).getAllByRole('option');
  expect(options[0]).toHaveTextContent('1 день');
  expect(options.map((o) => o.getAttribute('aria-setsize'))).toContain('14');
  await user.click(within(picker).getByRole('option', { name: '3 дня' }));
  await user.click(within(picker).getByRole('button', { name: 'Применить' }));
  expect(screen.getByRole('button', { name: '3 дня' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Заморозить' }));
  await waitFor(() => expect(frost).toHaveBeenCalledWith(2, 3));
  expect(banners).toEqual([
    expect.objectContaining({ type: 'ok', text: 'Стройность успешно заморожен' }),
  ]);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/courses/'));
});

test('a course that cannot freeze: the server message in a banner, back to the list', async () => {
  jest
    .mocked(getFrostInfo)
    .mockResolvedValue(ok(frostInfo({ frost: { can_frost: false, message: null } })));
  open();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/courses/'));
  expect(banners).toEqual([
    expect.objectContaining({ type: 'fail', text: 'Нельзя заморозить курс' }),
  ]);
});

test('desktop hands the freeze over to the list, where the modal opens', async () => {
  undoMedia();
  undoMedia = mockMatchMedia(false);
  open();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/courses/'));
  expect(getFrostInfo).not.toHaveBeenCalled();
});
