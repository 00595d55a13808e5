const preset = require('../../jest.preset')(__dirname, {
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
});

// Node code imports its siblings as `./x.js` (nodenext); jest reads the `.ts` source instead.
module.exports = {
  ...preset,
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', ...preset.moduleNameMapper },
};
