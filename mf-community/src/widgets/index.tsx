// Exposed as `mf_community/widgets`: small components the shell composes. The top bar loads this
// module on every page, so it stays tiny: the notification list (with DOMPurify) loads only when
// the dropdown opens.
import type { ComponentType } from 'react';
import { NotificationDropdown } from './NotificationDropdown';

const widgets: Record<string, ComponentType> = {
  /** the top bar's bell: dropdown on desktop, a link to /notifications/ on mobile */
  NotificationDropdown,
};

export default widgets;
