import { apiPost, type ContestReportResult } from '@club/shared';
import { contestPaths } from '@club/shared/contract/paths-contest';
import { reportSendOptions, type ReportSendContext } from './sendOptions';

/** POST /api/contest/report (multipart: type, the three photos, the four figures). */
export const sendContestReport = (form: FormData, ctx: ReportSendContext = {}) =>
  apiPost<ContestReportResult>(contestPaths.report, form, reportSendOptions(ctx));
