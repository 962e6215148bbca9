// Test helpers: API answers, a router with a location probe, bus requests answered in tests.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  actionListRequests$,
  banners$,
  confirmRequests$,
  type ApiAnswer,
  type Banner,
  type ContestReport,
  type DynamicsReport,
  type PendingActionList,
  type PendingConfirm,
  type ReportPhoto,
} from '@club/shared';

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

/** Collects the bus's banners, confirm requests and action lists. */
export function captureBus() {
  const banners: Banner[] = [];
  const confirms: PendingConfirm[] = [];
  const actions: PendingActionList[] = [];
  const subs = [
    banners$.subscribe((b) => banners.push(b)),
    confirmRequests$.subscribe((r) => confirms.push(r)),
    actionListRequests$.subscribe((r) => actions.push(r)),
  ];
  return { banners, confirms, actions, stop: () => subs.forEach((s) => s.unsubscribe()) };
}

export const photo = (name: string): ReportPhoto => ({
  path: `/files/private/dynamics/1/${name}.jpg?e=1&s=x`,
  thumb: `/files/private/dynamics/1/${name}_thumb.jpg?e=1&s=x`,
  width: 600,
  height: 800,
  isFromServer: true,
});

export const dynamicsReport = (
  id: number,
  name: string,
  patch: Partial<DynamicsReport> = {},
): DynamicsReport => ({
  id,
  type: 'dynamics',
  created: id * 1000,
  name,
  weight: 65.5,
  chest_girth: 92,
  waist_girth: 74.5,
  hip_girth: 98,
  contest: false,
  photo_side: photo(`s${id}`),
  photo_front: photo(`f${id}`),
  photo_back: photo(`b${id}`),
  ...patch,
});

export const contestReport = (
  type: 'before' | 'after',
  status: ContestReport['status'],
): ContestReport => ({
  id: type === 'before' ? 11 : 12,
  type,
  status,
  message: `${type} ${status}`,
  created: 0,
  name: '01.05.2025',
  weight: 62.5,
  chest_girth: 90,
  waist_girth: 68.5,
  hip_girth: 96.5,
  photo_side: photo('cs'),
  photo_front: photo('cf'),
  photo_back: photo('cb'),
});

/** jsdom has no object URLs: previews get a stable fake one. */
export function mockObjectUrls() {
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:test/${++n}`);
  URL.revokeObjectURL = jest.fn();
}
