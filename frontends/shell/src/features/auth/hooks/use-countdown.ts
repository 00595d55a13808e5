import { useCallback, useEffect, useState } from 'react';
import { formatNumber } from '@ela/web-kit';

/**
 * Whole seconds counting down to zero, restarted with `start(seconds)`. Counted from the clock, not
 * from ticks, so a tab that was in the background shows the right figure when it comes back.
 */
export function useCountdown(initialSeconds = 0): [secondsLeft: number, start: (seconds: number) => void] {
  const [state, setState] = useState(() => countdownFrom(initialSeconds));
  const running = state.left > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((state.deadline - Date.now()) / 1000));
      setState((current) => (current.left === left ? current : { ...current, left }));
    }, 250);
    return () => clearInterval(timer);
  }, [state.deadline, running]);

  const start = useCallback((seconds: number) => setState(countdownFrom(seconds)), []);
  return [state.left, start];
}

function countdownFrom(seconds: number) {
  return { deadline: Date.now() + seconds * 1000, left: Math.max(0, Math.ceil(seconds)) };
}

/** «۱:۰۵» for 65 seconds. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${formatNumber(minutes)}:${rest < 10 ? formatNumber(0) : ''}${formatNumber(rest)}`;
}
