import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { addLeaveGuard, getSession, setSession } from '@club/shared';
import { GuardedOutlet } from './GuardedOutlet';
import { checkRoute, interceptNavigation, isPathBlocked } from './guards';
import { NavigationGuard } from './NavigationGuard';
import { ROUTE_BY_NAME } from './table';
import { mockMatchMedia } from '@club/shared/testing';
import { profile, renderWithRouter, signIn } from '../test/utils';

function Shell() {
  return (
    <>
      <NavigationGuard />
      <nav>
        <Link to="/nutrition/">Питание</Link>
        <Link to="/courses/">Курсы</Link>
        <Link to="/faq/">FAQ</Link>
        <Link to="/feedback/">Обратная связь</Link>
      </nav>
      <GuardedOutlet />
    </>
  );
}
const page = (text: string) => <h1>{text}</h1>;
const routes = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: page('home') },
      { path: 'nutrition/', element: page('nutrition') },
      { path: 'courses/', element: page('courses') },
      { path: 'faq/', element: page('faq') },
      { path: 'chat/:id', element: page('chat') },
      { path: 'feedback/', element: page('feedback') },
    ],
  },
];

describe('guards (pure)', () => {
  it('blocks a route whose group is switched off', () => {
    const s = { profile: profile(), notActiveOptions: ['DIETA'] };
    expect(checkRoute(ROUTE_BY_NAME.nutrition, s)).toBe('blocked');
    expect(checkRoute(ROUTE_BY_NAME.change_nutrition_type, s)).toBe('blocked');
    expect(checkRoute(ROUTE_BY_NAME.courses, s)).toBe('allow');
  });

  it('blocks requiresActive routes while the profile is not active', () => {
    const s = { profile: profile({ is_active: false }), notActiveOptions: [] };
    expect(checkRoute(ROUTE_BY_NAME.faq, s)).toBe('blocked');
    expect(checkRoute(ROUTE_BY_NAME.courses, s)).toBe('blocked');
    expect(checkRoute(ROUTE_BY_NAME.course, s)).toBe('allow');
    expect(checkRoute(ROUTE_BY_NAME.home, s)).toBe('allow');
  });

  it('guards a report photo by its type: contest photos under CONTEST, dynamics under DYNAMICS', () => {
    const noDynamics = { profile: profile(), notActiveOptions: ['DYNAMICS', 'CHATS'] };
    expect(interceptNavigation('/report_image/contest/side', noDynamics, true)).toBe('none');
    expect(isPathBlocked('/report_image/contest/side', noDynamics)).toBe(false);
    expect(interceptNavigation('/report_image/dynamics/side', noDynamics, true)).toBe('cancel');
    expect(isPathBlocked('/report_image/dynamics/front', noDynamics)).toBe(true);
    const noContest = { profile: profile(), notActiveOptions: ['CONTEST'] };
    expect(isPathBlocked('/report_image/contest/back', noContest)).toBe(true);
    expect(isPathBlocked('/report_image/dynamics/back', noContest)).toBe(false);
    // an unknown type stays behind both groups
    expect(isPathBlocked('/report_image/other/back', noContest)).toBe(true);
    expect(isPathBlocked('/report_image/other/back', noDynamics)).toBe(true);
  });

  it('intercepts logout and desktop feedback', () => {
    const s = { profile: profile(), notActiveOptions: [] };
    expect(interceptNavigation('/logout/', s, false)).toBe('logout');
    expect(interceptNavigation('/feedback/', s, false)).toBe('feedback-modal');
    expect(interceptNavigation('/feedback/', s, true)).toBe('none');
    expect(interceptNavigation('/feedback/', { ...s, notActiveOptions: ['FEEDBACK'] }, true)).toBe(
      'cancel',
    );
  });
});

describe('leave guards', () => {
  it('asks a registered leave guard: "no" keeps the member on the page, "yes" lets them go', async () => {
    signIn({}, []);
    const answers = [false, true];
    const asked: string[] = [];
    const remove = addLeaveGuard((to) => {
      asked.push(to.pathname);
      return answers.shift() ?? true;
    });
    const { router } = renderWithRouter(routes, ['/courses/']);
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(router.state.location.pathname).toBe('/courses/');
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('heading', { name: 'faq' })).toBeInTheDocument();
    expect(asked).toEqual(['/faq/', '/faq/']);
    remove();
  });

  it('never asks when going to feedback (mobile page)', async () => {
    signIn({}, []);
    const restoreMatchMedia = mockMatchMedia(true);
    const guard = jest.fn(() => false);
    const remove = addLeaveGuard(guard);
    const { router } = renderWithRouter(routes, ['/courses/']);
    await userEvent.click(screen.getByRole('link', { name: 'Обратная связь' }));
    expect(router.state.location.pathname).toBe('/feedback/');
    expect(guard).not.toHaveBeenCalled();
    remove();
    restoreMatchMedia();
  });
});

describe('guards in the router', () => {
  it('cancels in-app navigation to a blocked route (stays where it is)', async () => {
    signIn({}, ['DIETA']);
    const { router } = renderWithRouter(routes, ['/courses/']);
    expect(screen.getByRole('heading')).toHaveTextContent('courses');
    await userEvent.click(screen.getByRole('link', { name: 'Питание' }));
    expect(router.state.location.pathname).toBe('/courses/');
    expect(screen.getByRole('heading')).toHaveTextContent('courses');
  });

  it('sends a direct load of a blocked URL home', () => {
    signIn({}, ['CHATS']);
    const { router } = renderWithRouter(routes, ['/chat/5']);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading')).toHaveTextContent('home');
  });

  it('sends a requiresActive route home when the profile is inactive', () => {
    signIn({ is_active: false });
    const { router } = renderWithRouter(routes, ['/faq/']);
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes home when an update switches the current route group off', () => {
    signIn();
    const { router } = renderWithRouter(routes, ['/nutrition/']);
    expect(screen.getByRole('heading')).toHaveTextContent('nutrition');
    act(() => setSession({ notActiveOptions: [...getSession().notActiveOptions, 'DIETA'] }));
    expect(router.state.location.pathname).toBe('/');
  });
});
