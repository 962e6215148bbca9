import { ActionListHost } from './ActionListHost';
import { BannerHost } from './BannerHost';
import { ConfirmHost } from './ConfirmHost';
import { CourseActivatedOverlay } from './CourseActivatedOverlay';
import { FeedbackHost } from './FeedbackHost';

/** Global overlays hosted by the shell and fed by the bus. */
export function Overlays({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      {signedIn && <FeedbackHost />}
      {signedIn && <CourseActivatedOverlay />}
      <ActionListHost />
      <ConfirmHost />
      <BannerHost />
    </>
  );
}
