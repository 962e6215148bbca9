import { apiGet, type CallOptions, type DynamicsListResult, type DynamicsSort } from '@club/shared';
import { dynamicsPaths } from '@club/shared/contract/paths-dynamics';

/** GET /api/dynamics/list?sort=&page=: one page of the member's reports. */
export const getDynamicsList = (sort: DynamicsSort = 'asc', page = 1, opts?: CallOptions) =>
  apiGet<DynamicsListResult>(dynamicsPaths.list(sort, page), opts);
