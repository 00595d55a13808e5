/**
 * Every NATS subject in one place. Requests are `<service>.<aggregate>.<verb>`;
 * events are `<service>.<aggregate>.<past-event>.v1`.
 */
export const SUBJECTS = {
  auth: {
    otp: { send: 'auth.otp.send', sendAdmin: 'auth.otp.send-admin' },
    sessions: {
      loginUser: 'auth.sessions.login-user',
      loginAdmin: 'auth.sessions.login-admin',
      refreshUser: 'auth.sessions.refresh-user',
      refreshAdmin: 'auth.sessions.refresh-admin',
      me: 'auth.sessions.me',
    },
    captcha: { verify: 'auth.captcha.verify' },
    users: {
      updateProfile: 'auth.users.update-profile',
      current: 'auth.users.current',
      search: 'auth.users.search',
    },
    /** Not routed by the gateway: for the admin command and the seed. */
    admins: { ensure: 'auth.admins.ensure' },
    customers: { ensure: 'auth.customers.ensure' },
    addresses: {
      create: 'auth.addresses.create',
      list: 'auth.addresses.list',
      findOne: 'auth.addresses.find-one',
      update: 'auth.addresses.update',
      remove: 'auth.addresses.remove',
    },
    regions: { provinces: 'auth.regions.provinces', cities: 'auth.regions.cities' },
  },
  catalog: {
    products: {
      create: 'catalog.products.create',
      list: 'catalog.products.list',
      findOne: 'catalog.products.find-one',
    },
  },
} as const;

/** Facts published on JetStream. */
export const EVENTS = {
  catalog: {
    productChanged: 'catalog.products.changed.v1',
  },
} as const;

/** Queue group of a service, so that its replicas share requests. */
export function queueGroup(service: string): string {
  return `${service}-workers`;
}
