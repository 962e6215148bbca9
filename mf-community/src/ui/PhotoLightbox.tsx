import { Modal, type PhotoView, type ReportPhoto } from '@club/shared';
import { VIEW_LABELS } from '../lib/figures';
import { REPORT_PHOTO_ALT } from './PhotoSlots';
import styles from './PhotoLightbox.module.css';

/** A report photo full size, over the page (desktop; phones go to /report_image/...). */
export function PhotoLightbox({
  photo,
  view,
  onClose,
}: {
  photo: ReportPhoto | null;
  view: PhotoView;
  onClose: () => void;
}) {
  return (
    <Modal open={photo !== null} title={VIEW_LABELS[view]} onClose={onClose} className={styles.box}>
      {photo ? <img className={styles.image} src={photo.path} alt={REPORT_PHOTO_ALT} /> : null}
    </Modal>
  );
}
