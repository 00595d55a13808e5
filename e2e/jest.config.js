module.exports = require('../jest.preset')(__dirname, { testTimeout: 120_000 });
