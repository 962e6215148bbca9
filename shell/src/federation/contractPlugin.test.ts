import { CONTRACT_VERSION, IncompatibleContractError } from '@club/shared';
import { checkRemoteContract } from './contractPlugin';

const manifest = (version?: string) => ({
  id: 'mf_account',
  metaData: version ? { clubContract: { version, remote: 'mf_account' } } : {},
});
const args = (version?: string) => ({
  moduleInfo: { name: 'mf_account' },
  manifestJson: manifest(version),
  from: 'manifest' as const,
});

describe('shell-remote contract check', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  it('composes a remote of the same major, newer or older minor', () => {
    expect(() => checkRemoteContract(args('1.0.0'), '1.4.2')).not.toThrow();
    expect(() => checkRemoteContract(args('1.9.0'), '1.4.2')).not.toThrow();
    expect(log).not.toHaveBeenCalled();
  });

  it('composes a remote built before the contract was versioned (it states nothing)', () => {
    expect(() => checkRemoteContract(args(undefined), '1.0.0')).not.toThrow();
  });

  it('refuses another major and logs both versions', () => {
    expect(() => checkRemoteContract(args('2.0.0'), '1.3.0')).toThrow(IncompatibleContractError);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/mf_account.*2\.0\.0.*1\.3\.0/));
    expect(() => checkRemoteContract(args('not-a-version'), '1.3.0')).toThrow(
      IncompatibleContractError,
    );
  });

  it('the current shell speaks the contract its own build writes into remotes', () => {
    expect(CONTRACT_VERSION).toMatch(/^1\.\d+\.\d+$/);
  });
});
