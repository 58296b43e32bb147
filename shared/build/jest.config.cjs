/** Unit tests in Node, TypeScript compiled by swc (type checking is `tsc`). */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), {}] },
  roots: ['<rootDir>'],
  testPathIgnorePatterns: ['/node_modules/'],
  // Some tests run webpack, slower than Jest's 5 s default on CI's two busy cores.
  testTimeout: 20_000,
};
