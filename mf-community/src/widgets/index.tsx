// Exposed as `mf_community/widgets`: small components the shell composes. This module stays tiny:
// the notification list (with DOMPurify) is its own chunk, loaded when a dropdown opens.
import type { ComponentType } from 'react';
import { NotificationDropdown } from './NotificationDropdown';
import { NotificationPanelWidget } from './NotificationPanelWidget';

const widgets: {
  NotificationPanel: ComponentType<{ onClose: () => void }>;
  NotificationDropdown: ComponentType;
} = {
  /**
   * the top bar's notifications inside the shell's bell (contract 1.2): the list, its states and
   * "Все уведомления"; `onClose` closes the shell's dropdown when the member follows a link
   */
  NotificationPanel: NotificationPanelWidget,
  /** the whole bell with its dropdown, for shells of contract 1.1 that draw no bell of their own */
  NotificationDropdown,
};

export default widgets;
