// Links of the two review sections (absolute, like the app's other links: app/paths.ts).
import { STAFF_ROOT } from '../../app/paths';

export const reviewLinks = {
  progress: () => `${STAFF_ROOT}progress/`,
  progressReport: (id: number | string) => `${STAFF_ROOT}progress/${id}`,
  contest: () => `${STAFF_ROOT}contest/`,
  contestReport: (id: number | string) => `${STAFF_ROOT}contest/${id}`,
} as const;
