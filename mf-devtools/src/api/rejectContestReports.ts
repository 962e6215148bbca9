import { apiPost, type MessageResult } from '@club/shared';
import { contestTesterPaths } from '@club/shared/contract/paths-contest';

/** POST /api/testers/reject_contest_reports (no body). */
export const rejectContestReports = () => apiPost<MessageResult>(contestTesterPaths.reject);
