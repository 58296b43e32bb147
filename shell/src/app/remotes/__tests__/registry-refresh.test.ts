import type * as Registry from '../registry';

// A release or a rollback switches remotes.json; a tab already open takes the new version the
// next time it enters a section it has not loaded, without a reload.

const runtime = {
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
};
jest.mock('@module-federation/enhanced/runtime', () => runtime);

const entry = (name: string, version: string) => ({
  version,
  entry: `https://cdn.example/${name}/${version}/mf-manifest.json`,
});

let list: Record<string, { version: string; entry: string }>;
let registry: typeof Registry;
let now: number;
const fetchMock = jest.fn(() => Promise.resolve(new Response(JSON.stringify(list))));

beforeEach(async () => {
  jest.resetModules();
  runtime.registerRemotes.mockClear();
  runtime.loadRemote.mockReset();
  fetchMock.mockClear();
  (globalThis as { __REMOTES_URL__?: string }).__REMOTES_URL__ = '/remotes.json';
  global.fetch = fetchMock as unknown as typeof fetch;
  now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  list = { journals: entry('journals', '1.0.0'), books: entry('books', '1.1.0') };
  registry = await import('../registry');
});

afterEach(() => jest.restoreAllMocks());

test('the list is read again once it is older than a minute, and a moved remote re-registered', async () => {
  await registry.ensureRemotesRegistered();
  now += registry.REMOTES_MAX_AGE_MS - 1;
  list = { ...list, books: entry('books', '1.0.0') };
  await registry.ensureRemotesRegistered();
  expect(fetchMock).toHaveBeenCalledTimes(1);

  now += 2;
  const manifest = await registry.ensureRemotesRegistered();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(manifest.books?.version).toBe('1.0.0');
  expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'books', entry: 'https://cdn.example/books/1.0.0/mf-manifest.json' }],
    { force: true },
  );
});

test('a remote the tab already runs keeps its version until the page reloads', async () => {
  runtime.loadRemote.mockResolvedValue({ default: () => null });
  await registry.loadRemoteModule('books/App');
  now += registry.REMOTES_MAX_AGE_MS + 1;
  list = { journals: entry('journals', '1.1.0'), books: entry('books', '1.0.0') };
  const manifest = await registry.ensureRemotesRegistered();
  expect(manifest.books?.version).toBe('1.1.0');
  expect(manifest.journals?.version).toBe('1.1.0');
  expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'journals', entry: 'https://cdn.example/journals/1.1.0/mf-manifest.json' }],
    { force: true },
  );
});

test("a section that failed to load asks for the list again on retry, and takes a rollback's version", async () => {
  runtime.loadRemote.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({
    default: () => null,
  });
  await expect(registry.loadRemoteModule('books/App')).rejects.toThrow('ChunkLoadError');
  list = { ...list, books: entry('books', '1.0.0') };
  await registry.loadRemoteModule('books/App');
  expect(fetchMock).toHaveBeenCalledTimes(2);
  expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'books', entry: 'https://cdn.example/books/1.0.0/mf-manifest.json' }],
    { force: true },
  );
});

test('when the list cannot be read again, the tab goes on with the one it has', async () => {
  await registry.ensureRemotesRegistered();
  now += registry.REMOTES_MAX_AGE_MS + 1;
  fetchMock.mockImplementationOnce(() => Promise.resolve(new Response('down', { status: 503 })));
  await expect(registry.ensureRemotesRegistered()).resolves.toHaveProperty('books');
  expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
});
