import { ModuleFederation } from '@module-federation/enhanced/runtime';
import portalRuntimePlugin from '../runtime-plugin';

// A section's code asks for a module the shell provides (`@portal/shared/reading`, which sections
// built before @portal/reading take from it); when that module's chunk is lost, the section fails, and the reader's Try again
// must ask for the chunk again rather than be handed the first failure.

const READING = '@portal/shared/reading';

function shellWithJournals(readingChunk: () => Promise<() => unknown>) {
  const shell = new ModuleFederation({
    name: 'shell',
    remotes: [{ name: 'journals', entry: 'https://cdn.example/journals/1.1.0/remoteEntry.js' }],
    shared: {
      [READING]: {
        version: '1.1.0',
        get: readingChunk,
        shareConfig: { singleton: true, requiredVersion: '^1.1.0' },
      },
    },
    plugins: [
      portalRuntimePlugin(),
      {
        name: 'journals-entry',
        // The journals remote's entry, as loaded: its App consumes the module the shell shares.
        loadEntry: () =>
          Promise.resolve({
            init: () => undefined,
            get: () => async () => {
              await shell.loadShare(READING);
              return { default: 'Journals' };
            },
          }),
      },
    ],
  });
  return shell;
}

test('a shared module whose chunk failed is asked for again when the section is tried again', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const readingChunk = jest
    .fn<Promise<() => unknown>, []>()
    .mockRejectedValueOnce(new Error('Loading chunk 2708 failed. (timeout: /2708.js)'))
    .mockResolvedValue(() => ({ SafeHtml: 'SafeHtml' }));
  const shell = shellWithJournals(readingChunk);

  await expect(shell.loadRemote('journals/App')).rejects.toThrow('Loading chunk 2708 failed');
  await expect(shell.loadRemote('journals/App')).resolves.toEqual({ default: 'Journals' });
  expect(readingChunk).toHaveBeenCalledTimes(2);
  jest.restoreAllMocks();
});
