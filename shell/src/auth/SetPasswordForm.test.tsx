// The page of a letter's link (/reset-pass/#token=...): whose account, the password change's rules
// and texts, a link that cannot be used, and the sign-in that follows a saved password.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPost, clearSession, getSession, paths, type ApiAnswer } from '@club/shared';
import { renderAt } from '../test/utils';
import { TOKEN_KEY } from '../session/tokenStorage';
import { ResetPassContent } from './ResetPassContent';
import { MESSAGES_CLEAR_MS } from './SetPasswordForm';

jest.mock('@club/shared', () => ({
  ...jest.requireActual('@club/shared'),
  apiPost: jest.fn(),
}));
const post = apiPost as jest.MockedFunction<typeof apiPost>;

const answer = (result: unknown, headers: Record<string, string> = {}): ApiAnswer<never> =>
  ({ result, error: null, status: 200, headers }) as ApiAnswer<never>;
const refusal = (message: string, code?: number): ApiAnswer<never> =>
  ({ result: null, error: { message, code }, status: 400, headers: {} }) as ApiAnswer<never>;

const USED = 'Эта ссылка уже использована. Если нужно сменить пароль ещё раз, запроси новую.';

beforeEach(() => {
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  post.mockReset();
});

const password = () => screen.findByLabelText('Новый пароль');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить и войти' }));

test('without a link: the recovery request form', () => {
  renderAt(<ResetPassContent signIn="session" />, '/reset-pass/');
  expect(screen.getByRole('button', { name: 'Восстановить' })).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

test('a recovery link: the account, the password change’s texts, then signed in', async () => {
  post.mockImplementation(async (url) => {
    if (url === paths.resetPassCheck)
      return answer({ email: 'demo11@club.local', purpose: 'recovery' });
    return answer({ message: 'Пароль изменен!' }, { 'x-auth-token': 'NEW' });
  });
  renderAt(<ResetPassContent signIn="session" />, '/reset-pass/#token=abc');
  expect(await screen.findByRole('heading', { name: 'Новый пароль' })).toBeInTheDocument();
  expect(screen.getByText('demo11@club.local')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith(paths.resetPassCheck, { token: 'abc' }, { silent: true });

  await save();
  expect(await screen.findByText('Заполните поле.')).toBeInTheDocument();
  await userEvent.type(await password(), 'abc12');
  await save();
  expect(await screen.findByText('Минимум 8 символов.')).toBeInTheDocument();
  // the input takes only what a password may hold, as the password change's
  await userEvent.clear(await password());
  await userEvent.type(await password(), 'Пароль123');
  expect(await password()).toHaveValue('123');

  await userEvent.clear(await password());
  await userEvent.type(await password(), 'Secret2024');
  await save();
  await waitFor(() => expect(getSession().token).toBe('NEW'));
  expect(localStorage.getItem(TOKEN_KEY)).toBe('NEW');
  expect(post).toHaveBeenLastCalledWith(
    paths.resetPass,
    { token: 'abc', new_password: 'Secret2024' },
    { silent: true },
  );
});

test('a welcome link asks for the first password', async () => {
  post.mockResolvedValue(answer({ email: 'new@example.ru', purpose: 'welcome' }));
  renderAt(<ResetPassContent signIn="session" />, '/reset-pass/#token=w1');
  expect(await screen.findByRole('heading', { name: 'Придумай пароль' })).toBeInTheDocument();
  expect(screen.getByText('new@example.ru')).toBeInTheDocument();
});

test('a link that cannot be used says why and offers a new one', async () => {
  post.mockResolvedValue(refusal(USED, 3));
  renderAt(<ResetPassContent signIn="session" />, '/reset-pass/#token=old');
  expect(await screen.findByRole('heading', { name: 'Ссылка не работает' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(USED);
  await userEvent.click(screen.getByRole('button', { name: 'Запросить новую ссылку' }));
  expect(await screen.findByRole('button', { name: 'Восстановить' })).toBeInTheDocument();
});

test('the server’s refusal of the password goes under its field and clears after 4 s', async () => {
  post.mockImplementation(async (url) =>
    url === paths.resetPassCheck
      ? answer({ email: 'demo11@club.local', purpose: 'recovery' })
      : refusal('Минимум 8 символов.', 2),
  );
  renderAt(<ResetPassContent signIn="session" />, '/reset-pass/#token=abc');
  await userEvent.type(await password(), 'Secret2024');
  jest.useFakeTimers();
  try {
    await act(async () => {
      screen.getByRole('button', { name: 'Сохранить и войти' }).click();
    });
    expect(await screen.findByText('Минимум 8 символов.')).toBeInTheDocument();
    expect(getSession().token).toBeNull();
    act(() => {
      jest.advanceTimersByTime(MESSAGES_CLEAR_MS);
    });
    expect(screen.queryByText('Минимум 8 символов.')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});
