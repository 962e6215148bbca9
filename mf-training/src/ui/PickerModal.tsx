import { useEffect, useState } from 'react';
import { Button, Modal } from '@club/shared';
import { Picker, type PickerValue } from '@club/shared/kit';
import styles from './PickerModal.module.css';

export interface PickerModalProps<V extends PickerValue> {
  open: boolean;
  title: string;
  values: V[];
  /** the value shown when the picker opens (the first value when none) */
  value: V | null;
  format?: (value: V) => string;
  onApply: (value: V) => void;
  onCancel: () => void;
}

/** The wheel picker in a modal with "Отмена" and "Применить" (3 values each side, 40 px rows). */
export function PickerModal<V extends PickerValue>({
  open,
  title,
  values,
  value,
  format,
  onApply,
  onCancel,
}: PickerModalProps<V>) {
  const [chosen, setChosen] = useState<V | null>(value);
  // Each opening starts from the current value; later prop changes must not move the wheel.
  useEffect(() => {
    if (open) setChosen(value ?? values[0] ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <Modal open={open} title={title} onClose={onCancel} className={styles.modal}>
      <Picker
        values={values}
        value={chosen}
        onChange={setChosen}
        format={format}
        ariaLabel={title}
      />
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onCancel}>
          Отмена
        </Button>
        <Button onClick={() => chosen !== null && onApply(chosen)}>Применить</Button>
      </div>
    </Modal>
  );
}
