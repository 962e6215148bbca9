// The shell's global overlays, fed by the bus: the shell mounts them in production and the dev
// harness (`@club/shared/dev-harness`) mounts the very same components when a remote runs alone.
export { BannerHost, BANNER_TIMEOUT_MS } from './BannerHost';
export { ConfirmHost } from './ConfirmHost';
export { ActionListHost } from './ActionListHost';
export {
  CourseActivatedOverlay,
  COURSE_ACTIVATED_TIMEOUT_MS,
  type CourseActivatedOverlayProps,
  type HomeLinkProps,
} from './CourseActivatedOverlay';
export { useBusQueue } from './useBusQueue';
