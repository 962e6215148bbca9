import {
  apiGet,
  dynamicsPaths,
  type CallOptions,
  type DynamicsListResult,
  type DynamicsSort,
} from '@club/shared';

/** GET /api/dynamics/list?sort=&page=: one page of the member's reports. */
export const getDynamicsList = (sort: DynamicsSort = 'asc', page = 1, opts?: CallOptions) =>
  apiGet<DynamicsListResult>(dynamicsPaths.list(sort, page), opts);
