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
    /** Not routed by the gateway: for the seed, tests, and token verifiers (status). */
    admins: {
      ensure: 'auth.admins.ensure',
      /** `{ active, tokenVersion }` of an admin, asked by every verifier that sees an admin token. */
      status: 'auth.admins.status',
      deactivate: 'auth.admins.deactivate',
    },
    /** The public keys access tokens are verified with (GET /auth/jwks). */
    keys: { jwks: 'auth.keys.jwks' },
    customers: { ensure: 'auth.customers.ensure' },
    addresses: {
      create: 'auth.addresses.create',
      list: 'auth.addresses.list',
      findOne: 'auth.addresses.find-one',
      update: 'auth.addresses.update',
      remove: 'auth.addresses.remove',
    },
    regions: { provinces: 'auth.regions.provinces', cities: 'auth.regions.cities' },
    audit: { list: 'auth.audit.list' },
  },
  catalog: {
    products: {
      create: 'catalog.products.create',
      list: 'catalog.products.list',
      listDeleted: 'catalog.products.list-deleted',
      remove: 'catalog.products.remove',
      restore: 'catalog.products.restore',
      findOne: 'catalog.products.find-one',
      findByName: 'catalog.products.find-by-name',
      update: 'catalog.products.update',
      onSale: 'catalog.products.on-sale',
      byCategory: 'catalog.products.by-category',
      similar: 'catalog.products.similar',
      set: 'catalog.products.set',
    },
    recycleBin: { list: 'catalog.recycle-bin.list' },
    colors: {
      create: 'catalog.colors.create',
      list: 'catalog.colors.list',
      findOne: 'catalog.colors.find-one',
      update: 'catalog.colors.update',
      remove: 'catalog.colors.remove',
    },
    designs: {
      create: 'catalog.designs.create',
      list: 'catalog.designs.list',
      findOne: 'catalog.designs.find-one',
      update: 'catalog.designs.update',
      remove: 'catalog.designs.remove',
    },
    inventories: {
      create: 'catalog.inventories.create',
      list: 'catalog.inventories.list',
      addImage: 'catalog.inventories.add-image',
      removeImage: 'catalog.inventories.remove-image',
      onSale: 'catalog.inventories.on-sale',
      search: 'catalog.inventories.search',
      byIds: 'catalog.inventories.by-ids',
      findOne: 'catalog.inventories.find-one',
      update: 'catalog.inventories.update',
      byProductNumber: 'catalog.inventories.by-product-number',
      byProduct: 'catalog.inventories.by-product',
      byCategory: 'catalog.inventories.by-category',
      findByName: 'catalog.inventories.find-by-name',
      remove: 'catalog.inventories.remove',
      restore: 'catalog.inventories.restore',
    },
    categories: {
      list: 'catalog.categories.list',
      create: 'catalog.categories.create',
      mains: 'catalog.categories.mains',
      tree: 'catalog.categories.tree',
      findOne: 'catalog.categories.find-one',
      setPoster: 'catalog.categories.set-poster',
      update: 'catalog.categories.update',
      remove: 'catalog.categories.remove',
    },
    search: { header: 'catalog.search.header' },
    /** Stock held for orders; internal, asked by orders on the customer's behalf. */
    stock: { reserve: 'catalog.stock.reserve' },
    audit: { list: 'catalog.audit.list' },
  },
  orders: {
    audit: { list: 'orders.audit.list' },
    /** The caller's open basket. */
    basket: { replace: 'orders.basket.replace', open: 'orders.basket.open' },
    /** Discount codes and gifts, and what one takes off a basket. */
    discounts: {
      create: 'orders.discounts.create',
      list: 'orders.discounts.list',
      gifts: 'orders.discounts.gifts',
      mine: 'orders.discounts.mine',
      findOne: 'orders.discounts.find-one',
      update: 'orders.discounts.update',
      remove: 'orders.discounts.remove',
      calculate: 'orders.discounts.calculate',
    },
    /** Volumetric weights (`/shipping`) and the price of a basket to an address. */
    shipping: {
      create: 'orders.shipping.create',
      list: 'orders.shipping.list',
      findOne: 'orders.shipping.find-one',
      update: 'orders.shipping.update',
      remove: 'orders.shipping.remove',
      calculatePrice: 'orders.shipping.calculate-price',
    },
    /** Orders placed from a basket, and their life to the customer's door. */
    orders: {
      place: 'orders.orders.place',
      mine: 'orders.orders.mine',
      findMine: 'orders.orders.find-mine',
      list: 'orders.orders.list',
      findOne: 'orders.orders.find-one',
      userSearch: 'orders.orders.user-search',
      changeStatus: 'orders.orders.change-status',
      cancel: 'orders.orders.cancel',
      mockPay: 'orders.orders.mock-pay',
    },
    shippingPrices: {
      create: 'orders.shipping-prices.create',
      list: 'orders.shipping-prices.list',
      update: 'orders.shipping-prices.update',
      disable: 'orders.shipping-prices.disable',
      enable: 'orders.shipping-prices.enable',
    },
  },
  analytics: {
    /** Never on NATS: the gateway puts accepted batches on a BullMQ queue (`analyticsQueueName`). */
    events: { ingest: 'analytics.events.ingest' },
    /** The panel's dashboard, over a period of Tehran days. */
    reports: {
      overview: 'analytics.reports.overview',
      topProducts: 'analytics.reports.top-products',
      searches: 'analytics.reports.searches',
      salesByDay: 'analytics.reports.sales-by-day',
      salesByCategory: 'analytics.reports.sales-by-category',
    },
    /** Events the worker could not store. */
    deadLetters: { list: 'analytics.dead-letters.list' },
  },
} as const;

/** Queue group of a service, so that its replicas share requests. */
export function queueGroup(service: string): string {
  return `${service}-workers`;
}
