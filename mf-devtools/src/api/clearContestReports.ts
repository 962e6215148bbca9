import { apiPost, type MessageResult } from '@club/shared';
import { contestTesterPaths } from '@club/shared/contract/paths-contest';

/** POST /api/testers/clear_contest_reports (no body): the member's contest reports are deleted. */
export const clearContestReports = () => apiPost<MessageResult>(contestTesterPaths.clear);
