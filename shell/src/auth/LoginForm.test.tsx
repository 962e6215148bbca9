import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPost, clearSession, getSession } from '@club/shared';
import { renderAt } from '../test/utils';
import { TOKEN_KEY } from '../session/tokenStorage';
import { LOGIN_TITLE, LoginForm } from './LoginForm';

jest.mock('@club/shared', () => ({
  ...jest.requireActual('@club/shared'),
  apiPost: jest.fn(),
}));
const post = apiPost as jest.MockedFunction<typeof apiPost>;

beforeEach(() => {
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  post.mockReset();
});

const fill = async (email: string, password: string) => {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Пароль'), password);
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Войти' }));

describe('LoginForm', () => {
  it('shows the title and validation messages', async () => {
    renderAt(<LoginForm />);
    expect(screen.getByText(LOGIN_TITLE)).toBeInTheDocument();
    await submit();
    expect(await screen.findByText('Не заполнено поле email')).toBeInTheDocument();
    expect(screen.getByText('Не заполнено поле пароль')).toBeInTheDocument();
    await fill('not-an-email', 'x');
    await submit();
    expect(await screen.findByText('Некорректный email')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('keeps the token in localStorage with remember-me', async () => {
    post.mockResolvedValue({
      result: null,
      error: null,
      status: 200,
      headers: { 'x-auth-token': 'T1' },
    });
    renderAt(<LoginForm />);
    await fill('anna@example.com', 'secret');
    await submit();
    await waitFor(() => expect(getSession().token).toBe('T1'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('T1');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the token in sessionStorage without remember-me', async () => {
    post.mockResolvedValue({
      result: null,
      error: null,
      status: 200,
      headers: { 'x-auth-token': 'T2' },
    });
    renderAt(<LoginForm />);
    await fill('anna@example.com', 'secret');
    await userEvent.click(screen.getByRole('switch', { name: 'Запомнить меня' }));
    await submit();
    await waitFor(() => expect(getSession().token).toBe('T2'));
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('T2');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('shows the server error and marks the password field', async () => {
    post.mockResolvedValue({
      result: null,
      error: { message: 'Неверный email или пароль' },
      status: 400,
      headers: {},
    });
    renderAt(<LoginForm />);
    await fill('anna@example.com', 'wrong');
    await submit();
    expect(await screen.findByText('Неверный email или пароль')).toBeInTheDocument();
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('aria-invalid', 'true');
    expect(getSession().token).toBeNull();
  });
});
