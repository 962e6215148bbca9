import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { ROUTER_FUTURE } from '../routes/future';
import { clearSession, setSession, type Profile } from '@club/shared';

export const profile = (patch: Partial<Profile> = {}): Profile => ({
  id: 1,
  name: 'Анна Петрова',
  email: 'anna@example.com',
  avatar: null,
  gender: 0,
  birthday: null,
  phone: '',
  telegram: null,
  country: null,
  country_mask: null,
  height: 170,
  weight: 60,
  is_active: true,
  is_intensive: false,
  is_fatsecret_auth: false,
  need_email_verify: false,
  newsletter: false,
  firebaseId: null,
  firebasePass: null,
  ...patch,
});

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
