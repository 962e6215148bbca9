// Test helpers: API answers, a router with a location probe, confirm requests answered in tests.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { confirmRequests$, type ApiAnswer, type PendingConfirm } from '@club/shared';

export const ok = <T,>(result: T): ApiAnswer<T> => ({
  result,
  error: null,
  status: 200,
  headers: {},
});

export const failed = <T,>(message: string, status = 400): ApiAnswer<T> => ({
  result: null,
  error: { message },
  status,
  headers: {},
});

const future = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders `element` at `url` under the route `path`, with a probe showing the current pathname. */
export function renderAt(element: ReactElement, url: string, path = '*') {
  return render(
    <MemoryRouter initialEntries={[url]} future={future}>
      <Routes>
        <Route path={path} element={element} />
        {path !== '*' && <Route path="*" element={null} />}
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** Collects confirm()/notice() requests of the bus; answer them with `request.resolve(...)`. */
export function captureConfirms() {
  const requests: PendingConfirm[] = [];
  const sub = confirmRequests$.subscribe((r) => requests.push(r));
  return { requests, stop: () => sub.unsubscribe() };
}
