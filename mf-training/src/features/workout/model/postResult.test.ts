import type { WorkoutResultBody } from '@club/shared';
import { postWorkoutResult } from '../../../api/postWorkoutResult';
import { postResultWithRetry, RESULT_RETRIES } from './postResult';

jest.mock('../../../api/postWorkoutResult', () => ({ postWorkoutResult: jest.fn() }));
const mockPost = jest.mocked(postWorkoutResult);

const body: WorkoutResultBody = {
  attempt_id: 'a1b2c3d4-0000-4000-8000-000000000000',
  time: 1800,
  results: [{ set_id: 1, count: 12, duration: 0, weight: 20 }],
};
const lost = { result: null, error: { message: 'Нет связи' }, status: 0, headers: {} };
const saved = {
  result: { percent: 80, stars: 2, time: 1800 },
  error: null,
  status: 200,
  headers: {},
};
const noSleep = () => Promise.resolve();

beforeEach(() => mockPost.mockReset());

test('resends the same body, with the same attempt id, after a lost answer', async () => {
  mockPost.mockResolvedValueOnce(lost).mockResolvedValueOnce(lost).mockResolvedValueOnce(saved);
  const answer = await postResultWithRetry(5, 9, body, noSleep);
  expect(answer.result?.percent).toBe(80);
  expect(mockPost).toHaveBeenCalledTimes(3);
  for (const call of mockPost.mock.calls) expect(call).toEqual([5, 9, body]);
});

test('gives up after the retries and hands back the failure', async () => {
  mockPost.mockResolvedValue(lost);
  const answer = await postResultWithRetry(5, 9, body, noSleep);
  expect(answer.result).toBeNull();
  expect(mockPost).toHaveBeenCalledTimes(RESULT_RETRIES + 1);
});

test('does not retry a refusal', async () => {
  mockPost.mockResolvedValue({
    result: null,
    error: { message: 'Курс заморожен: результаты тренировок не принимаются до разморозки' },
    status: 400,
    headers: {},
  });
  await postResultWithRetry(5, 9, body, noSleep);
  expect(mockPost).toHaveBeenCalledTimes(1);
});
