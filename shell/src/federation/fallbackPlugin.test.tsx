import { render, screen } from '@testing-library/react';
import fallbackPlugin, { handleErrorLoadRemote } from './fallbackPlugin';
import { createFallbackModule, isFallbackModule, type FallbackModule } from './fallbackModule';
import { setFallbackModuleFactory } from './fallbackRegistry';

beforeEach(() => setFallbackModuleFactory(createFallbackModule));

describe('fallback runtime plugin', () => {
  const plugin = fallbackPlugin() as unknown as {
    name: string;
    errorLoadRemote: (args: unknown) => unknown;
  };

  it('answers a failed load with a module whose components render the fallback', async () => {
    const mod = plugin.errorLoadRemote({
      id: 'mf_account/routes',
      error: new Error('ScriptExternalLoadError'),
      lifecycle: 'onLoad',
      from: 'runtime',
    });
    expect(isFallbackModule(mod)).toBe(true);
    const Faq = (mod as FallbackModule).default.faq;
    render(<Faq />);
    expect(screen.getByTestId('remote-fallback')).toHaveTextContent('Не удалось загрузить раздел');
    expect(
      screen.getByText('Проверь подключение или попробуй еще раз чуть позже.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('also covers beforeRequest', async () => {
    const mod = handleErrorLoadRemote({ id: 'x/y', error: 1, lifecycle: 'beforeRequest' });
    expect(isFallbackModule(mod)).toBe(true);
  });

  it('lets a manifest failure (afterResolve) and shared loading pass through', async () => {
    expect(handleErrorLoadRemote({ id: 'm', error: 1, lifecycle: 'afterResolve' })).toBeUndefined();
    expect(
      handleErrorLoadRemote({ id: 'm', error: 1, lifecycle: 'beforeLoadShare' }),
    ).toBeUndefined();
  });

  it('answers nothing before the app registered its fallback', () => {
    setFallbackModuleFactory(null);
    expect(handleErrorLoadRemote({ id: 'm', error: 1, lifecycle: 'onLoad' })).toBeUndefined();
  });

  it('is named', () => {
    expect(plugin.name).toBe('club-fallback-plugin');
  });
});
