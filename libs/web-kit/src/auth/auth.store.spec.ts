import { authSession, onAccessTokenChange, useAuthStore } from './auth.store';
import { readSessionCookies } from './session-cookies';
import { admin, customer, pair } from './session.fixtures';

describe('auth store', () => {
  afterEach(() => authSession.clear());

  it('starts a session from a login: store and cookies agree, the role sets the admin flag', () => {
    authSession.start(pair('a1', admin), 'admin');
    expect(useAuthStore.getState()).toEqual({
      user: admin,
      accessToken: 'a1',
      isAdmin: true,
    });
    expect(readSessionCookies()).toEqual(useAuthStore.getState());
  });

  it('tells listeners about every new access token and where it came from', () => {
    const listener = jest.fn();
    const stop = onAccessTokenChange(listener);
    authSession.start(pair('a1'), 'user');
    authSession.setUser({ ...customer, firstName: 'مریم' });
    // Another tab refreshes: only the cookies change.
    document.cookie = 'auth.accessToken=a2; Path=/';
    authSession.syncFromCookies();
    authSession.syncFromCookies();
    authSession.clear();
    expect(listener.mock.calls).toEqual([
      ['a1', 'this-tab'],
      ['a2', 'other-tab'],
      [null, 'this-tab'],
    ]);
    stop();
    authSession.start(pair('a3'), 'user');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps notifying the others when one listener throws', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    const stops = [
      onAccessTokenChange(() => {
        throw new Error('boom');
      }),
      onAccessTokenChange(after),
    ];
    authSession.start(pair('a1'), 'user');
    expect(after).toHaveBeenCalledWith('a1', 'this-tab');
    stops.forEach((stop) => stop());
    jest.restoreAllMocks();
  });

  it('keeps the token another tab wrote when this tab saves a fresher user', () => {
    authSession.start(pair('a1'), 'user');
    document.cookie = 'auth.accessToken=a2; Path=/';
    authSession.setUser({ ...customer, firstName: 'مریم' });
    expect(readSessionCookies()).toMatchObject({ accessToken: 'a2', user: { firstName: 'مریم' } });
    expect(useAuthStore.getState().accessToken).toBe('a2');
    document.cookie = 'auth.accessToken=; Path=/; Max-Age=0';
    authSession.setUser(customer);
    expect(useAuthStore.getState().accessToken).toBeNull();
    authSession.clear();
  });

  it('keeps the user fresh in the cookie, and ignores a user when logged out', () => {
    authSession.start(pair('a1'), 'user');
    authSession.setUser({ ...customer, firstName: 'مریم' });
    expect(readSessionCookies().user?.firstName).toBe('مریم');
    authSession.clear();
    authSession.setUser(customer);
    expect(useAuthStore.getState().user).toBeNull();
    expect(document.cookie).toBe('');
  });
});
