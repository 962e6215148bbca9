import { usableCachedAnswer } from './opaqueAnswers';

const request = (mode: RequestMode) => ({ mode });
const answer = (type: ResponseType) => ({ type });

describe('which cached answer the service worker gives a request', () => {
  it('gives an opaque copy to no-cors requests only (a CORS stylesheet would fail with it)', () => {
    expect(usableCachedAnswer(request('no-cors'), answer('opaque'))).toBe(true);
    expect(usableCachedAnswer(request('cors'), answer('opaque'))).toBe(false);
    expect(usableCachedAnswer(request('same-origin'), answer('opaque'))).toBe(false);
  });

  it('gives a CORS or same-origin copy to any request', () => {
    for (const mode of ['cors', 'no-cors', 'same-origin'] as const) {
      expect(usableCachedAnswer(request(mode), answer('cors'))).toBe(true);
      expect(usableCachedAnswer(request(mode), answer('basic'))).toBe(true);
    }
  });

  it('has nothing to give without a copy', () => {
    expect(usableCachedAnswer(request('cors'), undefined)).toBe(false);
  });
});
