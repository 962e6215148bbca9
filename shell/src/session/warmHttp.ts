// The HTTP library loads with the API client's first call (@club/shared loadHttp). Where nothing
// calls at once (the sign-in form, home, whose first answers come from the early calls), it is
// started when the member starts to act: typing or tapping leaves it time enough to arrive.
import { loadHttp } from '@club/shared';

const FIRST_TOUCH = ['focusin', 'pointerdown', 'keydown'] as const;

export function loadHttpOnFirstTouch(): void {
  const once = () => {
    for (const type of FIRST_TOUCH) document.removeEventListener(type, once, true);
    void loadHttp().catch(() => undefined);
  };
  for (const type of FIRST_TOUCH) document.addEventListener(type, once, true);
}
