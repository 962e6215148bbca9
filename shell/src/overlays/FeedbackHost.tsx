import { useEffect, useState } from 'react';
import { Modal, closeFeedback, feedbackOpen$, useIsMobile } from '@club/shared';
import { RemoteArea } from '../federation/RemoteArea';

/** Desktop feedback modal: the shell owns the overlay, mf-account renders the body. */
export function FeedbackHost() {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const sub = feedbackOpen$.subscribe(setOpen);
    return () => sub.unsubscribe();
  }, []);
  const visible = open && !isMobile;
  return (
    <Modal open={visible} onClose={closeFeedback} label="Обратная связь">
      {visible && (
        <RemoteArea
          remote="mf_account"
          expose="widgets"
          name="FeedbackModal"
          kind="page"
          props={{ onClose: closeFeedback }}
        />
      )}
    </Modal>
  );
}
