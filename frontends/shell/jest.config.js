const path = require('node:path');

const preset = require('../../jest.preset')(__dirname, {
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/server-dist/'],
});

module.exports = {
  ...preset,
  moduleNameMapper: {
    // The server imports web-kit's compiled server code; tests read its source, no build needed.
    '^@ela/web-kit/server-dist/index\\.js$': path.join(__dirname, '../../libs/web-kit/server/index.ts'),
    // Node code imports its siblings as `./x.js` (nodenext); jest reads the `.ts` source instead.
    '^(\\.{1,2}/.*)\\.js$': '$1',
    ...preset.moduleNameMapper,
  },
};
