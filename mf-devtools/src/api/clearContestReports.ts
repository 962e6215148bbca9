import { apiPost, contestTesterPaths, type MessageResult } from '@club/shared';

/** POST /api/testers/clear_contest_reports (no body): the member's contest reports are deleted. */
export const clearContestReports = () => apiPost<MessageResult>(contestTesterPaths.clear);
