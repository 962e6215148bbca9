import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { ROUTER_FUTURE } from '../routes/future';
import { clearSession, setSession, type Profile } from '@club/shared';
import { memberProfile } from '@club/shared/testing';

export const profile = memberProfile;

export function signIn(patch: Partial<Profile> = {}, notActiveOptions: string[] = []): void {
  clearSession();
  setSession({ token: 'tok', profile: profile(patch), notActiveOptions });
}

export function renderWithRouter(routes: RouteObject[], initialEntries: string[] = ['/']) {
  const router = createMemoryRouter(routes, { initialEntries, future: ROUTER_FUTURE });
  const utils = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return { router, ...utils };
}

export function renderAt(element: ReactElement, path = '/') {
  return renderWithRouter([{ path: '*', element }], [path]);
}
