// Exposed as `mf_account/widgets`: components the shell composes. The feedback form (formik, yup)
// loads lazily, the first time the shell opens its feedback modal.
import { lazy, Suspense, type ComponentType } from 'react';
import { Loader, type FeedbackModalProps } from '@club/shared';

const LazyFeedbackModal = lazy(() => import('../features/feedback/FeedbackModal'));

/** Desktop feedback modal body, rendered by the shell inside its modal host; props `{ onClose }`. */
function FeedbackModal(props: FeedbackModalProps) {
  return (
    <Suspense fallback={<Loader />}>
      <LazyFeedbackModal {...props} />
    </Suspense>
  );
}

const widgets: { FeedbackModal: ComponentType<FeedbackModalProps> } = { FeedbackModal };

export default widgets;
