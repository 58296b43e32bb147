/** Unit tests in Node, TypeScript compiled by swc (type checking is `tsc`). */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), {}] },
  roots: ['<rootDir>/src'],
};
