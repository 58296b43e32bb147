/**
 * The Jest setup every front-end package uses: jsdom (with Node's fetch globals, which
 * react-router's data routers and Dexie's live queries need), swc for TypeScript and JSX (type
 * checking is `tsc`), an in-memory IndexedDB, and the jest-dom matchers.
 */
const path = require('node:path');

module.exports = {
  testEnvironment: 'jest-fixed-jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  moduleNameMapper: {
    // A test in jsdom is a browser's page: @portal/reading's HTML is inserted by the browser
    // there, and the site server's copy of the module (package.json `imports`) is not taken.
    '^#server-markup$': path.join(__dirname, '../reading/src/html/server-markup.ts'),
  },
  setupFiles: [path.join(__dirname, 'jest.setup.ts')],
  // Form tests type whole forms with user-event; on CI's two busy cores (the API suite runs beside
  // them) that takes longer than Jest's 5 s default, as the API's own suite found (20 s there too).
  testTimeout: 20_000,
  setupFilesAfterEnv: [require.resolve('@testing-library/jest-dom')],
};
