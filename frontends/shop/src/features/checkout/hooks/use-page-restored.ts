import { useEffect } from 'react';

/**
 * Calls `onRestored` when the browser shows the page again from its back-forward cache (Back from
 * a bank page): the page comes back as it was left, so what it shows must be read again.
 * `onRestored` must be stable.
 */
export function usePageRestored(onRestored: () => void): void {
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) onRestored();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [onRestored]);
}
