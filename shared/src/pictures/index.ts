// @club/shared/pictures: choosing pictures to send (the staff composer, the member's chat, an
// article's main picture): the check on choosing and the chosen pictures with their thumbnails,
// each removable alone. Not a federation singleton: each app bundles the little it uses.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the CSS module typings, as in kit.ts
/// <reference path="../ui/css-modules.d.ts" />
export {
  ChosenPictures,
  PictureThumb,
  useFileUrl,
  type ChosenPicturesProps,
} from './ChosenPictures';
export { PICTURE_TYPES, hasPictureBytes, isPictureFile } from './pictureFile';
