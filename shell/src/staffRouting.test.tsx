// Issue 28: a staff account is told by init's refusal (the audience's code) and asked who it is;
// the staff shell then sends every member's page to /staff/, while a member never reaches /staff/.
import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import {
  AUDIENCE_ERROR_CODE,
  apiGet,
  clearSession,
  getSession,
  setSession,
  type WhoAmIResult,
} from '@club/shared';
import StaffShell from './StaffShell';
import { GuardedOutlet } from './routes/GuardedOutlet';
import { checkRoute } from './routes/guards';
import { ROUTE_BY_NAME, findRoute } from './routes/table';
import { loadInit } from './session/sessionController';
import { profile, renderWithRouter, signIn } from './test/utils';
import { __forgetEarlyCallsForTests } from './session/earlyCalls';

jest.mock('@club/shared', () => ({
  ...jest.requireActual('@club/shared'),
  apiGet: jest.fn(),
}));
const get = apiGet as jest.MockedFunction<typeof apiGet>;

const STAFF: WhoAmIResult = {
  kind: 'staff',
  id: 9,
  name: 'Наталья Белова',
  email: 'admin@club.local',
  position: 'Администратор клуба',
  active: true,
  permissions: ['staff:manage'],
  roles: [{ name: 'admin', title: 'Администратор' }],
  disciplines: [],
};

beforeEach(() => {
  clearSession();
  get.mockReset();
  __forgetEarlyCallsForTests();
});

describe('who is signed in', () => {
  it('init refused for a staff account: the shell asks who it is and keeps the session', async () => {
    setSession({ token: 'staff-tok' });
    get.mockImplementation(async (url: string) =>
      url === '/api/cabinet/init'
        ? {
            result: null,
            error: { message: 'только участникам', code: AUDIENCE_ERROR_CODE.staffAccount },
            status: 403,
            headers: {},
          }
        : { result: STAFF, error: null, status: 200, headers: {} },
    );
    expect(await loadInit()).toBe(true);
    expect(getSession()).toMatchObject({ token: 'staff-tok', account: STAFF, profile: null });
    expect(get.mock.calls.map((c) => c[0])).toEqual(['/api/cabinet/init', '/api/auth/me']);
  });

  it('any other refusal of init signs out, as before', async () => {
    setSession({ token: 'tok' });
    get.mockResolvedValue({ result: null, error: { message: 'нет' }, status: 403, headers: {} });
    expect(await loadInit()).toBe(false);
    expect(getSession().token).toBeNull();
  });
});

describe('the route table by audience', () => {
  it('the staff app is /staff/ and everything under it, for staff only', () => {
    expect(findRoute('/staff/').name).toBe('staff');
    expect(findRoute('/staff/members/12').name).toBe('staff');
    expect(ROUTE_BY_NAME.staff).toMatchObject({ owner: 'mf_staff', audience: 'staff' });
    expect(ROUTE_BY_NAME.courses.audience).toBe('member');
    expect(ROUTE_BY_NAME.logout.audience).toBe('any');
    const member = { profile: profile(), notActiveOptions: [] };
    expect(checkRoute(ROUTE_BY_NAME.staff, member)).toBe('blocked');
    expect(
      checkRoute(ROUTE_BY_NAME.staff, { profile: null, notActiveOptions: [], account: STAFF }),
    ).toBe('allow');
  });
});

const page = (text: string) => <h1>{text}</h1>;
const routes = (shell: JSX.Element) => [
  {
    path: '/',
    element: shell,
    children: [
      { index: true, element: page('home') },
      { path: 'courses/', element: page('courses') },
      { path: 'staff/*', element: page('staff app') },
      { path: 'logout/', element: page('logout') },
      { path: '*', element: page('not found') },
    ],
  },
];

describe('in the router', () => {
  it('a staff account on any member’s page (or an unknown one) lands on /staff/', async () => {
    setSession({ token: 'staff-tok', account: STAFF });
    for (const path of ['/', '/courses/', '/no/such/page']) {
      const { router, unmount } = renderWithRouter(routes(<StaffShell />), [path]);
      await waitFor(() => expect(router.state.location.pathname).toBe('/staff/'));
      expect(screen.getByRole('heading', { name: 'staff app' })).toBeInTheDocument();
      unmount();
    }
    // signing out is for any account
    const { router } = renderWithRouter(routes(<StaffShell />), ['/staff/']);
    expect(router.state.location.pathname).toBe('/staff/');
  });

  it('a member never reaches /staff/: sent to /', () => {
    signIn();
    function MemberShell() {
      return (
        <>
          <Link to="/staff/">staff</Link>
          <GuardedOutlet />
        </>
      );
    }
    const { router } = renderWithRouter(routes(<MemberShell />), ['/staff/members/']);
    expect(router.state.location.pathname).toBe('/');
  });
});
