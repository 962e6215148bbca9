import type { ConfirmRequest } from '../bus';
import { Button } from './Button';
import { Modal } from './Modal';
import styles from './Dialogs.module.css';

export interface ConfirmModalProps {
  /** the bus request (PendingConfirm or a plain ConfirmRequest); null renders nothing */
  request: ConfirmRequest | null | undefined;
  /** true on "yes"; "no", the close control, Escape and the backdrop answer false */
  onAnswer: (answer: boolean) => void;
}

/**
 * Confirm / notice modal of the app shell. With neither a yes nor a no label it is a notice
 * with only the close control. `reversed` swaps the visual styles of the two buttons.
 */
export function ConfirmModal({ request, onAnswer }: ConfirmModalProps) {
  const open = Boolean(request);
  const yesVariant = request?.reversed ? 'secondary' : 'primary';
  const noVariant = request?.reversed ? 'primary' : 'secondary';
  const hasButtons = Boolean(request?.yes || request?.no);
  return (
    <Modal open={open} title={request?.title} onClose={() => onAnswer(false)}>
      {request?.text ? <p className={styles.text}>{request.text}</p> : null}
      {hasButtons && (
        <div className={styles.buttons}>
          {request?.no ? (
            <Button variant={noVariant} onClick={() => onAnswer(false)}>
              {request.no}
            </Button>
          ) : null}
          {request?.yes ? (
            <Button variant={yesVariant} onClick={() => onAnswer(true)}>
              {request.yes}
            </Button>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
