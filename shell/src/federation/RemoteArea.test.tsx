import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { __clearRemoteCacheForTests, RemoteArea } from './RemoteArea';
import { __setDeployedForTests } from './remotes';
import { IncompatibleContractError } from '@club/shared/remote-contract';
import { createFallbackModule } from './fallbackModule';

const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;

const ACCOUNT = 'http://localhost:3004/mf-manifest.json';
let remotesJson: Record<string, string>;

beforeEach(() => {
  remotesJson = { mf_account: ACCOUNT };
  // "Повторить" reads /remotes.json again before loading.
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => remotesJson })) as never;
  load.mockReset();
  register.mockReset();
  __clearRemoteCacheForTests();
  __setDeployedForTests({ mf_account: 'http://localhost:3004/mf-manifest.json' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const Faq = () => <h1>FAQ</h1>;

describe('RemoteArea', () => {
  it('tells a remote of another contract major apart: it is being updated', async () => {
    load.mockResolvedValueOnce(
      createFallbackModule(
        'mf_account/routes',
        new IncompatibleContractError('mf_account', '2.0.0', '1.0.0'),
      ),
    );
    render(<RemoteArea remote="mf_account" expose="routes" name="faq" />);
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('Не удалось загрузить раздел');
    expect(fallback).toHaveTextContent('Раздел обновляется. Обнови страницу чуть позже.');
    expect(fallback).not.toHaveTextContent('Проверь подключение');
  });

  it('shows the fallback when loading rejects, and retries successfully', async () => {
    load
      .mockRejectedValueOnce(new Error('manifest 404'))
      .mockResolvedValueOnce({ default: { faq: Faq } });
    render(<RemoteArea remote="mf_account" expose="routes" name="faq" />);
    expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument();
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('Не удалось загрузить раздел');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
    // the remote was registered again with force, so the runtime forgot the failed load
    expect(register).toHaveBeenCalledWith(
      [{ name: 'mf_account', entry: 'http://localhost:3004/mf-manifest.json' }],
      { force: true },
    );
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledWith('mf_account/routes');
  });

  it('retries from the new location when the remote was moved meanwhile', async () => {
    load
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValueOnce({ default: { faq: Faq } });
    render(<RemoteArea remote="mf_account" expose="routes" name="faq" />);
    await screen.findByTestId('remote-fallback');
    remotesJson = { mf_account: 'https://account.club.example/mf-manifest.json' };
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
    expect(register).toHaveBeenLastCalledWith(
      [{ name: 'mf_account', entry: 'https://account.club.example/mf-manifest.json' }],
      { force: true },
    );
  });

  it('treats the fallback module of the runtime plugin as a failure', async () => {
    load.mockResolvedValueOnce(createFallbackModule('mf_account/routes', new Error('x')));
    render(<RemoteArea remote="mf_account" expose="routes" name="faq" />);
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
  });

  it('catches a remote that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    load
      .mockResolvedValueOnce({ default: { faq: Broken } })
      .mockResolvedValueOnce({ default: { faq: Faq } });
    render(
      <>
        <p>Меню</p>
        <RemoteArea remote="mf_account" expose="routes" name="faq" />
      </>,
    );
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByText('Меню')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
  });

  it('shows the fallback for a page of a remote that is not deployed', async () => {
    render(<RemoteArea remote="mf_training" expose="routes" name="courses" />);
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('renders nothing for a widget of a remote that is not deployed', async () => {
    const { container } = render(
      <RemoteArea remote="mf_nutrition" expose="widgets" name="NutritionSummary" kind="widget" />,
    );
    await screen.findByText((_, el) => el === container);
    await new Promise((r) => setTimeout(r, 0));
    expect(container).toBeEmptyDOMElement();
  });
});
