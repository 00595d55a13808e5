// Shared jest setup: SWC compiles TypeScript (no type-check here; `tsc -b` does that),
// workspace libraries resolve to their sources so tests need no build first.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

/** @param {string} dir the workspace folder @param {object} extra overrides */
module.exports = function preset(dir, extra = {}) {
  const root = __dirname;
  // Node tests get PostgreSQL, Redis and NATS: the URLs given, containers where Docker answers,
  // or the local services (libs/stack/src/test-infrastructure.ts). Browser-side tests need none.
  const infrastructure = (extra.testEnvironment ?? 'node') === 'node' && {
    globalSetup: `${root}/libs/stack/src/test-infrastructure.setup.ts`,
    globalTeardown: `${root}/libs/stack/src/test-infrastructure.teardown.ts`,
  };
  // Jest's default 5 s made screens rendered in jsdom, and services' hooks, flaky on a busy two-core
  // machine. (`testTimeout` is a global option that projects ignore, so each is set from a setup file.)
  const timeout = (extra.testEnvironment ?? 'node') === 'node' ? 'services' : 'screens';
  const timeouts = {
    setupFilesAfterEnv: [`${root}/jest.${timeout}-timeout.js`, ...(extra.setupFilesAfterEnv ?? [])],
  };
  return {
    displayName: path.relative(root, dir),
    rootDir: dir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.spec.ts?(x)', '<rootDir>/**/*.int.ts', '<rootDir>/**/*.e2e.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: { '^.+\\.(t|j|mj)sx?$': swc },
    // Nest 12 ships ES modules only; let SWC turn them into CommonJS for jest.
    transformIgnorePatterns: ['/node_modules/(?!(@nestjs|jose)/)'],
    moduleNameMapper: {
      '^@ela/(contracts|service-kit|stack|media|web-kit)$': `${root}/libs/$1/src/index.ts`,
      '^@ela/service-kit/(dev-keys|tracing/register|clients)$': `${root}/libs/service-kit/src/$1.ts`,
      '\\.(css|woff2?)$': `${root}/jest.style-stub.js`,
    },
    ...infrastructure,
    ...extra,
    ...timeouts,
  };
};
