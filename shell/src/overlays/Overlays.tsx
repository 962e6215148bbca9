import { ActionListHost, BannerHost, ConfirmHost } from '@club/shared';
import { CourseActivatedOverlay } from './CourseActivatedOverlay';
import { FeedbackHost } from './FeedbackHost';

/** Global overlays hosted by the shell and fed by the bus (the same components as the dev harness). */
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
