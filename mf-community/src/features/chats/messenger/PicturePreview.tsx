import { Modal, type ChatPicture } from '@club/shared';
import { formatFileSize } from '../../../lib/format';
import styles from './Messenger.module.css';

/** A picture of a message at full size, with its name and size. */
export function PicturePreview({
  picture,
  onClose,
}: {
  picture: ChatPicture | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={Boolean(picture)}
      title={picture?.name}
      onClose={onClose}
      className={styles.preview}
    >
      {picture && (
        <figure className={styles.previewFigure}>
          <img
            src={picture.image}
            alt={picture.name}
            width={picture.width}
            height={picture.height}
            className={styles.previewImage}
          />
          <figcaption className={styles.previewCaption}>{formatFileSize(picture.size)}</figcaption>
        </figure>
      )}
    </Modal>
  );
}
