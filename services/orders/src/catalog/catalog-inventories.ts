import { ERROR_CODES, MESSAGES, SUBJECTS, type Inventory } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';
import type { ServiceRequests } from '@ela/service-kit';

/** The catalog's by-ids row takes at most this many ids at once. */
const BATCH = 100;

/**
 * Live inventories by id, asked of the catalog over NATS (its public by-ids row, so no token).
 * The catalog leaves out deleted inventories: a missing id means deleted. An unreachable or
 * slow catalog is a 503 that says prices cannot be read now, never a basket priced wrong.
 */
export class CatalogInventories {
  constructor(private readonly requests: ServiceRequests) {}

  async onModuleDestroy(): Promise<void> {
    await this.requests.close();
  }

  async byIds(ids: readonly string[]): Promise<Map<string, Inventory>> {
    const found = new Map<string, Inventory>();
    const unique = [...new Set(ids)];
    for (let i = 0; i < unique.length; i += BATCH) {
      const batch = unique.slice(i, i + BATCH);
      for (const inventory of await this.ask(batch)) found.set(inventory.id, inventory);
    }
    return found;
  }

  private async ask(ids: string[]): Promise<Inventory[]> {
    try {
      return await this.requests.request<Inventory[]>(SUBJECTS.catalog.inventories.byIds, {
        token: null,
        params: {},
        query: { ids: ids.join(',') },
      });
    } catch (error) {
      if (error instanceof ServiceError && error.body.statusCode >= 500) throw catalogUnavailable();
      throw error;
    }
  }
}

const catalogUnavailable = () =>
  new ServiceError({ statusCode: 503, message: MESSAGES.catalogUnavailable, error: ERROR_CODES.unavailable });
