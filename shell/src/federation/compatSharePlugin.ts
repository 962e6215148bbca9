// Runtime plugin: remotes built for contract 1.x take `@club/shared` expecting the whole library in
// that one module (shared/src/compat.ts). Since 2.0.0 the apps share it in parts (the root under
// `@club/shared/core`, `@club/shared/kit`, `@club/shared/rx`, `@club/shared/staff`), so the shell provides the whole
// under the old key itself: loaded only when such a remote asks for it, built from the parts the
// shell has (one bus, one session, one API client for all). Its version is above the 1.x remotes'
// own copies (0.1.0), so it is the one they get, not the copy each carries.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import sharedPackage from '@club/shared/package.json';

const { version } = sharedPackage;

/** The share key remotes of contract 1.x take the library under. */
export const COMPAT_SHARE_KEY = '@club/shared';

type UserOptions = Parameters<
  NonNullable<ModuleFederationRuntimePlugin['beforeInit']>
>[0]['userOptions'];

/** The host's options with the 1.x root added to what it provides (once). */
export function withCompatShare(userOptions: UserOptions): UserOptions {
  const shared = { ...userOptions.shared };
  const given = shared[COMPAT_SHARE_KEY];
  const list = Array.isArray(given) ? given : given ? [given] : [];
  if (list.some((s) => s.version === version)) return userOptions;
  shared[COMPAT_SHARE_KEY] = [
    ...list,
    {
      version,
      scope: 'default',
      shareConfig: { singleton: true, requiredVersion: false },
      get: () =>
        import(/* webpackChunkName: "club-shared-compat" */ '@club/shared/compat').then(
          (library) => () => library,
        ),
    },
  ];
  return { ...userOptions, shared };
}

export default function compatSharePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'club-compat-share',
    beforeInit(args) {
      return { ...args, userOptions: withCompatShare(args.userOptions) };
    },
  };
}
