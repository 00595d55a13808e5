import { createContext, useContext, useEffect } from 'react';

/**
 * Lets a page show the phone's bottom bar where its screen hides it: a product that is gone is a
 * 404 page, with no purchase bar to make room for, so the bar to go on from comes back.
 */
export const BottomNavRequest = createContext<(wanted: boolean) => void>(() => undefined);

/** Shows the bottom bar while the calling page is on screen. */
export function useBottomNav(): void {
  const request = useContext(BottomNavRequest);
  useEffect(() => {
    request(true);
    return () => request(false);
  }, [request]);
}
