import { useEffect, useState } from 'react';
import { Loader, Modal, notice, type FrostInfoResult } from '@club/shared';
import { getFrostInfo } from '../../api/getFrostInfo';
import { FreezeForm } from './FreezeForm';
import { frostRefusal } from './freezeFlow';
import styles from './FreezeForm.module.css';

export interface FreezeModalProps {
  userPackId: number;
  onClose: () => void;
  /** the course was frozen */
  onDone: () => void;
}

/**
 * Desktop freeze (spec: the freeze page is mobile only): a modal over the list. When freezing is
 * refused the server's message shows in the confirm modal instead.
 */
export default function FreezeModal({ userPackId, onClose, onDone }: FreezeModalProps) {
  const [info, setInfo] = useState<FrostInfoResult | null>(null);

  useEffect(() => {
    let alive = true;
    void getFrostInfo(userPackId).then(({ result }) => {
      if (!alive) return;
      if (!result) {
        onClose();
      } else if (!result.frost.can_frost) {
        onClose();
        void notice('Заморозка курса', frostRefusal(result.frost.message));
      } else {
        setInfo(result);
      }
    });
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per opened course
  }, [userPackId]);

  return (
    <Modal open title="Заморозить" onClose={onClose}>
      {info ? (
        <FreezeForm info={info} onCancel={onClose} onDone={onDone} />
      ) : (
        <div className={styles.loading}>
          <Loader />
        </div>
      )}
    </Modal>
  );
}
