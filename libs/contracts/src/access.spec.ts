import { checkAccess } from './access';

const user = { id: 'u1', role: 'user' as const };
const admin = { id: 'a1', role: 'admin' as const };

describe('checkAccess', () => {
  it('lets anyone through public and optional-user routes', () => {
    expect(checkAccess('public', null)).toBeNull();
    expect(checkAccess('optional-user', null)).toBeNull();
  });

  it('refuses admin routes to customers and strangers with the message the shell keys on', () => {
    for (const caller of [null, user]) {
      expect(checkAccess('admin', caller)).toMatchObject({
        statusCode: 401,
        message: 'Admin Authorization failed',
      });
    }
    expect(checkAccess('admin', admin)).toBeNull();
  });

  it('wants a customer token on user routes, not an admin one', () => {
    expect(checkAccess('user', user)).toBeNull();
    expect(checkAccess('user', null)?.statusCode).toBe(401);
    expect(checkAccess('user', admin)?.statusCode).toBe(401);
  });
});
