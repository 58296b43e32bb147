/** Unit and component tests of the shared package. */
module.exports = {
  ...require('@portal/testing/jest-preset'),
  roots: ['<rootDir>/src'],
  // `*.test-d.ts` are type-level tests: tsc checks them (`pnpm typecheck`), there is nothing to run.
  testPathIgnorePatterns: ['/node_modules/', '\\.test-d\\.ts$'],
};
