import * as compat from './compat';
import * as root from './index';
import names1x from './compat.names-1x.json';

// The names the root entry held in contract 1.2.0 (its runtime exports, listed when 2.0.0 split
// it): a 1.x remote may take any of them from `@club/shared`, which the shell answers with compat.
describe('the 1.x root entry (compat)', () => {
  it('still holds every name a remote of contract 1.x can take', () => {
    const missing = names1x.filter(
      (name) => (compat as Record<string, unknown>)[name] === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('is the same objects the 2.x apps share, not copies (one bus, one session)', () => {
    expect(compat.session$).toBe(root.session$);
    expect(compat.showBanner).toBe(root.showBanner);
    expect(compat.paths).toBe(root.paths);
  });

  it('the 2.x root no longer carries the kit, staff and contract-check parts', () => {
    const r = root as Record<string, unknown>;
    for (const name of [
      'Tabs',
      'TextField',
      'staffPaths',
      'testerPaths',
      'CONTRACT_VERSION',
      'map',
      'chatPaths',
      'formatDate',
    ])
      expect(r[name]).toBeUndefined();
  });
});
