import { createRecipeSearch, type SearchState } from './recipeSearch';

interface Item {
  id: number;
  name: string;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup() {
  const pending: {
    query: string;
    signal: AbortSignal;
    resolve: (items: Item[] | null) => void;
  }[] = [];
  const call = jest.fn(
    (query: string, signal: AbortSignal) =>
      new Promise<Item[] | null>((resolve) => pending.push({ query, signal, resolve })),
  );
  const states: SearchState<Item>[] = [];
  const search = createRecipeSearch(call, (s) => states.push(s));
  return { call, pending, states, search };
}

const flush = async () => {
  await Promise.resolve();
  await Promise.resolve();
};

test('no request under 3 characters, and spaces around do not count', () => {
  const { call, search, states } = setup();
  search.input('с');
  search.input('су');
  search.input('  су  ');
  jest.advanceTimersByTime(1000);
  expect(call).not.toHaveBeenCalled();
  expect(states.at(-1)).toEqual({ status: 'idle', query: 'су' });
  search.dispose();
});

test('typing is debounced: one request 300 ms after the last keystroke', () => {
  const { call, search } = setup();
  search.input('сал');
  jest.advanceTimersByTime(200);
  search.input('сала');
  jest.advanceTimersByTime(200);
  search.input('салат');
  jest.advanceTimersByTime(299);
  expect(call).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(call).toHaveBeenCalledTimes(1);
  expect(call.mock.calls[0][0]).toBe('салат');
  search.dispose();
});

test('a newer query cancels the one in flight and its late answer is ignored', async () => {
  const { call, pending, search, states } = setup();
  search.input('омлет');
  jest.advanceTimersByTime(300);
  expect(states.at(-1)).toEqual({ status: 'loading', query: 'омлет' });
  search.input('омлет с');
  jest.advanceTimersByTime(300);
  expect(call).toHaveBeenCalledTimes(2);
  expect(pending[0].signal.aborted).toBe(true);

  pending[1].resolve([{ id: 2, name: 'Омлет со шпинатом' }]);
  await flush();
  // The stale answer comes last but must not replace the newer one.
  pending[0].resolve([{ id: 1, name: 'Омлет' }]);
  await flush();
  expect(states.at(-1)).toEqual({
    status: 'done',
    query: 'омлет с',
    items: [{ id: 2, name: 'Омлет со шпинатом' }],
  });
  expect(states.filter((s) => s.status === 'done')).toHaveLength(1);
  search.dispose();
});

test('the same query typed again after a pause does not search twice', () => {
  const { call, search } = setup();
  search.input('суп');
  jest.advanceTimersByTime(300);
  search.input('суп ');
  jest.advanceTimersByTime(300);
  expect(call).toHaveBeenCalledTimes(1);
  search.dispose();
});

test('a failed call reports failed; dispose aborts the request in flight', async () => {
  const { pending, search, states } = setup();
  search.input('борщ');
  jest.advanceTimersByTime(300);
  pending[0].resolve(null);
  await flush();
  expect(states.at(-1)).toEqual({ status: 'failed', query: 'борщ' });
  search.input('борщи');
  jest.advanceTimersByTime(300);
  search.dispose();
  expect(pending[1].signal.aborted).toBe(true);
});
