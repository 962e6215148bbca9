// Exposed as `mf_staff/routes`: one route, `staff` (/staff/*), the whole staff app with its own
// layout and sections (app/sections.tsx), a lazy chunk so this module stays tiny.
import { lazyPage, type RemoteRoutes as RemoteRoutesType } from '@club/shared';

const StaffApp = lazyPage(() => import('./app/StaffApp'));

const RemoteRoutes: RemoteRoutesType = {
  staff: StaffApp,
};

export default RemoteRoutes;
