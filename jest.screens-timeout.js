// Loaded before each browser-side test file (see jest.preset.js).
/* global jest */
jest.setTimeout(15_000);
