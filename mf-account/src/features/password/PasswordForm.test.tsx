import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { banners$, confirmRequests$, type Banner, type PendingConfirm } from '@club/shared';
import ChangePassPage from './ChangePassPage';
import { PasswordForm } from './PasswordForm';
import { changePassword } from './api/changePassword';

jest.mock('./api/changePassword', () => ({ changePassword: jest.fn() }));
const mockChange = jest.mocked(changePassword);

const done = { result: { message: 'Пароль изменен!' }, error: null, status: 200, headers: {} };
const refused = (message: string, code?: number) => ({
  result: null,
  error: code === undefined ? { message } : { message, code },
  status: 400,
  headers: {},
});

let confirms: PendingConfirm[];
let banners: Banner[];
let subs: { unsubscribe(): void }[];
beforeEach(() => {
  jest.clearAllMocks();
  mockChange.mockResolvedValue(done);
  confirms = [];
  banners = [];
  subs = [
    confirmRequests$.subscribe((c) => confirms.push(c)),
    banners$.subscribe((b) => banners.push(b)),
  ];
});
afterEach(() => {
  subs.forEach((s) => s.unsubscribe());
  jest.useRealTimers();
});

const oldField = () => screen.getByLabelText('Старый пароль') as HTMLInputElement;
const newField = () => screen.getByLabelText('Новый пароль') as HTMLInputElement;
const messageOf = (input: HTMLInputElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

function renderBlock(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  render(<PasswordForm layout="block" />);
  return user;
}
const submit = () => screen.getByRole('button', { name: 'Изменить пароль' });

test('the eye toggle shows and hides each password', async () => {
  const user = renderBlock();
  expect(oldField()).toHaveAttribute('type', 'password');
  const [eyeOld, eyeNew] = screen.getAllByRole('button', { name: 'Показать пароль' });
  await user.click(eyeOld);
  expect(oldField()).toHaveAttribute('type', 'text');
  expect(newField()).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
  expect(oldField()).toHaveAttribute('type', 'password');
  await user.click(eyeNew);
  expect(newField()).toHaveAttribute('type', 'text');
});

test('empty fields: "Заполните поле." under each', async () => {
  const user = renderBlock();
  await user.click(submit());
  expect(messageOf(oldField())).toBe('Заполните поле.');
  expect(messageOf(newField())).toBe('Заполните поле.');
  expect(mockChange).not.toHaveBeenCalled();
});

test('only Latin letters and digits go in; - + _ go in but are refused', async () => {
  const user = renderBlock();
  await user.type(oldField(), 'пароль demo12345!');
  expect(oldField()).toHaveValue('demo12345');
  await user.type(newField(), 'new-pass_1+');
  expect(newField()).toHaveValue('new-pass_1+');
  await user.click(submit());
  expect(messageOf(newField())).toBe('Пароль может содержать только латинские буквы и цифры.');
  expect(messageOf(oldField())).toBeNull();
  expect(mockChange).not.toHaveBeenCalled();
});

test('the new password needs 8 characters: "Минимум 8 символов."', async () => {
  const user = renderBlock();
  await user.type(oldField(), 'demo12345');
  await user.type(newField(), 'abc1234');
  await user.click(submit());
  expect(messageOf(newField())).toBe('Минимум 8 символов.');
  expect(mockChange).not.toHaveBeenCalled();
});

test.each([
  [1, 'Неверный старый пароль', 'old'],
  [2, 'Минимум 8 символов.', 'new'],
])('server code %i marks the %s field', async (code, message, which) => {
  mockChange.mockResolvedValue(refused(message, code));
  const user = renderBlock();
  await user.type(oldField(), 'wrong12345');
  await user.type(newField(), 'Newpass2024');
  await user.click(submit());
  const marked = which === 'old' ? oldField() : newField();
  const other = which === 'old' ? newField() : oldField();
  await waitFor(() => expect(messageOf(marked)).toBe(message));
  expect(marked).toHaveAttribute('aria-invalid', 'true');
  expect(messageOf(other)).toBeNull();
  expect(mockChange).toHaveBeenCalledWith({
    old_password: 'wrong12345',
    new_password: 'Newpass2024',
  });
  expect(confirms).toHaveLength(0);
});

test('another refusal is a fail banner', async () => {
  mockChange.mockResolvedValue(refused('Внутренняя ошибка сервера'));
  const user = renderBlock();
  await user.type(oldField(), 'demo12345');
  await user.type(newField(), 'Newpass2024');
  await user.click(submit());
  await waitFor(() =>
    expect(banners).toEqual([
      expect.objectContaining({ type: 'fail', text: 'Внутренняя ошибка сервера' }),
    ]),
  );
});

test('messages are cleared after 4 s', async () => {
  jest.useFakeTimers();
  mockChange.mockResolvedValue(refused('Неверный старый пароль', 1));
  const user = renderBlock({ advanceTimers: jest.advanceTimersByTime });
  await user.click(submit());
  expect(messageOf(oldField())).toBe('Заполните поле.');
  act(() => jest.advanceTimersByTime(3900));
  expect(messageOf(oldField())).toBe('Заполните поле.');
  act(() => jest.advanceTimersByTime(100));
  expect(messageOf(oldField())).toBeNull();
  expect(messageOf(newField())).toBeNull();

  await user.type(oldField(), 'wrong12345');
  await user.type(newField(), 'Newpass2024');
  await user.click(submit());
  await waitFor(() => expect(messageOf(oldField())).toBe('Неверный старый пароль'));
  act(() => jest.advanceTimersByTime(3900));
  expect(messageOf(oldField())).toBe('Неверный старый пароль');
  act(() => jest.advanceTimersByTime(100));
  expect(messageOf(oldField())).toBeNull();
});

test('success: the notice "Пароль изменен!" / "Твой пароль успешно изменен.", the fields emptied', async () => {
  const user = renderBlock();
  await user.type(oldField(), 'demo12345');
  await user.type(newField(), 'Newpass2024');
  await user.click(submit());
  await waitFor(() => expect(confirms).toHaveLength(1));
  expect(confirms[0]).toMatchObject({
    title: 'Пароль изменен!',
    text: 'Твой пароль успешно изменен.',
  });
  expect(confirms[0].yes).toBeUndefined();
  expect(oldField()).toHaveValue('');
  expect(newField()).toHaveValue('');
});

describe('mobile page "Изменить пароль"', () => {
  function renderPage(entries = ['/profile/', '/change-pass/']) {
    const user = userEvent.setup();
    render(
      <MemoryRouter
        initialEntries={entries}
        initialIndex={entries.length - 1}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        <Routes>
          <Route path="/profile/" element={<p>Профиль</p>} />
          <Route path="/courses/" element={<p>Курсы</p>} />
          <Route path="/change-pass/" element={<ChangePassPage />} />
        </Routes>
      </MemoryRouter>,
    );
    return user;
  }

  test('has the title, the back button, "Отмена" goes to the profile', async () => {
    const user = renderPage(['/courses/', '/change-pass/']);
    expect(screen.getByRole('heading', { name: 'Изменить пароль', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByText('Профиль')).toBeInTheDocument();
  });

  test('the back button goes back', async () => {
    const user = renderPage(['/courses/', '/change-pass/']);
    await user.click(screen.getByRole('button', { name: /Назад/ }));
    expect(screen.getByText('Курсы')).toBeInTheDocument();
  });

  test('the back button without history goes to the profile', async () => {
    const user = renderPage(['/change-pass/']);
    await user.click(screen.getByRole('button', { name: /Назад/ }));
    expect(screen.getByText('Профиль')).toBeInTheDocument();
  });

  test('a changed password returns to the profile after the notice', async () => {
    const user = renderPage(['/change-pass/']);
    await user.type(oldField(), 'demo12345');
    await user.type(newField(), 'Newpass2024');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByText('Профиль')).toBeInTheDocument());
    expect(confirms[0]).toMatchObject({ title: 'Пароль изменен!' });
  });
});
