import { bundlerRuntimeForRemotes, initContainer, type RuntimeApi } from './bundlerRuntimePlugin';

interface FakeInstance {
  options: { name: string; version?: string; id?: string };
  initOptions: jest.Mock;
}
const instance = (name: string, version?: string): FakeInstance => ({
  options: { name, version },
  initOptions: jest.fn(),
});

function runtimeWith(instances: FakeInstance[]) {
  const runtime = {
    init: jest.fn(),
    createInstance: jest.fn((options: FakeInstance['options']) => {
      const created = { options, initOptions: jest.fn() };
      instances.push(created);
      return created;
    }),
    getInstance: jest.fn(
      (finder: (i: FakeInstance) => boolean) => instances.find((i) => finder(i)) ?? null,
    ),
  };
  return runtime;
}

describe('a remote starting on the shell’s bundler runtime', () => {
  it('gets an instance of its own, never the shell’s', () => {
    const shell = instance('shell');
    const runtime = runtimeWith([shell]);
    const remote = initContainer(runtime as unknown as RuntimeApi, { name: 'mf_training' });
    expect(remote).not.toBe(shell);
    expect(remote.options.name).toBe('mf_training');
    expect(shell.initOptions).not.toHaveBeenCalled();
    // the runtime's own init (which remembers the last instance as the page's) is never used
    expect(runtime.init).not.toHaveBeenCalled();
  });

  it('finds its instance again by name when it starts twice', () => {
    const runtime = runtimeWith([instance('shell')]);
    const first = initContainer(runtime as unknown as RuntimeApi, { name: 'mf_nutrition' });
    const again = initContainer(runtime as unknown as RuntimeApi, { name: 'mf_nutrition' });
    expect(again).toBe(first);
    expect(first.initOptions).toHaveBeenCalledWith({ name: 'mf_nutrition', id: '' });
  });

  it('is handed the shell’s copy with that start and with what an exposing container needs', () => {
    const shells = {
      runtime: runtimeWith([]),
      bundlerRuntime: { consumes: jest.fn(), initContainerEntry: undefined },
      attachShareScopeMap: jest.fn(),
    };
    const startExposing = jest.fn();
    const given = bundlerRuntimeForRemotes(shells, startExposing) as typeof shells & {
      runtime: RuntimeApi;
      bundlerRuntime: Record<string, unknown>;
    };
    expect(given.attachShareScopeMap).toBe(shells.attachShareScopeMap);
    expect(given.bundlerRuntime.consumes).toBe(shells.bundlerRuntime.consumes);
    expect(given.bundlerRuntime.initContainerEntry).toBe(startExposing);
    given.runtime.init({ name: 'mf_account' });
    expect(shells.runtime.init).not.toHaveBeenCalled();
    expect(shells.runtime.createInstance).toHaveBeenCalledWith({ name: 'mf_account', id: '' });
  });
});
