// Paths of the training calls (plain values, safe for browser bundles).
//
// Every `{courseId}` / `{userPackId}` of the spec's training calls is the member's USER PACK id (the
// id of /course/{id} and /workout/{user_pack_id}/{id}). The workout calls take the day id in the
// path and the user pack id as the query parameter `user_pack_id` (a day belongs to a course, the
// member's result belongs to their user pack).

const q = (userPackId: number | string) => `user_pack_id=${encodeURIComponent(String(userPackId))}`;

export const trainingPaths = {
  /** GET: the member's courses by category and block (courses list page) */
  coursesMain: '/api/courses/main',
  /** GET: activation questionnaire data of a PURCHASED user pack */
  activationInfo: (userPackId: number | string) => `/api/main/profile/v2/${userPackId}`,
  /** POST (multipart or form fields): activate a user pack */
  activate: '/api/main/profile',
  /** GET: freeze info of a user pack */
  frostInfo: (userPackId: number | string) => `/api/main/profile/frost/${userPackId}`,
  /** POST (multipart or form fields): user_pack_id, days */
  frost: '/api/main/profile/frost',
  /** POST (multipart or form fields): user_pack_id */
  unfrost: '/api/main/profile/unfrost',
  /** GET: course page (weeks and days) of a user pack */
  courseWeeks: (userPackId: number | string) => `/api/courses/weeks/${userPackId}`,
  /** POST (multipart or form fields): place */
  changePlace: (userPackId: number | string) => `/api/courses/change/${userPackId}`,
  /** GET: the workout of a day; POST (JSON): its result */
  drillDay: (dayId: number | string, userPackId: number | string) =>
    `/api/courses/drill_day/${dayId}?${q(userPackId)}`,
  /** GET: the report of the member's latest result of a day */
  dayResult: (dayId: number | string, userPackId: number | string) =>
    `/api/courses/result/${dayId}?${q(userPackId)}`,
} as const;

/** The same calls as Fastify route patterns (server side). */
export const trainingRoutePatterns = {
  coursesMain: '/api/courses/main',
  activationInfo: '/api/main/profile/v2/:userPackId',
  activate: '/api/main/profile',
  frostInfo: '/api/main/profile/frost/:userPackId',
  frost: '/api/main/profile/frost',
  unfrost: '/api/main/profile/unfrost',
  courseWeeks: '/api/courses/weeks/:userPackId',
  changePlace: '/api/courses/change/:userPackId',
  drillDay: '/api/courses/drill_day/:dayId',
  dayResult: '/api/courses/result/:dayId',
} as const;
