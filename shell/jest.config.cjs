module.exports = {
  ...require('@portal/shared/jest-preset'),
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
};
