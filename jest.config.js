// Every workspace's tests in one run; `npm test -w <folder>` runs one workspace alone.
module.exports = {
  projects: [
    '<rootDir>/libs/contracts',
    '<rootDir>/libs/service-kit',
    '<rootDir>/libs/stack',
    '<rootDir>/libs/media',
    '<rootDir>/libs/web-kit',
    '<rootDir>/services/auth',
    '<rootDir>/services/catalog',
    '<rootDir>/services/orders',
    '<rootDir>/services/content',
    '<rootDir>/services/payments',
    '<rootDir>/services/analytics',
    '<rootDir>/gateway',
    '<rootDir>/frontends/shell',
    '<rootDir>/frontends/shop',
    '<rootDir>/frontends/panel',
    '<rootDir>/tools',
    '<rootDir>/tools/gateway-sim',
    '<rootDir>/bench',
    '<rootDir>/e2e',
  ],
};
