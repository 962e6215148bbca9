import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureBus, mockObjectUrls, photo } from '../test/utils';
import { emptySlots, PhotoSlots, serverSlots, type Slots } from './PhotoSlots';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name = 'me.png', size = 100) =>
  new File([new Uint8Array([...PNG_HEAD, ...new Array(Math.max(0, size - 8)).fill(0)])], name, {
    type: 'image/png',
  });

function Harness({ initial = emptySlots() }: { initial?: Slots }) {
  const [slots, setSlots] = useState(initial);
  return (
    <PhotoSlots
      slots={slots}
      onChange={(view, next) => setSlots((s) => ({ ...s, [view]: next }))}
      hint="формат png/jpg, макс. размер 5 МБ"
    />
  );
}

let bus: ReturnType<typeof captureBus>;
beforeEach(() => {
  mockObjectUrls();
  bus = captureBus();
});
afterEach(() => bus.stop());

test('checks the name, the type by its bytes and the size, with the spec texts', async () => {
  const user = userEvent.setup({ applyAccept: false });
  render(<Harness />);
  const input = screen.getByLabelText('Файл фото: Вид сбоку');
  await user.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
  await user.upload(input, new File(['not a picture'], 'me.png', { type: 'image/png' }));
  await user.upload(input, png('big.jpg', 5242881));
  await waitFor(() => expect(bus.banners).toHaveLength(3));
  expect(bus.banners.map((b) => [b.type, b.text])).toEqual([
    ['fail', 'Ошибка! Неверный формат файла'],
    ['fail', 'Ошибка! Можно загружать файлы с расширением png или jpg'],
    ['fail', 'Ошибка! Фото весит более 5 МБ'],
  ]);
  expect(screen.queryByRole('img', { name: 'фото отчета' })).toBeNull();
});

test('a chosen photo offers "Изменить фото": replace or remove', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.upload(screen.getByLabelText('Файл фото: Вид спереди'), png());
  expect(await screen.findByRole('img', { name: 'фото отчета' })).toHaveAttribute(
    'src',
    'blob:test/1',
  );
  await user.click(screen.getByRole('button', { name: 'Вид спереди: изменить фото' }));
  await waitFor(() => expect(bus.actions).toHaveLength(1));
  expect(bus.actions[0].title).toBe('Изменить фото');
  expect(bus.actions[0].items.map((i) => i.label)).toEqual(['Заменить фото', 'Удалить фото']);
  bus.actions[0].resolve(bus.actions[0].items[1]);
  expect(await screen.findByRole('button', { name: 'Вид спереди: добавить фото' })).toBeVisible();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
});

test('a server photo cannot be removed: tapping it picks a replacement, removing that brings it back', async () => {
  const user = userEvent.setup();
  render(<Harness initial={serverSlots({ side: photo('s'), front: null, back: null })} />);
  const input = screen.getByLabelText('Файл фото: Вид сбоку') as HTMLInputElement;
  const pick = jest.spyOn(input, 'click');
  await user.click(screen.getByRole('button', { name: 'Вид сбоку: заменить фото' }));
  expect(pick).toHaveBeenCalled();
  expect(bus.actions).toHaveLength(0);

  await user.upload(input, png());
  await user.click(await screen.findByRole('button', { name: 'Вид сбоку: изменить фото' }));
  await waitFor(() => expect(bus.actions).toHaveLength(1));
  bus.actions[0].resolve(bus.actions[0].items[1]);
  expect(await screen.findByRole('button', { name: 'Вид сбоку: заменить фото' })).toBeVisible();
  expect(screen.getByRole('img', { name: 'фото отчета' })).toHaveAttribute('src', photo('s').thumb);
});

test('in view mode a filled slot opens the photo, an empty one is inactive', async () => {
  const user = userEvent.setup();
  const onOpen = jest.fn();
  render(
    <PhotoSlots
      slots={serverSlots({ side: photo('s'), front: null, back: photo('b') })}
      readOnly
      onOpen={onOpen}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Вид сзади: открыть фото' }));
  expect(onOpen).toHaveBeenCalledWith('back');
  expect(screen.getByRole('button', { name: 'Вид спереди: нет фото' })).toBeDisabled();
  expect(screen.queryByLabelText(/Файл фото/)).toBeNull();
});
