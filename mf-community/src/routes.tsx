// Exposed as `mf_community/routes`: the remote's pages by spec route name, each a lazy chunk so this
// module stays tiny.
import type { RemoteRoutes as RemoteRoutesType } from '@club/shared';

const RemoteRoutes: RemoteRoutesType = {};

export default RemoteRoutes;
