import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  loadRemoteModule,
  registerServerRemotes,
  sectionOf,
  setRemoteLoadBudget,
} from '../registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const entry = (name: string, version: string) => ({
  version,
  entry: `http://remotes.test/${name}/${version}/server/remoteEntry.js`,
});

describe('the section of a path', () => {
  it.each([
    ['/JDetail/19/article', 'journals'],
    ['/search', 'journals'],
    ['/BDetail/1', 'books'],
    ['/ChapterDetail/7', 'books'],
    ['/newsDetail/3', 'news'],
    ['/ordering', 'news'],
    ['/mine/orders', 'commerce'],
    ['/home', undefined],
    ['/login', undefined],
  ])('%s is served by %s', (pathname, remote) => {
    expect(sectionOf(pathname)).toBe(remote);
  });
});

describe('the remotes of the site’s server', () => {
  afterEach(() => setRemoteLoadBudget(undefined));

  it('registers each remote once, and again only when its entry changes (a rollback)', () => {
    registerServerRemotes({ journals: entry('journals', '1.1.0'), books: entry('books', '1.1.0') });
    registerServerRemotes({ journals: entry('journals', '1.1.0'), books: entry('books', '1.1.0') });
    registerServerRemotes({ journals: entry('journals', '1.0.0'), books: entry('books', '1.1.0') });
    const calls = jest.mocked(registerRemotes).mock.calls;
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual([
      [{ name: 'journals', entry: entry('journals', '1.0.0').entry }],
      { force: true },
    ]);
  });

  it('gives up on a remote slower than the budget, so the browser renders its section', async () => {
    jest.useFakeTimers();
    jest.mocked(loadRemote).mockReturnValue(new Promise(() => undefined));
    setRemoteLoadBudget(1_000);
    const loading = loadRemoteModule('books/App');
    const failed = expect(loading).rejects.toThrow('books/App took over 1000 ms');
    await jest.advanceTimersByTimeAsync(1_001);
    await failed;
    jest.useRealTimers();
  });
});
