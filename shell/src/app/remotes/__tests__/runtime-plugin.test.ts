import portalRuntimePlugin from '../runtime-plugin';

const plugin = portalRuntimePlugin();

test('remote entry scripts get the 120 s chunk timeout instead of the runtime default of 20 s', () => {
  const createScript = plugin.createScript as (args: { url: string }) => unknown;
  expect(createScript({ url: 'https://cdn.example/remoteEntry.js' })).toEqual({ timeout: 120_000 });
});

test('a manifest answered with an error status fails with its URL', async () => {
  global.fetch = jest.fn(() =>
    Promise.resolve(new Response('gone', { status: 404 })),
  ) as unknown as typeof fetch;
  const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response>;
  await expect(fetchHook('https://cdn.example/mf-manifest.json', {})).rejects.toThrow(
    'HTTP 404 for https://cdn.example/mf-manifest.json',
  );
});

test('the manifest fetch is aborted after 120 s', async () => {
  jest.useFakeTimers();
  let signal: AbortSignal | undefined;
  global.fetch = jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        signal = init.signal ?? undefined;
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  ) as unknown as typeof fetch;
  const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response>;
  const pending = fetchHook('https://cdn.example/mf-manifest.json', {});
  jest.advanceTimersByTime(119_999);
  expect(signal?.aborted).toBe(false);
  jest.advanceTimersByTime(1);
  await expect(pending).rejects.toThrow('Timed out after 120000 ms');
  jest.useRealTimers();
});
