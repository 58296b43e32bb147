import { classifyRemoteFailure } from '../remote-failure';

test.each([
  [Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }), 'unreachable'],
  [new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest'), 'unreachable'],
  [new Error('RUNTIME-008 Failed to load script resources'), 'unreachable'],
  [
    Object.assign(new Error('Loading CSS chunk 7 failed.'), {
      code: 'CSS_CHUNK_LOAD_FAILED',
      name: 'CSS_CHUNK_LOAD_FAILED',
    }),
    'unreachable',
  ],
  [new Error('Loading chunk 42 failed. (timeout: https://cdn/42.js)'), 'timeout'],
  [new Error('Timed out after 120000 ms: https://cdn/mf-manifest.json'), 'timeout'],
  [new TypeError("Cannot read properties of undefined (reading 'map')"), 'broken'],
])('%s is a %s failure', (error, kind) => {
  expect(classifyRemoteFailure(error)).toBe(kind);
});
