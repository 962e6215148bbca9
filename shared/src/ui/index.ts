// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- brings the CSS module typings to every program that imports the kit
/// <reference path="./css-modules.d.ts" />
// UI kit of the club: every app renders these, so names and props are a public contract. The
// parts a start never shows (tabs, accordion, picker, form fields) are `@club/shared/kit` (kit.ts).
import './theme.css';

export {
  MOBILE_BREAKPOINT,
  ACTION_LIST_TAP_DELAY_MS,
  PICKER_ITEM_HEIGHT,
  PICKER_VISIBLE_EACH_SIDE,
} from './constants';
export { useIsMobile } from './useIsMobile';
export { cx } from './cx';
export { lockBodyScroll } from './scrollLock';
export { Modal, type ModalProps } from './Modal';
export {
  DIALOG_OPEN_EVENT,
  MENU_OPEN_EVENT,
  announceMenuOpen,
  closeOnOtherPopups,
} from './popupEvents';
export { ConfirmModal, type ConfirmModalProps } from './ConfirmModal';
export { ActionListModal, type ActionListModalProps } from './ActionListModal';
export { BannerView, BannerStack, type BannerViewProps, type BannerStackProps } from './Banner';
export { LiveMessage } from './LiveMessage';
export { Loader, PageLoader, type LoaderProps } from './Loader';
export { LoadState, LOAD_MESSAGES, type LoadStateProps, type LoadStatus } from './LoadState';
export { useOnline, useReloadWhenOnline } from './useOnline';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Page, type PageProps } from './Page';
export { lazyPage } from './lazyPage';
