import { apiPost, type MessageResult } from '@club/shared';
import { contestTesterPaths } from '@club/shared/contract/paths-contest';

/** POST /api/testers/approve_contest_reports (no body): approving opens the after report. */
export const approveContestReports = () => apiPost<MessageResult>(contestTesterPaths.approve);
