import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LOAD_MESSAGES, LoadState, type LoadStatus } from './LoadState';
import { useReloadWhenOnline } from './useOnline';

const FAILED = 'Не удалось загрузить уведомления.';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

/** A list that fails `failures` times, then loads `items`. */
function List({ failures, items }: { failures: number; items: string[] }) {
  const [status, setStatus] = useState<LoadStatus>('failed');
  const [left, setLeft] = useState(failures - 1);
  const retry = () => {
    setStatus('loading');
    setTimeout(() => {
      setStatus(left > 0 ? 'failed' : 'ready');
      setLeft((n) => n - 1);
    }, 150);
  };
  return (
    <LoadState
      status={status}
      failedText={FAILED}
      onRetry={retry}
      empty={items.length === 0}
      emptyText="Уведомления отсутствуют"
    >
      {() => (
        <ul>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </LoadState>
  );
}

describe('LoadState', () => {
  it('shows the loader while loading, and neither the content nor the empty text', () => {
    render(
      <LoadState status="loading" failedText={FAILED} onRetry={jest.fn()} empty emptyText="Пусто">
        <p>Содержимое</p>
      </LoadState>,
    );
    expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument();
    expect(screen.queryByText('Пусто')).not.toBeInTheDocument();
    expect(screen.queryByText('Содержимое')).not.toBeInTheDocument();
  });

  it('tells a failure apart from an empty list, with a real "Повторить" button', async () => {
    const onRetry = jest.fn();
    render(
      <LoadState status="failed" failedText={FAILED} onRetry={onRetry} empty emptyText="Пусто" />,
    );
    expect(screen.getByText(FAILED)).toBeVisible();
    expect(screen.getByText(LOAD_MESSAGES.hint)).toBeVisible();
    expect(screen.queryByText('Пусто')).not.toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Повторить' });
    expect(retry.tagName).toBe('BUTTON');
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the server’s reason when it gave one', () => {
    render(
      <LoadState
        status="failed"
        failedText={FAILED}
        reason="Нет связи с сервером. Проверь подключение и попробуй еще раз."
        onRetry={jest.fn()}
      />,
    );
    expect(
      screen.getByText('Нет связи с сервером. Проверь подключение и попробуй еще раз.'),
    ).toBeVisible();
  });

  it('shows the empty text, or the content, once loaded', () => {
    const { rerender } = render(
      <LoadState status="ready" failedText={FAILED} onRetry={jest.fn()} empty emptyText="Пусто">
        {() => <p>Содержимое</p>}
      </LoadState>,
    );
    expect(screen.getByText('Пусто')).toBeVisible();
    rerender(
      <LoadState status="ready" failedText={FAILED} onRetry={jest.fn()} emptyText="Пусто">
        {() => <p>Содержимое</p>}
      </LoadState>,
    );
    expect(screen.getByText('Содержимое')).toBeVisible();
    expect(screen.queryByText('Пусто')).not.toBeInTheDocument();
  });

  it('reads the failure out through a polite live region that was there before it', () => {
    jest.useFakeTimers();
    const { rerender } = render(
      <LoadState status="loading" failedText={FAILED} onRetry={jest.fn()} />,
    );
    const region = document.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveTextContent('');
    rerender(<LoadState status="failed" failedText={FAILED} onRetry={jest.fn()} />);
    act(() => jest.advanceTimersByTime(200));
    expect(document.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toHaveTextContent(`${FAILED} ${LOAD_MESSAGES.hint}`);
  });

  it('keeps the failed view with a busy button while a retry runs, so the focus stays on it', async () => {
    render(<List failures={2} items={['Первое']} />);
    const retry = screen.getByRole('button', { name: 'Повторить' });
    retry.focus();
    await userEvent.click(retry);
    expect(screen.getByRole('button', { name: 'Повторить' })).toHaveAttribute('aria-busy', 'true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Повторить' }));
    // the retry failed again: the same view, the button ready
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Повторить' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.getByText(FAILED)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Первое')).toBeVisible();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });

  it('says the network is off when it is, and loads again by itself when it comes back', async () => {
    render(<List failures={1} items={[]} />);
    act(() => setOnline(false));
    expect(screen.getByText(LOAD_MESSAGES.offline)).toBeVisible();
    act(() => setOnline(true));
    expect(await screen.findByText('Уведомления отсутствуют')).toBeVisible();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });
});

describe('useReloadWhenOnline', () => {
  function Probe({ failed, reload }: { failed: boolean; reload: () => void }) {
    useReloadWhenOnline(failed, reload);
    return null;
  }

  it('reloads on "online" only while failed, with the latest reload', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = render(<Probe failed={false} reload={first} />);
    act(() => setOnline(true));
    expect(first).not.toHaveBeenCalled();
    rerender(<Probe failed reload={first} />);
    rerender(<Probe failed reload={second} />);
    act(() => setOnline(true));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    act(() => setOnline(true));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
