import { confirmRequests$ } from '../bus';
import { ConfirmModal } from '../ui/ConfirmModal';
import { useBusQueue } from './useBusQueue';

/** Confirm / notice modal fed by confirm() and notice() on the bus; closing answers "no". */
export function ConfirmHost() {
  const [current, done] = useBusQueue(confirmRequests$);
  return (
    <ConfirmModal
      request={current}
      onAnswer={(answer) => {
        current?.resolve(answer);
        done();
      }}
    />
  );
}
