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
      logoutUser: 'auth.sessions.logout-user',
      logoutAdmin: 'auth.sessions.logout-admin',
      me: 'auth.sessions.me',
    },
    captcha: { verify: 'auth.captcha.verify', config: 'auth.captcha.config' },
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
      /** Not routed: orders asks it for the address and the customer of an order it places. */
      forOrder: 'auth.addresses.for-order',
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
    /** Which image keys the catalog still refers to; asked by the gateway before it deletes files. */
    media: { inUse: 'catalog.media.in-use' },
    /** The product listings' rows written or removed since a position; the gateway keeps a copy. */
    listings: { changes: 'catalog.listings.changes' },
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
      /** Payments' claim on an order (open, hold, pay, release, status); service-only. */
      claim: 'orders.orders.claim',
    },
    shippingPrices: {
      create: 'orders.shipping-prices.create',
      list: 'orders.shipping-prices.list',
      update: 'orders.shipping-prices.update',
      disable: 'orders.shipping-prices.disable',
      enable: 'orders.shipping-prices.enable',
    },
  },
  content: {
    audit: { list: 'content.audit.list' },
    /** Which image keys the blog and the league still refer to; asked by the gateway before it deletes files. */
    media: { inUse: 'content.media.in-use' },
    /** Blog articles: the shop reads published ones, the panel manages drafts and the recycle bin. */
    articles: {
      create: 'content.articles.create',
      list: 'content.articles.list',
      manage: 'content.articles.manage',
      findManaged: 'content.articles.find-managed',
      listDeleted: 'content.articles.list-deleted',
      findOne: 'content.articles.find-one',
      update: 'content.articles.update',
      remove: 'content.articles.remove',
      findByTitle: 'content.articles.find-by-title',
      restore: 'content.articles.restore',
      related: 'content.articles.related',
      addContentImage: 'content.articles.add-content-image',
      setPoster: 'content.articles.set-poster',
      search: 'content.articles.search',
      story: 'content.articles.story',
    },
    blogCategories: {
      create: 'content.blog-categories.create',
      list: 'content.blog-categories.list',
      findOne: 'content.blog-categories.find-one',
      update: 'content.blog-categories.update',
      remove: 'content.blog-categories.remove',
    },
    /** The toddler league: parents submit, admins review, everyone sees what was approved. */
    toddlers: {
      submit: 'content.toddlers.submit',
      list: 'content.toddlers.list',
      byName: 'content.toddlers.by-name',
      findOne: 'content.toddlers.find-one',
      mine: 'content.toddlers.mine',
      queue: 'content.toddlers.queue',
      review: 'content.toddlers.review',
      remove: 'content.toddlers.remove',
    },
  },
  payments: {
    audit: { list: 'payments.audit.list' },
    /** The gateways customers may pay with now. */
    gateways: { list: 'payments.gateways.list' },
    /** Payments of orders: started for the caller, listed and settled for admins. */
    payments: {
      start: 'payments.payments.start',
      /** Orders starts paying an order it has just placed, handing what payments needs; service-only. */
      startPlaced: 'payments.payments.startPlaced',
      list: 'payments.payments.list',
      reconcile: 'payments.payments.reconcile',
      /** A payment's own row, asked by orders before it believes a claim; service-only. */
      check: 'payments.payments.check',
      /** An admin records a refund made by hand. */
      refunded: 'payments.payments.refunded',
    },
    /** The customer back from a gateway: each gateway's return, read and verified. */
    zarinpal: { verify: 'payments.zarinpal.verify' },
    parsian: {
      open: 'payments.parsian.open',
      callback: 'payments.parsian.callback',
      verify: 'payments.parsian.verify',
    },
    mockTest: { verify: 'payments.mock-test.verify' },
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
