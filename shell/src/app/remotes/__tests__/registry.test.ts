import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { ensureRemotesRegistered, loadRemoteModule } from '../registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const REMOTES = {
  journals: { version: '1.2.0', entry: 'https://cdn.example/journals/1.2.0/mf-manifest.json' },
};

function respond(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

beforeEach(() => {
  (globalThis as { __REMOTES_URL__?: string }).__REMOTES_URL__ = '/remotes.json';
  jest.mocked(registerRemotes).mockClear();
});

test('the deployed remotes list is fetched uncached once and registered', async () => {
  const fetchMock = jest.fn(() => respond(200, REMOTES));
  global.fetch = fetchMock as unknown as typeof fetch;
  await ensureRemotesRegistered();
  await ensureRemotesRegistered();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith(
    '/remotes.json',
    expect.objectContaining({ cache: 'no-store' }),
  );
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'journals', entry: 'https://cdn.example/journals/1.2.0/mf-manifest.json' },
  ]);
});

test('an empty module is an error, not a blank section', async () => {
  global.fetch = jest.fn(() => respond(200, REMOTES)) as unknown as typeof fetch;
  jest.mocked(loadRemote).mockResolvedValueOnce(null);
  await expect(loadRemoteModule('journals/App')).rejects.toThrow('journals/App');
});
