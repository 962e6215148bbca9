// Paths of the body-dynamics calls (plain values, safe for browser bundles).

export type DynamicsSort = 'asc' | 'desc';

/** The three photos of a report (spec §9), in the order the forms show them. */
export const PHOTO_VIEWS = ['side', 'front', 'back'] as const;
export type PhotoView = (typeof PHOTO_VIEWS)[number];

/** Header of a create call: the same key sent again answers with the report already stored. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const dynamicsPaths = {
  /** GET: the member's reports (contest reports included), `result.reports` */
  list: (sort: DynamicsSort = 'asc', page = 1) => `/api/dynamics/list?sort=${sort}&page=${page}`,
  /** POST multipart: photo_side, photo_front, photo_back, weight, chest_girth, waist_girth, hip_girth, created */
  create: '/api/dynamics/create',
  /** POST multipart: the same fields; a photo sent as "null" is removed, one left out is kept */
  update: (id: number | string) => `/api/dynamics/update/${id}`,
  /** DELETE */
  remove: (id: number | string) => `/api/dynamics/delete/${id}`,
} as const;

/** The same calls as Fastify route patterns (server side). */
export const dynamicsRoutePatterns = {
  list: '/api/dynamics/list',
  create: '/api/dynamics/create',
  update: '/api/dynamics/update/:id',
  remove: '/api/dynamics/delete/:id',
} as const;
