import { actionListRequests$ } from '../bus';
import { ActionListModal } from '../ui/ActionListModal';
import { useBusQueue } from './useBusQueue';

/** List-of-actions modal fed by chooseAction() on the bus. */
export function ActionListHost() {
  const [current, done] = useBusQueue(actionListRequests$);
  return (
    <ActionListModal
      request={current}
      onChoose={(item) => {
        current?.resolve(item);
        done();
      }}
    />
  );
}
