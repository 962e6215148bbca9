// Exposed as `mf_devtools/routes`: the remote's pages by spec route name, each a lazy chunk so this
// module stays tiny.
import { lazyPage, type RemoteRoutes as RemoteRoutesType } from '@club/shared';

const TestSetPage = lazyPage(() => import('./features/test-set/TestSetPage'));

const RemoteRoutes: RemoteRoutesType = {
  test_set: TestSetPage,
};

export default RemoteRoutes;
