import { act, screen } from '@testing-library/react';
import { setSession, type WhoAmIResult } from '@club/shared';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { loadConfig } from '../config';
import { profile, renderWithRouter, signIn } from '../test/utils';
import { GuardedOutlet } from './GuardedOutlet';
import { checkRoute, testerConsoleAllowed, type GuardEnv } from './guards';
import { NavigationGuard } from './NavigationGuard';
import { ROUTE_BY_NAME } from './table';

const qaAccount = (email: string): WhoAmIResult => ({
  kind: 'staff',
  id: 9,
  name: 'Наталья Белова',
  email,
  position: 'Тестировщик',
  active: true,
  permissions: [],
  roles: [],
  disciplines: [],
});
const staff = { profile: null, account: qaAccount('QA@club.ru'), notActiveOptions: [] };
const member = { profile: profile({ email: 'anna@mail.ru' }), notActiveOptions: [] };
/** a member whose address is on the list: the list names staff, a member gets nothing (issue 42) */
const listedMember = { profile: profile({ email: 'qa@club.ru' }), notActiveOptions: [] };
const env = (productionHost: string | undefined, hostname: string, port = ''): GuardEnv => ({
  config: { productionHost, testerEmails: ['qa@club.ru', 'lead@club.ru'] },
  hostname,
  host: port ? `${hostname}:${port}` : hostname,
});

describe('tester console guard (pure)', () => {
  it('lets every signed-in member in where no production host is configured', () => {
    expect(testerConsoleAllowed(member, env(undefined, 'club.example.ru'))).toBe(true);
    expect(testerConsoleAllowed(member, env('', 'club.example.ru'))).toBe(true);
  });

  it('lets every member in on another host (a staging copy of the same config)', () => {
    expect(testerConsoleAllowed(member, env('club.example.ru', 'stage.example.ru'))).toBe(true);
  });

  it('on the production host only staff e-mails pass (case aside, host with or without port)', () => {
    const prod = env('club.example.ru', 'club.example.ru');
    expect(testerConsoleAllowed(staff, prod)).toBe(true);
    expect(testerConsoleAllowed(member, prod)).toBe(false);
    expect(testerConsoleAllowed(listedMember, prod)).toBe(false);
    expect(
      testerConsoleAllowed(member, env('club.example.ru:8443', 'club.example.ru', '8443')),
    ).toBe(false);
    expect(checkRoute(ROUTE_BY_NAME.test_set, member, prod)).toBe('blocked');
    expect(checkRoute(ROUTE_BY_NAME.test_set, staff, prod)).toBe('allow');
    // other routes are not concerned
    expect(checkRoute(ROUTE_BY_NAME.courses, member, prod)).toBe('allow');
  });
});

function Shell() {
  return (
    <>
      <NavigationGuard />
      <nav>
        <Link to="/dev/test_set/">Console</Link>
      </nav>
      <GuardedOutlet />
    </>
  );
}
const routes = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <h1>home</h1> },
      { path: 'dev/test_set/', element: <h1>console</h1> },
    ],
  },
];

describe('tester console guard in the router (config.json says this host is production)', () => {
  beforeAll(async () => {
    // jsdom's page is on localhost: make localhost the production host
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ productionHost: 'localhost', testerEmails: ['qa@club.ru'] }),
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    await loadConfig();
  });

  it('sends a member who is not staff from a direct load to /', () => {
    signIn({ email: 'anna@mail.ru' });
    const { router } = renderWithRouter(routes, ['/dev/test_set/']);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
  });

  it('cancels an in-app navigation of a member who is not staff', async () => {
    signIn({ email: 'anna@mail.ru' });
    const { router } = renderWithRouter(routes, ['/']);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Console' }));
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a member whose address is on the list to / (the list names staff accounts)', () => {
    signIn({ email: 'qa@club.ru' });
    const { router } = renderWithRouter(routes, ['/dev/test_set/']);
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the console for a staff account on the list', () => {
    signIn({ email: 'qa@club.ru' });
    setSession({ profile: null, account: qaAccount('qa@club.ru') });
    renderWithRouter(routes, ['/dev/test_set/']);
    expect(screen.getByRole('heading', { name: 'console' })).toBeInTheDocument();
  });
});
