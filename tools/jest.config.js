module.exports = require('../jest.preset')(__dirname, { testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/gateway-sim/'] });
