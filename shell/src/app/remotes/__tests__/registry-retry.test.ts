import { registerRemotes } from '@module-federation/enhanced/runtime';
import { ensureRemotesRegistered } from '../registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

test('a failed remotes list is asked for again on the next try', async () => {
  (globalThis as { __REMOTES_URL__?: string }).__REMOTES_URL__ = '/remotes.json';
  const fetchMock = jest
    .fn()
    .mockResolvedValueOnce(new Response('down', { status: 503 }))
    .mockResolvedValueOnce(
      new Response(JSON.stringify({ books: { version: '1.0.0', entry: '/b.json' } })),
    );
  global.fetch = fetchMock as unknown as typeof fetch;
  await expect(ensureRemotesRegistered()).rejects.toThrow('503');
  await expect(ensureRemotesRegistered()).resolves.toHaveProperty('books');
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
});
