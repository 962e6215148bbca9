import sharedPackage from '@club/shared/package.json';
import { COMPAT_SHARE_KEY, withCompatShare } from './compatSharePlugin';

type Options = Parameters<typeof withCompatShare>[0];
const host = (shared: Options['shared'] = {}): Options => ({ name: 'shell', remotes: [], shared });

describe('the 1.x root entry the shell provides', () => {
  it('is provided under the old key, as a singleton any 1.x remote accepts', () => {
    const given = withCompatShare(host()).shared?.[COMPAT_SHARE_KEY];
    const list = Array.isArray(given) ? given : [given];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      version: sharedPackage.version,
      shareConfig: { singleton: true, requiredVersion: false },
    });
  });

  it('is above the version 1.x remotes carry, so theirs is never the one chosen', () => {
    const [major, minor, patch] = sharedPackage.version.split('.').map(Number);
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThan(1e3 /* 0.1.0 */);
  });

  it('keeps what the host already provides, and is added once', () => {
    const core = { version: sharedPackage.version, get: jest.fn() };
    const once = withCompatShare(host({ '@club/shared/core': core }));
    const twice = withCompatShare(once);
    expect(twice.shared?.['@club/shared/core']).toBe(core);
    expect(twice).toBe(once);
  });
});
