/** Unit and component tests of the shared package (the preset every front end uses). */
module.exports = {
  ...require('./jest-preset.cjs'),
  roots: ['<rootDir>/src', '<rootDir>/build'],
};
