import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { banners$, type ChatMessage } from '@club/shared';
import { Composer } from './Composer';

const banners: string[] = [];
banners$.subscribe((b) => banners.push(b.text));
beforeEach(() => {
  banners.length = 0;
});

const setup = (over: Partial<Parameters<typeof Composer>[0]> = {}) => {
  const props = {
    sending: false,
    editing: null,
    onSend: jest.fn().mockResolvedValue(true),
    onSaveEdit: jest.fn().mockResolvedValue(true),
    onCancelEdit: jest.fn(),
    ...over,
  };
  const view = render(<Composer {...props} />);
  return { ...props, view, input: screen.getByRole('textbox', { name: 'Сообщение' }) };
};

test('has the placeholder, the paperclip and the send button; sending needs text or a file', async () => {
  const { input } = setup();
  expect(input).toHaveAttribute('placeholder', 'Сообщение...');
  expect(screen.getByRole('button', { name: 'Прикрепить фото' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
  await userEvent.type(input, '   ');
  expect(screen.getByRole('button', { name: 'Отправить' })).toBeDisabled();
});

test('Shift+Enter sends; Enter alone starts a new line; the input clears after a send', async () => {
  const { input, onSend } = setup();
  await userEvent.type(input, 'Привет{Enter}тренер');
  expect(onSend).not.toHaveBeenCalled();
  await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
  expect(onSend).toHaveBeenCalledWith('Привет\nтренер', []);
  expect(input).toHaveValue('');
});

test('the text stays when the send fails', async () => {
  const { input } = setup({ onSend: jest.fn().mockResolvedValue(false) });
  await userEvent.type(input, 'Не потеряй');
  await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
  expect(input).toHaveValue('Не потеряй');
});

test('attaches png and jpeg with thumbnail, name and size; refuses others with the spec’s texts', async () => {
  const created = URL.createObjectURL;
  URL.createObjectURL = (file: Blob) => `blob:${(file as File).name}`;
  URL.revokeObjectURL = () => undefined;
  const { onSend } = setup();
  const picker = screen.getByTestId('attach-input') as HTMLInputElement;
  const png = new File([new Uint8Array(2048)], 'photo.png', { type: 'image/png' });
  fireEvent.change(picker, { target: { files: [png] } });
  expect(screen.getByText('photo.png')).toBeInTheDocument();
  expect(screen.getByText('2 КБ')).toBeInTheDocument();
  const chosen = screen.getByRole('list', { name: 'Прикреплённые файлы' });
  expect(chosen.querySelector('img')).toHaveAttribute('src', 'blob:photo.png');
  URL.createObjectURL = created;

  const gif = new File([new Uint8Array(10)], 'anim.gif', { type: 'image/gif' });
  fireEvent.change(picker, { target: { files: [gif] } });
  expect(banners).toEqual(['Ошибка! Можно загружать файлы с расширением png или jpg']);
  const many = Array.from(
    { length: 5 },
    (_, i) => new File(['x'], `${i}.png`, { type: 'image/png' }),
  );
  fireEvent.change(picker, { target: { files: many } });
  expect(banners.at(-1)).toBe('Ошибка! Ты можешь прикрепить не более 5 вложений');

  const jpg = new File([new Uint8Array(10)], 'second.jpg', { type: 'image/jpeg' });
  fireEvent.change(picker, { target: { files: [jpg] } });
  await userEvent.click(screen.getByRole('button', { name: 'Убрать файл second.jpg' }));
  expect(screen.queryByText('second.jpg')).not.toBeInTheDocument();

  // a picture alone can be sent; the files clear after it
  await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));
  expect(onSend).toHaveBeenCalledWith('', [png]);
  expect(screen.queryByText('photo.png')).not.toBeInTheDocument();
});

test('edit mode: the title, the message’s text, "Отменить" brings the draft back', async () => {
  const editing = { id: 7, message: 'Старый текст' } as ChatMessage;
  const props = {
    sending: false,
    onSend: jest.fn(),
    onSaveEdit: jest.fn().mockResolvedValue(true),
    onCancelEdit: jest.fn(),
  };
  const { rerender } = render(<Composer {...props} editing={null} />);
  const input = screen.getByRole('textbox', { name: 'Сообщение' });
  await userEvent.type(input, 'черновик');
  rerender(<Composer {...props} editing={editing} />);
  expect(screen.getByText('Редактирование сообщения')).toBeInTheDocument();
  expect(input).toHaveValue('Старый текст');
  expect(screen.getByRole('button', { name: 'Прикрепить фото' })).toBeDisabled();
  await userEvent.clear(input);
  await userEvent.type(input, 'Новый текст');
  await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
  expect(props.onSaveEdit).toHaveBeenCalledWith(7, 'Новый текст');
  expect(props.onCancelEdit).toHaveBeenCalled();
  expect(input).toHaveValue('черновик');

  rerender(<Composer {...props} editing={{ ...editing, id: 8 }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Отменить' }));
  expect(input).toHaveValue('черновик');
});
