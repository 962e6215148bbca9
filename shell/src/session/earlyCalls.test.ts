import { __forgetEarlyCallsForTests, startEarlyCalls, takeEarly } from './earlyCalls';
import { TOKEN_KEY } from './tokenStorage';

const INIT = '/api/cabinet/init';
const HOME = '/api/v2/main/index';

function answer(status: number, body: unknown) {
  return Promise.resolve({ status, json: () => Promise.resolve(body) } as Response);
}

describe('early calls', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    __forgetEarlyCallsForTests();
    localStorage.clear();
    sessionStorage.clear();
    fetchMock = jest.fn((url: string) => answer(200, { result: { url }, error: null }));
    global.fetch = fetchMock as unknown as typeof fetch;
    window.history.replaceState(null, '', '/');
  });

  it('asks nothing without a stored token', async () => {
    startEarlyCalls();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await takeEarly(INIT, null)).toBeNull();
  });

  it("starts init and home's answer with the member's token, and hands each over once", async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    startEarlyCalls();
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([INIT, HOME]);
    expect(fetchMock.mock.calls[0][1]).toEqual({ headers: { 'X-AUTH-TOKEN': 'tok-1' } });
    expect(await takeEarly(HOME, 'tok-1')).toEqual({ url: HOME });
    // a second reader (a later visit of home) asks the API itself
    expect(await takeEarly(HOME, 'tok-1')).toBeNull();
    expect(await takeEarly(INIT, 'tok-1')).toEqual({ url: INIT });
  });

  it('starts only init on another page', () => {
    sessionStorage.setItem(TOKEN_KEY, 'tok-1');
    window.history.replaceState(null, '', '/nutrition/');
    startEarlyCalls();
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([INIT]);
  });

  it('never hands an answer to another token, an error, a 401 or a failed network', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    startEarlyCalls();
    expect(await takeEarly(INIT, 'tok-2')).toBeNull();

    __forgetEarlyCallsForTests();
    fetchMock.mockImplementation(() => answer(401, { result: null, error: { message: 'x' } }));
    startEarlyCalls();
    expect(await takeEarly(INIT, 'tok-1')).toBeNull();

    fetchMock.mockImplementation(() => answer(200, { result: null, error: { message: 'x' } }));
    startEarlyCalls();
    expect(await takeEarly(INIT, 'tok-1')).toBeNull();

    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyCalls();
    expect(await takeEarly(INIT, 'tok-1')).toBeNull();
  });

  it('never hands over an old answer', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    startEarlyCalls();
    now.mockReturnValue(1_000_000 + 60_000);
    expect(await takeEarly(HOME, 'tok-1')).toBeNull();
    now.mockRestore();
  });
});
