// Exposed as `mf_nutrition/routes`: the remote's pages by spec route name, each a lazy chunk so this
// module stays tiny (Highcharts loads only with the nutrition page's diagram).
import { lazyPage, type RemoteRoutes as RemoteRoutesType } from '@club/shared';

const NutritionPage = lazyPage(() => import('./features/nutrition/NutritionPage'));
const ChangeTypePage = lazyPage(() => import('./features/change-type/ChangeTypePage'));

const RemoteRoutes: RemoteRoutesType = {
  nutrition: NutritionPage,
  change_nutrition_type: ChangeTypePage,
};

export default RemoteRoutes;
