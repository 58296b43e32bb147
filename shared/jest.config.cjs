/** Unit and component tests of the shared package (the preset every front end uses). */
module.exports = {
  ...require('./jest-preset.cjs'),
  roots: ['<rootDir>/src', '<rootDir>/build'],
  // `*.test-d.ts` are type-level tests: tsc checks them (`pnpm typecheck`), there is nothing to run.
  testPathIgnorePatterns: ['/node_modules/', '\\.test-d\\.ts$'],
};
