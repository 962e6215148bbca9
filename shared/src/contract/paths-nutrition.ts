// Paths of the nutrition calls (plain values, safe for browser bundles). Builders take the route
// parameter; the server registers them with ':param' placeholders (e.g. changeType(':typeId')).
export const nutritionPaths = {
  /** GET: the member's plan of the active course (result.dieta, null without one) */
  info: '/api/v2/dieta/info',
  /** POST, empty body: change the diet type (once per course) */
  changeType: (typeId: number | string) => `/api/dieta/change_type_dieta/${typeId}`,
  /** GET with ?q= (at least 3 characters): recipes of the member's plan */
  search: '/api/dieta/search',
  searchUrl: (q: string) => `/api/dieta/search?q=${encodeURIComponent(q)}`,
  /** POST, empty body: PDF of the week's recipes (menu); result.url */
  downloadWeekReceipts: (weekNumber: number | string) =>
    `/api/dieta/download_week_receipts/${weekNumber}`,
  /** POST, empty body: PDF of the week's product basket; result.url */
  downloadWeekProducts: (weekNumber: number | string) =>
    `/api/dieta/download_week_products/${weekNumber}`,
} as const;

/** Minimum characters of a recipe search (spec part 2 §9). */
export const RECIPE_SEARCH_MIN = 3;
