// The module the shell loads: the staff app by its route name.
import RemoteRoutes from './routes';
import widgets from './widgets';

test('./routes maps the route name staff to the staff app; no widgets', () => {
  expect(Object.keys(RemoteRoutes)).toEqual(['staff']);
  expect(typeof RemoteRoutes.staff).toBe('function');
  expect(widgets).toEqual({});
});
