// Loaded before each Node test file (see jest.preset.js). On a two-core CI machine running four
// files at once, closing a data source and dropping its database has taken past jest's default 5 s
// in an afterAll that had no bound of its own; tests that wait for something keep their own deadlines.
/* global jest */
jest.setTimeout(30_000);
