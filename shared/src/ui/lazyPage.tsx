// A remote's page as the shell renders it: loaded on first render (its own chunk), with the page
// loader meanwhile. Every remote's `./routes` is a map of these.
import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from './Loader';

export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Lazy = lazy(load);
  function RemotePage() {
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy />
      </Suspense>
    );
  }
  return RemotePage;
}
