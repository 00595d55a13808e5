module.exports = require('../jest.preset')(__dirname, {
  setupFilesAfterEnv: ['<rootDir>/support/timeout.ts'],
});
