import { SUBJECTS, type ListingChanges } from '@ela/contracts';
import type { Logger } from '@ela/service-kit';
import type { NatsBridge } from '../nats/nats-bridge';
import type { EdgeCache } from '../cache/edge-cache';
import { ListingMirror } from './listing-mirror';

/**
 * The copy of the catalog's product listings, read over NATS and marked behind whenever the
 * catalog's edge cache is dropped: on the catalog's events, on a lost connection, and on this
 * gateway's own writes to the catalog. It starts loading at once; until it has, the catalog answers.
 */
export function catalogListings(bridge: NatsBridge, catalogCache: EdgeCache, logger: Logger): ListingMirror {
  const mirror = new ListingMirror(async (body) => {
    const result = await bridge.ask(SUBJECTS.catalog.listings.changes, body);
    if (!result.ok)
      throw new Error(`the catalog answered ${result.error.statusCode}: ${result.error.message}`);
    return result.value as ListingChanges;
  }, logger);
  catalogCache.onInvalidate(() => mirror.changed());
  mirror.catchUp();
  return mirror;
}
