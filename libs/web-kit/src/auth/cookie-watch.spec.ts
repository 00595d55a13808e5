import { authSession, onAccessTokenChange, useAuthStore } from './auth.store';
import { COOKIE_POLL_MS, watchSessionCookies } from './cookie-watch';
import { pair } from './session.fixtures';

describe('watchSessionCookies', () => {
  let stop: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    authSession.start(pair('a1'), 'user');
    stop = watchSessionCookies();
  });
  afterEach(() => {
    stop();
    authSession.clear();
    jest.useRealTimers();
  });

  it('notices within a second that another tab changed the access token', () => {
    const listener = jest.fn();
    const unsubscribe = onAccessTokenChange(listener);
    document.cookie = 'auth.accessToken=a2; Path=/';
    jest.advanceTimersByTime(COOKIE_POLL_MS - 1);
    expect(useAuthStore.getState().accessToken).toBe('a1');
    jest.advanceTimersByTime(1);
    expect(useAuthStore.getState().accessToken).toBe('a2');
    expect(listener).toHaveBeenCalledWith('a2', 'other-tab');
    unsubscribe();
  });

  it('checks at once when the tab comes back into view or gets focus', () => {
    document.cookie = 'auth.accessToken=; Path=/; Max-Age=0';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(useAuthStore.getState().accessToken).toBeNull();
    document.cookie = 'auth.accessToken=a3; Path=/';
    window.dispatchEvent(new Event('focus'));
    expect(useAuthStore.getState().accessToken).toBe('a3');
  });

  it('stops watching when asked', () => {
    stop();
    document.cookie = 'auth.accessToken=a4; Path=/';
    jest.advanceTimersByTime(COOKIE_POLL_MS * 3);
    window.dispatchEvent(new Event('focus'));
    expect(useAuthStore.getState().accessToken).toBe('a1');
  });
});
