// Exposed as `mf_training/routes`: the remote's pages by spec route name, each a lazy chunk so this
// module stays tiny.
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageLoader, type RemoteRoutes as RemoteRoutesType } from '@club/shared';

export function page(Lazy: LazyExoticComponent<ComponentType>): ComponentType {
  function RemotePage() {
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy />
      </Suspense>
    );
  }
  return RemotePage;
}

// Pages: const CoursesPage = page(lazy(() => import('./features/...')));
const RemoteRoutes: RemoteRoutesType = {};

export default RemoteRoutes;
