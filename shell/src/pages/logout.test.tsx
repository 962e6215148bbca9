import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmHost, apiPost, getSession } from '@club/shared';
import { TOKEN_KEY } from '../session/tokenStorage';
import { signIn } from '../test/utils';
import { confirmLogout, logoutQuestion } from './logoutFlow';

jest.mock('@club/shared', () => ({
  ...jest.requireActual('@club/shared'),
  apiPost: jest.fn(),
}));
const post = apiPost as jest.MockedFunction<typeof apiPost>;

beforeEach(() => {
  post.mockReset();
  localStorage.setItem(TOKEN_KEY, 'tok');
});

describe('logout confirmation', () => {
  it('words the question by gender', () => {
    expect(logoutQuestion(0)).toBe('Ты уверена, что хочешь выйти?');
    expect(logoutQuestion(1)).toBe('Ты уверен, что хочешь выйти?');
  });

  it('clears the session even when the call fails', async () => {
    signIn({ gender: 1 });
    post.mockRejectedValue(new Error('network down'));
    render(<ConfirmHost />);
    let done: Promise<boolean> = Promise.resolve(false);
    act(() => {
      done = confirmLogout('/logout/');
    });
    expect(await screen.findByText('Выход')).toBeInTheDocument();
    expect(screen.getByText('Ты уверен, что хочешь выйти?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    await expect(done).resolves.toBe(true);
    expect(post).toHaveBeenCalledWith('/api/cabinet/logout', {}, { silent: true });
    expect(getSession().token).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the session on "Отмена"', async () => {
    signIn({ gender: 0 });
    render(<ConfirmHost />);
    let done: Promise<boolean> = Promise.resolve(true);
    act(() => {
      done = confirmLogout('/logout/');
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Отмена' }));
    await expect(done).resolves.toBe(false);
    expect(post).not.toHaveBeenCalled();
    await waitFor(() => expect(getSession().token).toBe('tok'));
  });
});
