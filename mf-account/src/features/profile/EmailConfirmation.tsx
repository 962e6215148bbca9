import { useRef, useState } from 'react';
import { Button, showBanner } from '@club/shared';
import { resendEmailVerification } from './api/resendEmailVerification';
import styles from './ProfileForm.module.css';

export const EMAIL_UNCONFIRMED = 'Требуется подтверждение';
export const RESEND_LABEL = 'Отправить письмо еще раз';

/**
 * Under an unconfirmed e-mail (spec part 1 §2: "Требуется подтверждение"): the confirmation
 * letter again. The server keeps the limit (a few an hour) and says so in the fail banner.
 */
export function EmailConfirmation() {
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const resend = async () => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      const { result, error } = await resendEmailVerification();
      if (!error && result) showBanner('ok', result.message);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };
  return (
    <div className={styles.confirmation}>
      <p className={styles.warning}>{EMAIL_UNCONFIRMED}</p>
      <Button
        variant="link"
        className={styles.resend}
        loading={sending}
        aria-disabled={sending || undefined}
        onClick={() => void resend()}
      >
        {RESEND_LABEL}
      </Button>
    </div>
  );
}
