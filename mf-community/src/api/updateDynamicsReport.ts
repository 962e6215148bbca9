import { apiPost, type DynamicsSaveResult } from '@club/shared';
import { dynamicsPaths } from '@club/shared/contract/paths-dynamics';
import { reportSendOptions, type ReportSendContext } from './sendOptions';

/** POST /api/dynamics/update/{id}: the same fields; a photo removed in the form is sent as null. */
export const updateDynamicsReport = (id: number, form: FormData, ctx: ReportSendContext = {}) =>
  apiPost<DynamicsSaveResult>(dynamicsPaths.update(id), form, reportSendOptions(ctx));
