import { useEffect, useRef, useState } from 'react';
import type { ActionItem, ActionListRequest } from '../bus';
import { ACTION_LIST_TAP_DELAY_MS } from './constants';
import { cx } from './cx';
import { Modal } from './Modal';
import { useIsMobile } from './useIsMobile';
import styles from './Dialogs.module.css';

export interface ActionListModalProps {
  /** the bus request (PendingActionList or a plain ActionListRequest); null renders nothing */
  request: ActionListRequest | null | undefined;
  /** the chosen item 300 ms after the tap, or null when the list is closed */
  onChoose: (item: ActionItem | null) => void;
}

/** A list of actions: a bottom sheet on mobile, a centred dialog on desktop. */
export function ActionListModal({ request, onChoose }: ActionListModalProps) {
  const isMobile = useIsMobile();
  const [chosenId, setChosenId] = useState<ActionItem['id'] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelTimer = () => {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  };

  // A new request starts clean; a pending tap never answers a request that has gone.
  useEffect(() => {
    setChosenId(null);
    return cancelTimer;
  }, [request]);

  const choose = (item: ActionItem) => {
    if (timer.current !== null) return; // one answer per list
    setChosenId(item.id);
    timer.current = setTimeout(() => {
      timer.current = null;
      onChoose(item);
    }, ACTION_LIST_TAP_DELAY_MS);
  };

  const close = () => {
    cancelTimer();
    onChoose(null);
  };

  return (
    <Modal
      open={Boolean(request)}
      title={request?.title}
      onClose={close}
      variant={isMobile ? 'sheet' : 'center'}
    >
      <ul className={styles.list}>
        {request?.items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={cx(styles.item, chosenId === item.id && styles.chosen)}
              aria-pressed={chosenId === item.id}
              onClick={() => choose(item)}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
