import { apiDelete, dynamicsPaths, type DynamicsDeleteResult } from '@club/shared';

/** DELETE /api/dynamics/delete/{id}. */
export const deleteDynamicsReport = (id: number) =>
  apiDelete<DynamicsDeleteResult>(dynamicsPaths.remove(id));
