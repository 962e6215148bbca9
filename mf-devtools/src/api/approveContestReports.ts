import { apiPost, contestTesterPaths, type MessageResult } from '@club/shared';

/** POST /api/testers/approve_contest_reports (no body): approving opens the after report. */
export const approveContestReports = () => apiPost<MessageResult>(contestTesterPaths.approve);
