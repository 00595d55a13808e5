/**
 * Every NATS subject in one place. Requests are `<service>.<aggregate>.<verb>`;
 * events are `<service>.<aggregate>.<past-event>.v1`.
 */
export const SUBJECTS = {
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
