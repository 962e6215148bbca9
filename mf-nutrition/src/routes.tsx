// Exposed as `mf_nutrition/routes`: the remote's pages by spec route name, each a lazy chunk so this
// module stays tiny (Highcharts loads only with the nutrition page's diagram).
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
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

const NutritionPage = page(lazy(() => import('./features/nutrition/NutritionPage')));
const ChangeTypePage = page(lazy(() => import('./features/change-type/ChangeTypePage')));

const RemoteRoutes: RemoteRoutesType = {
  nutrition: NutritionPage,
  change_nutrition_type: ChangeTypePage,
};

export default RemoteRoutes;
