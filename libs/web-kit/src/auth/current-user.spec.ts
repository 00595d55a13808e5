import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../http/http';
import { useToastStore } from '../toast/toast.store';
import { authSession, useAuthStore } from './auth.store';
import { fetchCurrentUser } from './current-user';
import { admin, customer, pair } from './session.fixtures';

function answer(status: number, data: unknown) {
  const requests: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
    requests.push(config);
    const response = { status, data, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  }) as AxiosAdapter;
  return requests;
}

describe('fetchCurrentUser', () => {
  afterEach(() => {
    authSession.clear();
    useToastStore.setState({ toasts: [] });
  });

  it("reads a customer's own data and keeps it in the session", async () => {
    authSession.start(pair('a1'), 'user');
    const fresh = { ...customer, firstName: 'مریم' };
    const requests = answer(200, fresh);
    await expect(fetchCurrentUser()).resolves.toEqual(fresh);
    expect(requests[0]).toMatchObject({ method: 'get', url: '/Users/currentUserData' });
    expect(useAuthStore.getState().user).toEqual(fresh);
  });

  it('asks /auth/me with the bearer-prefixed token for an admin', async () => {
    authSession.start(pair('admin-token', admin), 'admin');
    const requests = answer(200, admin);
    await expect(fetchCurrentUser()).resolves.toEqual(admin);
    expect(requests[0]).toMatchObject({ method: 'post', url: '/auth/me' });
    expect(JSON.parse(requests[0].data as string)).toEqual({ access_token: 'Bearer admin-token' });
  });

  it('returns nothing, quietly, when the fetch fails or nobody is logged in', async () => {
    await expect(fetchCurrentUser()).resolves.toBeNull();
    authSession.start(pair('admin-token', admin), 'admin');
    answer(401, { statusCode: 401, message: 'توکن دسترسی معتبر نیست' });
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(useToastStore.getState().toasts).toEqual([]);
    expect(useAuthStore.getState().accessToken).toBe('admin-token');
  });
});
