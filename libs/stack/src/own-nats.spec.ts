import { natsPermissionsFromEnv, ownNatsDir } from './own-nats';

describe('NATS_PERMISSIONS', () => {
  it('is on unless set to off', () => {
    expect(natsPermissionsFromEnv({})).toBe(true);
    expect(natsPermissionsFromEnv({ NATS_PERMISSIONS: 'on' })).toBe(true);
    expect(natsPermissionsFromEnv({ NATS_PERMISSIONS: 'off' })).toBe(false);
  });

  it('stops at a value it does not know, rather than guess', () => {
    expect(() => natsPermissionsFromEnv({ NATS_PERMISSIONS: 'no' })).toThrow(/on \(the default\) or off/);
  });
});

describe("npm start's NATS", () => {
  it('keeps its streams beside the databases they go with', () => {
    expect(ownNatsDir({ root: '/shop', dbPrefix: 'ela' })).toBe('/shop/var/nats/ela');
  });
});
