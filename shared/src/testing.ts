// Test helpers the apps' jest suites share: jsdom has no matchMedia, and every app needs a member.
// Tests only: `@club/shared/testing` is not part of the root entry nor of the federation share.
import type { Profile } from './contract';

/** Makes every media query answer `matches` (true: the mobile layout, <= 992 px). Returns the undo. */
export function mockMatchMedia(matches: boolean): () => void {
  const real = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = real;
  };
}

/** A signed-in member's profile, with the fields a test cares about patched in. */
export const memberProfile = (patch: Partial<Profile> = {}): Profile => ({
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
