import '@testing-library/jest-dom';
import '@ela/web-kit/src/testing/async-timeout';
// jsdom has no canvas; the dashboard's charts draw on one (Chart.js), so tests get a stand-in 2D context.
import 'jest-canvas-mock';
// jsdom has no ResizeObserver either; responsive charts watch their box's size with one.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};
