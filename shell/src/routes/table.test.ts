import { REMOTE_CONTRACT } from '@club/shared/remote-contract';
import { findRoute, ROUTE_BY_NAME, ROUTE_NAMES, ROUTES } from './table';
import { routePath } from './paths';

describe('route table', () => {
  it('has every spec route name exactly once', () => {
    expect(ROUTES.map((r) => r.name).sort()).toEqual([...ROUTE_NAMES].sort());
  });

  it.each([
    ['/', 'home'],
    ['/profile/', 'profile'],
    ['/profile', 'profile'],
    ['/faq/', 'faq'],
    ['/feedback/', 'feedback'],
    ['/courses/', 'courses'],
    ['/course/12', 'course'],
    ['/course/activate/12', 'course_activate'],
    ['/course/activate/confirm/12', 'course_activate_confirm'],
    ['/course/froze/12', 'course_froze'],
    ['/course/unfroze/12', 'course_unfroze'],
    ['/contest_info', 'contest_info'],
    ['/change_place/3', 'change_place'],
    ['/workout/5/7', 'workout'],
    ['/workout/report/5/7', 'workout_report'],
    ['/nutrition/', 'nutrition'],
    ['/change_nutrition_type/', 'change_nutrition_type'],
    ['/dynamics/', 'dynamics'],
    ['/dynamics/report/create', 'dynamics-report'],
    ['/dynamics/report/edit/4', 'dynamics-report'],
    ['/report_image/contest/front', 'report-image'],
    ['/articles/', 'articles'],
    ['/article/9', 'article-detail'],
    ['/chats/', 'chats'],
    ['/chat/2', 'chat'],
    ['/competition/', 'competition'],
    ['/competition/rules', 'competition-rules'],
    ['/competition/prize', 'competition-prize'],
    ['/competition/report/show_before', 'competition-report'],
    ['/store/', 'store'],
    ['/store/course/1/2', 'store-course'],
    ['/payment/', 'payment'],
    ['/notifications/', 'notifications'],
    ['/dev/test_set/', 'test_set'],
    ['/change-pass/', 'change-pass'],
    ['/reset-pass/', 'reset-pass'],
    ['/email_verification/abc', 'email_verification'],
    ['/logout/', 'logout'],
  ])('%s -> %s', (path, name) => {
    expect(findRoute(path).name).toBe(name);
  });

  it('resolves unknown paths to the 404 route', () => {
    expect(findRoute('/no/such/page').name).toBe('not-found');
    expect(findRoute('/course/1/2/3').name).toBe('not-found');
  });

  it('knows owners, groups and requiresActive', () => {
    expect(ROUTE_BY_NAME.nutrition).toMatchObject({
      owner: 'mf_nutrition',
      groups: ['DIETA'],
      requiresActive: true,
    });
    expect(ROUTE_BY_NAME['report-image'].groups).toEqual(['DYNAMICS', 'CONTEST']);
    expect(ROUTE_BY_NAME.workout.owner).toBe('mf_training');
    expect(ROUTE_BY_NAME.feedback).toMatchObject({ owner: 'mf_account', groups: ['FEEDBACK'] });
    expect(ROUTE_BY_NAME.home.owner).toBe('shell');
    const active = ROUTES.filter((r) => r.requiresActive)
      .map((r) => r.name)
      .sort();
    expect(active).toEqual(
      [
        'articles',
        'chats',
        'competition',
        'courses',
        'dynamics',
        'faq',
        'nutrition',
        'profile',
      ].sort(),
    );
  });

  it('builds links from route names', () => {
    expect(routePath('home')).toBe('/');
    expect(routePath('course', { id: 5 })).toBe('/course/5');
    expect(routePath('workout', { user_pack_id: 3, id: 8 })).toBe('/workout/3/8');
    expect(routePath('dynamics-report', { type: 'create' })).toBe('/dynamics/report/create');
    expect(routePath('profile')).toBe('/profile/');
  });
});

describe('route table and the shell-remote contract', () => {
  it('routes every remote page on the path and id the contract states, and no other', () => {
    for (const [remote, entry] of Object.entries(REMOTE_CONTRACT.remotes)) {
      const table = Object.fromEntries(
        ROUTES.filter((r) => r.owner === remote).map((r) => [r.name, r.path]),
      );
      expect(table).toEqual(entry.routes);
    }
  });
});
