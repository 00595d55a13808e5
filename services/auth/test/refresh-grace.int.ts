import { ApiClient, freshPhone, refreshCookieOf, startTestStack } from '@ela/stack';
import { spendLongAgo } from './refresh-tokens-db';

jest.setTimeout(60_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let api: ApiClient;

beforeAll(async () => {
  // Two gateways, and auth answering on a pool of connections: nothing but the database orders
  // concurrent refreshes, as with several auth replicas.
  stack = await startTestStack(
    ['auth', 'gateway'],
    { auth: { LOGIN_IP_HOURLY_LIMIT: '1000' } },
    { replicas: { gateway: 2 } },
  );
  api = new ApiClient(stack.urls.api);
});
afterAll(() => stack?.dispose());

const login = () => api.login('user', freshPhone(), stack.config.smsOutboxFile);

describe('a refresh token spent at the same moment twice', () => {
  it('gives every concurrent refresh with the same token the same new pair, which then works', async () => {
    const first = await login();
    const gateways = stack.urls.gateways.map((url) => api.at(url));
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => gateways[i % gateways.length].refresh('user', first.refresh_token)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const pairs = new Set(answers.map((a) => `${a.body.access_token} ${a.refreshToken}`));
    expect(pairs.size).toBe(1);
    expect(answers[0].refreshToken).not.toBe(first.refresh_token);
    expect(answers[0].body.user._id).toBe(first.user._id);

    // The login goes on: the shared new token rotates as usual.
    const next = await api.refresh('user', answers[0].refreshToken!);
    expect(next.status).toBe(200);
    expect(next.refreshToken).not.toBe(answers[0].refreshToken);
  });

  it('ends the whole login when the token comes again after the grace', async () => {
    const first = await login();
    const second = await api.refresh('user', first.refresh_token);
    expect(second.status).toBe(200);
    await spendLongAgo(stack, first.refresh_token);

    expect((await api.refresh('user', first.refresh_token)).status).toBe(401);
    // The thief and the owner cannot tell each other apart: the new token is gone too.
    expect((await api.refresh('user', second.refreshToken!)).status).toBe(401);
  });

  it('does not answer the grace once the new token has been spent in turn', async () => {
    const first = await login();
    const second = await api.refresh('user', first.refresh_token);
    expect((await api.refresh('user', second.refreshToken!)).status).toBe(200);
    expect((await api.refresh('user', first.refresh_token)).status).toBe(401);
  });
});

describe('logging out', () => {
  it('ends the login of the cookie’s token and clears the cookie', async () => {
    const pair = await login();
    const out = await api.call('DELETE', '/auth/refreshUserToken', undefined, {
      cookie: `auth.refresh=${pair.refresh_token}`,
    });
    expect(out.status).toBe(200);
    expect(refreshCookieOf(out)?.header).toBe(
      'auth.refresh=; Path=/auth/refreshUserToken; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict',
    );
    expect((await api.refresh('user', pair.refresh_token)).status).toBe(401);
    // Without a cookie there is nothing to end, and the answer is the same.
    expect((await api.call('DELETE', '/auth/refreshUserToken')).status).toBe(200);
  });
});
