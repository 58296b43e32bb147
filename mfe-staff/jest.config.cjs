module.exports = {
  ...require('@portal/testing/jest-preset'),
  roots: ['<rootDir>/src'],
};
