/** Unit tests of the page table: plain functions, so Node and swc, no DOM. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.ts$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' } } }],
  },
  // `*.test-d.ts` are type-level tests: tsc checks them (`pnpm typecheck`), there is nothing to run.
  testPathIgnorePatterns: ['/node_modules/', '\\.test-d\\.ts$'],
};
