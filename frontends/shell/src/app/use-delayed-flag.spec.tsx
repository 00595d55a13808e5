import { act, renderHook } from '@testing-library/react';
import { PAGE_TRANSITION_DELAY_MS, useDelayedFlag } from './use-delayed-flag';

describe('useDelayedFlag', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns on only after the page change has taken the delay, and off at once', () => {
    expect(PAGE_TRANSITION_DELAY_MS).toBe(100);
    const { result, rerender } = renderHook(({ on }) => useDelayedFlag(on, PAGE_TRANSITION_DELAY_MS), {
      initialProps: { on: false },
    });
    rerender({ on: true });
    act(() => void jest.advanceTimersByTime(99));
    expect(result.current).toBe(false);
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(false);
  });

  it('never turns on for a page change quicker than the delay', () => {
    const { result, rerender } = renderHook(({ on }) => useDelayedFlag(on, 100), {
      initialProps: { on: true },
    });
    act(() => void jest.advanceTimersByTime(60));
    rerender({ on: false });
    act(() => void jest.advanceTimersByTime(200));
    expect(result.current).toBe(false);
  });
});
