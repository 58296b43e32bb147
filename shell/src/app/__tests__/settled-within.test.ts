import { settledWithin } from '../settled-within';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('goes on once every promise has settled, a failure included', async () => {
  const done = jest.fn();
  void settledWithin([Promise.resolve(1), Promise.reject(new Error('offline'))], 1_000).then(done);
  await jest.advanceTimersByTimeAsync(0);
  expect(done).toHaveBeenCalled();
});

it('goes on after the time given, without what is still pending', async () => {
  const done = jest.fn();
  void settledWithin([new Promise(() => undefined)], 1_000).then(done);
  await jest.advanceTimersByTimeAsync(999);
  expect(done).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(done).toHaveBeenCalled();
});
