import { apiGet, paths, type MainIndexResult } from '@club/shared';

/** GET /api/v2/main/index: the member's course cards (and the home nutrition summary). */
export const getMainIndex = () => apiGet<MainIndexResult>(paths.mainIndex, { silent: true });
