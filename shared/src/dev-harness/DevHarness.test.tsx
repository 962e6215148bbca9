import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { http } from '../api';
import { clearSession, confirm, showBanner } from '../bus';
import { memberProfile } from '../testing';
import { DevHarness } from './index';
import { HARNESS_TOKEN_KEY, restoreSession } from './session';

const calls: string[] = [];
function answer(config: InternalAxiosRequestConfig, status: number, data: unknown, headers = {}) {
  const res = { data, status, statusText: '', headers, config };
  if (status >= 400)
    return Promise.reject(Object.assign(new Error(`HTTP ${status}`), { response: res }));
  return Promise.resolve(res);
}
const api: AxiosAdapter = (config) => {
  calls.push(`${config.method?.toUpperCase()} ${config.url}`);
  if (config.url === '/api/auth/login') {
    const { password } = JSON.parse(String(config.data));
    return password === 'demo12345'
      ? answer(config, 200, { result: {}, error: null }, { 'x-auth-token': 'tok-1' })
      : answer(config, 403, { result: null, error: { message: 'Неверный e-mail или пароль' } });
  }
  if (config.url === '/api/cabinet/init')
    return answer(config, 200, {
      result: {
        profile: memberProfile({ name: 'Анна Смирнова' }),
        countries: [],
        not_active_options: [],
        rest_time: 0,
      },
      error: null,
    });
  return answer(config, 404, { result: null, error: { message: 'нет' } });
};

const Faq = () => <h1>FAQ</h1>;
const Store = () => <h1>Магазин</h1>;
const FeedbackModal = ({ onClose }: { onClose: () => void }) => (
  <button type="button" onClick={onClose}>
    Отправить отзыв
  </button>
);
const harness = (path = '/') =>
  render(
    <MemoryRouter
      initialEntries={[path]}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <DevHarness
        remote="mf_account"
        routes={{ faq: Faq, store: Store }}
        widgets={{ FeedbackModal }}
      />
    </MemoryRouter>,
  );

beforeEach(() => {
  http.defaults.adapter = api;
  calls.length = 0;
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
});

describe('dev harness', () => {
  it('signs in with the real call, keeps the token for this origin, shows the remote page', async () => {
    restoreSession();
    harness();
    await userEvent.type(await screen.findByLabelText('Пароль'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Неверный e-mail или пароль')).toBeInTheDocument();
    expect(localStorage.getItem(HARNESS_TOKEN_KEY)).toBeNull();

    await userEvent.clear(screen.getByLabelText('Пароль'));
    await userEvent.type(screen.getByLabelText('Пароль'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    // the first page of the contract's routes for mf_account that the remote has
    expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
    expect(localStorage.getItem(HARNESS_TOKEN_KEY)).toBe('tok-1');
    expect(calls).toContain('POST /api/auth/login');
    expect(screen.getByText('Анна Смирнова')).toBeInTheDocument();
    // links to every page without parameters (contract paths) and to every widget
    expect(screen.getByRole('link', { name: 'faq' })).toHaveAttribute('href', '/faq/');
    expect(screen.getByRole('link', { name: 'store' })).toHaveAttribute('href', '/store/');
    await userEvent.click(screen.getByRole('link', { name: 'виджет FeedbackModal' }));
    expect(await screen.findByRole('button', { name: 'Отправить отзыв' })).toBeInTheDocument();
  });

  it('mounts the shell overlays: banners and the confirm modal answer the remote', async () => {
    localStorage.setItem(HARNESS_TOKEN_KEY, 'tok-1');
    restoreSession();
    harness('/store/');
    expect(await screen.findByRole('heading', { name: 'Магазин' })).toBeInTheDocument();
    act(() => showBanner('fail', 'Курс заморожен'));
    // banners are read out through the shell's one polite live region
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Курс заморожен'));
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ title: 'Удалить?', yes: 'Да', no: 'Нет' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await expect(answer).resolves.toBe(true);
  });

  it('switches to a phone: the page in a 390 px frame of the same address', async () => {
    localStorage.setItem(HARNESS_TOKEN_KEY, 'tok-1');
    restoreSession();
    harness('/faq/');
    await userEvent.click(await screen.findByRole('button', { name: 'Телефон' }));
    const frame = screen.getByTitle('Телефон, 390 × 844');
    expect(frame).toHaveAttribute('src', '/faq/?harness-frame=1');
    expect(screen.getByRole('button', { name: 'Телефон' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Компьютер' }));
    await waitFor(() => expect(screen.queryByTitle('Телефон, 390 × 844')).toBeNull());
    expect(screen.getByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
  });
});
