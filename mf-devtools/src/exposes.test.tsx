// The module the shell loads: the pages by spec route name.
import RemoteRoutes from './routes';

test('./routes maps the spec route name test_set to the tester console page', () => {
  expect(Object.keys(RemoteRoutes)).toEqual(['test_set']);
  expect(typeof RemoteRoutes.test_set).toBe('function');
});
