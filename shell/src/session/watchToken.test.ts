import { clearSession, setSession } from '@club/shared';
import { watchToken } from './watchToken';

afterEach(() => clearSession());

describe('watchToken', () => {
  it('tells the current token at once, then each change with the one before, never a repeat', () => {
    const seen: [string | null, string | null | undefined][] = [];
    const sub = watchToken((token, previous) => seen.push([token, previous]));
    setSession({ token: 'a' });
    setSession({ token: 'a' });
    setSession({ token: 'b' });
    clearSession();
    sub.unsubscribe();
    setSession({ token: 'c' });
    expect(seen).toEqual([
      [null, undefined],
      ['a', null],
      ['b', 'a'],
      [null, 'b'],
    ]);
  });
});
