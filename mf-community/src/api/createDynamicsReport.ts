import { apiPost, type DynamicsSaveResult } from '@club/shared';
import { dynamicsPaths } from '@club/shared/contract/paths-dynamics';
import { reportSendOptions, type ReportSendContext } from './sendOptions';

/** POST /api/dynamics/create (multipart: photo_side, photo_front, photo_back, figures, created). */
export const createDynamicsReport = (form: FormData, ctx: ReportSendContext = {}) =>
  apiPost<DynamicsSaveResult>(dynamicsPaths.create, form, reportSendOptions(ctx));
