import type { FeedbackModalProps } from '@club/shared';
import { FeedbackForm } from './FeedbackForm';

/** The desktop feedback modal body; the shell's modal host owns the overlay and passes onClose. */
export default function FeedbackModal({ onClose }: FeedbackModalProps) {
  return <FeedbackForm layout="modal" onCancel={onClose} onSent={onClose} />;
}
