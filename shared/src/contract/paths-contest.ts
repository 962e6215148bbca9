// Paths of the before/after contest calls (plain values, safe for browser bundles).

export const contestPaths = {
  /** GET: `result.contest`, null when the member takes part in no contest */
  contest: '/api/contest/',
  /** POST multipart: type (before | after), photo_side, photo_front, photo_back, weight, chest_girth, waist_girth, hip_girth */
  report: '/api/contest/report',
  /** POST, empty body: the member leaves the contest for good */
  refuse: '/api/contest/refuse',
} as const;

/**
 * Tester calls of the contest (spec part 2 §7, §2.11): no body, they act on the calling member's own
 * contest reports (clear: delete them; approve: accept them, which opens the after report; reject).
 */
export const contestTesterPaths = {
  clear: '/api/testers/clear_contest_reports',
  approve: '/api/testers/approve_contest_reports',
  reject: '/api/testers/reject_contest_reports',
} as const;
