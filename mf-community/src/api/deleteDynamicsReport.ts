import { apiDelete, type DynamicsDeleteResult } from '@club/shared';
import { dynamicsPaths } from '@club/shared/contract/paths-dynamics';

/** DELETE /api/dynamics/delete/{id}. */
export const deleteDynamicsReport = (id: number) =>
  apiDelete<DynamicsDeleteResult>(dynamicsPaths.remove(id));
