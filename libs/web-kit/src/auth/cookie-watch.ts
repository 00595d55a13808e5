import { authSession } from './auth.store';

export const COOKIE_POLL_MS = 1000;

/**
 * Notices what other tabs do to the session. Browsers tell no tab about cookie changes, so this
 * compares `document.cookie` every second and whenever the tab comes back into view, and hands any
 * change to the store. Returns the function that stops watching.
 */
export function watchSessionCookies(intervalMs: number = COOKIE_POLL_MS): () => void {
  let seen = document.cookie;
  const check = () => {
    const now = document.cookie;
    if (now === seen) return;
    seen = now;
    authSession.syncFromCookies();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const timer = setInterval(check, intervalMs);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', check);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', check);
  };
}
