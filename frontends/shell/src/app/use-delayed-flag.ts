import { useEffect, useState } from 'react';

/** How long a page change may take before the progress bar shows (spec: about 100 ms). */
export const PAGE_TRANSITION_DELAY_MS = 100;

/** True once `flag` has stayed true for `delayMs`; false again as soon as it turns false. */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setLate(true), delayMs);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [flag, delayMs]);
  return flag && late;
}
