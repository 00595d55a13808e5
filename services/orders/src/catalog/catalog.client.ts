import {
  ERROR_CODES,
  MESSAGES,
  SUBJECTS,
  type CategoryNode,
  type Inventory,
  type StockReservation,
} from '@ela/contracts';
import { ServiceError, type ServiceCaller } from '@ela/service-kit';

/** The catalog's by-ids row takes at most this many ids at once. */
const BATCH = 100;

/** What orders asks the catalog: live inventories and their prices, stock holds, the category tree. */
export class CatalogClient {
  constructor(private readonly requests: ServiceCaller) {}

  /**
   * Live inventories by id (the catalog's public by-ids row, so no token). The catalog leaves out
   * deleted inventories: a missing id means deleted. An unreachable or slow catalog is a 503 that
   * says prices cannot be read now, never a basket priced wrong.
   */
  async inventoriesByIds(ids: readonly string[]): Promise<Map<string, Inventory>> {
    const found = new Map<string, Inventory>();
    const unique = [...new Set(ids)];
    for (let i = 0; i < unique.length; i += BATCH) {
      const batch = unique.slice(i, i + BATCH);
      for (const inventory of await this.inventories(batch)) found.set(inventory.id, inventory);
    }
    return found;
  }

  /**
   * Holds the lines' stock for an order; an out-of-stock line refuses them all. The answer carries
   * the inventories as the catalog found them, to price the order with.
   */
  reserveStock(
    token: string,
    orderId: string,
    lines: readonly { inventoryId: string; quantity: number }[],
  ): Promise<StockReservation> {
    return this.requests.request<StockReservation>(SUBJECTS.catalog.stock.reserve, {
      token,
      params: {},
      body: { orderId, lines: lines.map((l) => ({ inventoryId: l.inventoryId, quantity: l.quantity })) },
    });
  }

  categoryTree(): Promise<CategoryNode[]> {
    return this.requests.request<CategoryNode[]>(SUBJECTS.catalog.categories.tree, {
      token: null,
      params: {},
    });
  }

  private async inventories(ids: string[]): Promise<Inventory[]> {
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
