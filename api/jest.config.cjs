const os = require('node:os');

const ESM_ONLY = [
  'content-disposition',
  'cookie',
  'dom-serializer',
  'domelementtype',
  'domhandler',
  'domutils',
  'entities',
  'etag',
  'feed',
  'htmlparser2',
  'jose',
];

/**
 * Tests run as CommonJS compiled by @swc/jest (swc rewrites `import.meta.dirname`), against one
 * PGlite database that test/global-setup.ts creates, migrates and seeds once per run.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  // The workspace's @portal/contract resolves to ../shared/contract (outside node_modules), so swc
  // compiles the contract like our own code.
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        // import() stays import(): libxml2-wasm (schema validation) is an ES module with a
        // top-level await, which require() cannot load; Node's import() can, under
        // --experimental-vm-modules.
        module: { type: 'commonjs', ignoreDynamic: true },
      },
    ],
    '^.+\\.js$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
  },
  // A few ESM-only packages (content-disposition under @fastify/static, cookie under
  // light-my-request, jose for access tokens, feed for Atom feeds): Node 20 loads them natively
  // but Jest's module system cannot, so swc compiles these to CommonJS too.
  transformIgnorePatterns: [
    `/node_modules/(?!${ESM_ONLY.map((name) => `\\.pnpm/${name}@|${name}/`).join('|')})`,
  ],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // A bound for a test that hangs, past what the slowest take on a busy two-core CI machine (the
  // search and schema suites' longest tests 20-60 s there). Until each PGlite statement waited
  // for the event loop (src/db/pglite.ts), Jest's timer could not fire during a test of many
  // statements, so a lower bound held only for the rest.
  testTimeout: 120_000,
  // Jest's default, one worker less than the cores, is one worker on two cores: every file then
  // waits for the one before, mostly while PGlite untars and starts its copy. Each worker holds
  // the copy of the file it runs (see test/helper.ts), up to 1.3 GB: one per core, with 2 GB each.
  maxWorkers: Math.max(1, Math.min(os.availableParallelism(), Math.floor(os.totalmem() / 2 ** 31))),
};
