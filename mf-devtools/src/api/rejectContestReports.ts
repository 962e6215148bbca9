import { apiPost, contestTesterPaths, type MessageResult } from '@club/shared';

/** POST /api/testers/reject_contest_reports (no body). */
export const rejectContestReports = () => apiPost<MessageResult>(contestTesterPaths.reject);
