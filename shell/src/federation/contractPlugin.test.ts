import {
  CONTRACT_VERSION,
  IncompatibleContractError,
  OLDER_MAJORS_COMPOSED,
} from '@club/shared/remote-contract';
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

  it('the current shell speaks 2.x and still composes remotes built for 1.x', () => {
    expect(CONTRACT_VERSION).toMatch(/^2\.\d+\.\d+$/);
    expect(OLDER_MAJORS_COMPOSED).toEqual([1]);
    expect(() => checkRemoteContract(args('1.2.0'))).not.toThrow();
    expect(() => checkRemoteContract(args(undefined))).not.toThrow();
    expect(() => checkRemoteContract(args(CONTRACT_VERSION))).not.toThrow();
    expect(log).not.toHaveBeenCalled();
  });

  it('never composes a newer major, nor an older one it does not serve', () => {
    expect(() => checkRemoteContract(args('3.0.0'))).toThrow(IncompatibleContractError);
    expect(() => checkRemoteContract(args('0.9.0'))).toThrow(IncompatibleContractError);
    // a 1.x shell (what is deployed before this release) refuses a 2.x remote: shell first
    expect(() => checkRemoteContract(args('2.0.0'), '1.2.0')).toThrow(IncompatibleContractError);
  });
});
