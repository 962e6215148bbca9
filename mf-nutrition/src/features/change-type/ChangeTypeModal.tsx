// Desktop: the change-type form in a modal over the nutrition page.
import { Modal, type NutritionTypeOption } from '@club/shared';
import { CHANGE_TYPE_TITLE, ChangeTypeForm } from './ChangeTypeForm';
import styles from './ChangeTypeModal.module.css';

export interface ChangeTypeModalProps {
  types: NutritionTypeOption[];
  currentId: number;
  onClose: () => void;
  onSaved: () => void;
}

export function ChangeTypeModal({ types, currentId, onClose, onSaved }: ChangeTypeModalProps) {
  return (
    <Modal open title={CHANGE_TYPE_TITLE} onClose={onClose} className={styles.modal}>
      <ChangeTypeForm types={types} currentId={currentId} onCancel={onClose} onSaved={onSaved} />
    </Modal>
  );
}
