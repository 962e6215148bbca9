import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Root } from '../Root';
import { RouteHost } from './RouteHost';
import { ROUTER_FUTURE } from './future';
import { ROUTES } from './table';

export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <Root />,
      children: ROUTES.map((def) =>
        def.name === 'home'
          ? { index: true, element: <RouteHost def={def} />, handle: { name: def.name } }
          : { path: def.path, element: <RouteHost def={def} />, handle: { name: def.name } },
      ),
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes(), { future: ROUTER_FUTURE });
